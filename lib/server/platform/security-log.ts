import "server-only";

/**
 * Security events (failed and throttled sign-ins, refused hosts) as one JSON line each on stderr,
 * where a log drain or `grep security_event` finds them.
 */
export function securityEvent(event: string, fields: Record<string, string | number>): void {
  console.warn(JSON.stringify({ security_event: event, at: new Date().toISOString(), ...fields }));
}
