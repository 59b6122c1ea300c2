import "server-only";

/** "rep-portal-users-2026-11-23.csv": what the export is and the UTC day it was made. */
export function exportFilename(what: string, now: Date = new Date()): string {
  return `rep-portal-${what}-${now.toISOString().slice(0, 10)}.csv`;
}
