// Load shared by the benches that count clicks exactly.

/** A person's link click (docs/engagement.md), so that every request counts. */
const CLICK = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 bench",
  accept: "text/html,application/xhtml+xml,*/*;q=0.8",
  "accept-language": "en-US,en;q=0.9",
  "sec-fetch-mode": "navigate",
  "sec-fetch-dest": "document",
};

/**
 * `connections` clients each sending one request after the other (not autocannon) until `until()`:
 * every request sent is answered (or fails) before the load ends, so the served redirects are an
 * exact count. `onAnswer` gets each status, or "no answer".
 */
export async function hammer(url, connections, until, onAnswer) {
  const client = async () => {
    while (Date.now() < until()) {
      const response = await fetch(url, { redirect: "manual", headers: CLICK }).catch(() => undefined);
      await response?.body?.cancel();
      onAnswer(response ? response.status : "no answer");
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
}

/** Two seconds of the same load, whose answers nobody counts: the server's caches and JIT warm up. */
export function warmUp(url, connections) {
  const until = Date.now() + 2_000;
  return hammer(
    url,
    connections,
    () => until,
    () => undefined,
  );
}
