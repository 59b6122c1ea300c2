import "server-only";
import { isIPv4, isIPv6 } from "node:net";

/** The one key of every address that is not an IP address (so garbage cannot mint new clients). */
export const UNKNOWN_NETWORK = "unknown";

/** The eight 16-bit groups of an IPv6 address, from the URL parser's canonical (compressed) form. */
function ipv6Groups(address: string): number[] {
  const canonical = new URL(`http://[${address}]`).hostname.slice(1, -1);
  const [head = "", tail] = canonical.split("::");
  const groups = (text: string) => (text ? text.split(":").map((group) => parseInt(group, 16)) : []);
  if (tail === undefined) return groups(head);
  const [first, last] = [groups(head), groups(tail)];
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

/**
 * The network a client address stands for, as per-client limits count it: an IPv4 address itself,
 * an IPv6 address's /64 prefix (one subscriber usually holds a whole /64 and can pick any address
 * in it), an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) as its IPv4 address. A zone id (`%eth0`)
 * and a port are dropped; anything that is not an IP address is `unknown`.
 */
export function clientNetwork(address: string): string {
  // Some proxies write the port too: `1.2.3.4:5678`, `[2001:db8::1]:443`.
  const trimmed = address.trim();
  const unported = /^\[([^\]]+)\](?::\d+)?$/.exec(trimmed)?.[1] ?? /^([\d.]+):\d+$/.exec(trimmed)?.[1] ?? trimmed;
  const bare = unported.split("%")[0] ?? "";
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return UNKNOWN_NETWORK;
  const groups = ipv6Groups(bare);
  const hex = (group: number) => group.toString(16);
  if (groups.slice(0, 6).join() === "0,0,0,0,0,65535") {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return `${groups.slice(0, 4).map(hex).join(":")}::/64`;
}
