/** A new database named `{prefix}_{random hex}` on the server of serverUrl, a copy of `template` if given. */
export function createServerDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string }>;
/** Drops a database createServerDatabase made, closing any connection still open to it. */
export function dropServerDatabase(serverUrl: string, name: string): Promise<void>;
