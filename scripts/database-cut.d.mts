/** A TCP proxy in front of a PostgreSQL server whose connections can be cut, frozen and restored. */
export interface DatabaseCut {
  /** The database URL with this proxy as its host and port. */
  url: string;
  /** Connections open through the proxy now. */
  readonly connections: number;
  /** Drops every connection and refuses new ones until restore(). */
  cut(): Promise<void>;
  /** Keeps connections (and accepts new ones) but answers nothing until restore(). */
  freeze(): void;
  /** Serves again: listens on the same port after a cut; delivers what was held after a freeze. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export function startDatabaseCut(databaseUrl: string): Promise<DatabaseCut>;
