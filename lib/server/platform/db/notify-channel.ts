import "server-only";
import { EventEmitter } from "node:events";

/** A named stream of short text messages between the app's processes. */
export interface NotifyChannel {
  /** Sends a message (at most NOTIFY_MAX_BYTES) to every subscriber of every process on the database. */
  publish: (payload: string) => Promise<void>;
  /** Calls `listener` for each message until the returned function is called. */
  subscribe: (listener: (payload: string) => void) => () => void;
}

/** PostgreSQL's limit on a NOTIFY payload is 8,000 bytes; messages stay well below. */
export const NOTIFY_MAX_BYTES = 7_900;

/** One process (PGlite: the data directory is locked to it): messages go through an emitter. */
export function inProcessChannel(): NotifyChannel {
  const emitter = new EventEmitter();
  // Each open stream subscribes; the cap is the streams' own (docs/security.md#live-engagement).
  emitter.setMaxListeners(0);
  return {
    publish: async (payload) => {
      emitter.emit("message", payload);
    },
    subscribe: (listener) => {
      emitter.on("message", listener);
      return () => emitter.off("message", listener);
    },
  };
}

/** A channel name PostgreSQL takes unquoted: lower-case letters, digits and underscores. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

interface PostgresChannelOptions {
  url: string;
  name: string;
  connectMs: number;
  /** How long to wait before listening again after the listening connection broke. */
  reconnectMs?: number;
  /** Sends `select pg_notify(name, payload)` on the app's own pool. */
  notify: (name: string, payload: string) => Promise<void>;
}

/**
 * Several instances on one PostgreSQL: a message is a NOTIFY on the channel, and each process keeps
 * one connection of its own that LISTENs, opened with its first subscriber and shared by all of
 * them (not taken from the pool, whose connections come and go). When that connection breaks it is
 * opened again; messages sent meanwhile are lost, which the subscribers' own fallback covers (the
 * browser refetches when its stream goes quiet).
 */
export function postgresChannel({
  url,
  name,
  connectMs,
  reconnectMs = 1_000,
  notify,
}: PostgresChannelOptions): NotifyChannel {
  if (!CHANNEL_NAME.test(name)) throw new Error(`Not a channel name: ${name}`);
  const local = inProcessChannel();
  let listening: Promise<void> | undefined;
  let subscribers = 0;

  async function listen(): Promise<void> {
    const { Client } = await import("pg");
    const client = new Client({ connectionString: url, connectionTimeoutMillis: connectMs });
    let broken = false;
    const again = () => {
      if (broken) return;
      broken = true;
      listening = undefined;
      client.removeAllListeners();
      void client.end().catch(() => undefined);
      if (subscribers > 0) setTimeout(() => void start(), reconnectMs).unref();
    };
    client.on("notification", (message) => {
      if (message.channel === name && message.payload !== undefined) void local.publish(message.payload);
    });
    client.on("error", again);
    client.on("end", again);
    await client.connect();
    await client.query(`listen ${name}`);
  }

  function start() {
    listening ??= listen().catch((error: unknown) => {
      console.error(`Listening on ${name}:`, error);
      listening = undefined;
      if (subscribers > 0) setTimeout(() => void start(), reconnectMs).unref();
    });
    return listening;
  }

  return {
    publish: (payload) => notify(name, payload),
    subscribe: (listener) => {
      subscribers++;
      void start();
      const off = local.subscribe(listener);
      return () => {
        subscribers--;
        off();
      };
    },
  };
}
