import "server-only";

/**
 * The client's address, from the trusted end of X-Forwarded-For.
 *
 * Every hop appends the address it was called from, so the list reads "client, proxy1, proxy2" and
 * only the entries added by our own proxies can be believed: the server in front of Next
 * (scripts/start.mjs) appends the socket's peer, Vercel writes the one address it saw. With
 * `trustedHops` proxies in front, the client is that many entries in from the right; with none,
 * it is the socket's peer (the last entry). Anything further left was written by the client.
 */
export function clientAddress(headers: Headers, trustedHops: number): string {
  const hops = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return hops[hops.length - 1 - trustedHops] ?? hops[0] ?? "unknown";
}
