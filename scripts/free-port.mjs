// A TCP port free on 127.0.0.1 right now, for the servers the tests and benches start.
import net from "node:net";

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port was assigned")),
      );
    });
    server.on("error", reject);
  });
}
