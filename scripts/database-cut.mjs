// A TCP proxy between the app and its PostgreSQL server that a test or bench can cut (every
// connection dropped and new ones refused, as an immediate shutdown does), freeze (connections
// held open but nothing answered, as a hung server or network does) and restore. One PostgreSQL
// cluster is enough: the outage is this proxy's, not the server's.
import net from "node:net";

/**
 * @param {string} databaseUrl the real database (postgres://...)
 * @returns {Promise<import("./database-cut.d.mts").DatabaseCut>}
 */
export async function startDatabaseCut(databaseUrl) {
  const target = new URL(databaseUrl);
  const targetHost = target.hostname || "127.0.0.1";
  const targetPort = Number(target.port || 5432);
  /** @type {"open" | "frozen" | "cut"} */
  let state = "open";
  /** Accepted connections: each with its upstream (once connected) and what waits while frozen. */
  const links = new Set();

  function drop(link) {
    link.client.destroy();
    link.upstream?.destroy();
    links.delete(link);
  }

  /** Forwards a chunk now, or holds it while frozen ("up": to the database, "down": to the app). */
  function pass(link, direction, chunk) {
    if (state === "frozen" || !link.upstream) link.held.push([direction, chunk]);
    else (direction === "up" ? link.upstream : link.client).write(chunk);
  }

  function connectUpstream(link) {
    const upstream = net.connect(targetPort, targetHost);
    link.upstream = upstream;
    upstream.on("data", (chunk) => pass(link, "down", chunk));
    upstream.on("error", () => drop(link));
    upstream.on("close", () => drop(link));
  }

  function accept(client) {
    const link = { client, upstream: undefined, held: [] };
    links.add(link);
    client.on("data", (chunk) => pass(link, "up", chunk));
    client.on("error", () => drop(link));
    client.on("close", () => drop(link));
    if (state === "open") connectUpstream(link);
  }

  function flushAll() {
    for (const link of links) {
      if (!link.upstream) connectUpstream(link);
      for (const [direction, chunk] of link.held.splice(0)) pass(link, direction, chunk);
    }
  }

  let server = net.createServer(accept);
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = /** @type {net.AddressInfo} */ (server.address()).port;
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);

  return {
    url: url.toString(),
    get connections() {
      return links.size;
    },
    /** Drops every connection and refuses new ones until restore(). */
    async cut() {
      state = "cut";
      const closed = new Promise((resolve) => server.close(resolve));
      for (const link of [...links]) drop(link);
      await closed;
    },
    /** Keeps connections (and accepts new ones) but answers nothing until restore(). */
    freeze() {
      state = "frozen";
    },
    /** Serves again: listens on the same port after a cut; delivers what was held after a freeze. */
    async restore() {
      if (!server.listening) {
        server = net.createServer(accept);
        await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
      }
      state = "open";
      flushAll();
    },
    async close() {
      const closed = server.listening ? new Promise((resolve) => server.close(resolve)) : Promise.resolve();
      for (const link of [...links]) drop(link);
      await closed;
    },
  };
}
