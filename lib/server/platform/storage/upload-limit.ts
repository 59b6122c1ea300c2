import "server-only";

/** "100 MB", "512 KB": the limit as people read it. */
export function formatLimit(maxBytes: number): string {
  if (maxBytes >= 1024 * 1024) return `${Math.round((maxBytes / (1024 * 1024)) * 10) / 10} MB`;
  if (maxBytes >= 1024) return `${Math.round(maxBytes / 1024)} KB`;
  return `${maxBytes} bytes`;
}
