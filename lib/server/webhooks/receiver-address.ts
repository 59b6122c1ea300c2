import "server-only";
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP } from "node:net";
import { badRequest } from "@/lib/server/platform/http-errors";

/** Networks a receiver may not be on unless the operator allows it: the inside of the portal's network. */
const INSIDE = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const)
  INSIDE.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  INSIDE.addSubnet(network, prefix, "ipv6");

/** Whether an address is private, loopback, link-local or otherwise not the public internet (IPv4-mapped too). */
export function isInsideAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return INSIDE.check(mapped, "ipv4");
  const family = isIP(address);
  if (family === 0) return true;
  return INSIDE.check(address, family === 4 ? "ipv4" : "ipv6");
}

const PRIVATE_REFUSED =
  "This URL points to a private, loopback or link-local address; webhooks only go to the public internet.";

/**
 * The rule for a receiver's URL (docs/webhooks.md#urls): https, and a host whose every address is on
 * the public internet; with `allowPrivate` (the operator's WEBHOOK_ALLOW_PRIVATE_URLS) plain http and
 * inside addresses too. Checked when an endpoint is added and again at every delivery, after DNS
 * (`guardedLookup`), so a name that later resolves inside reaches nothing.
 */
export async function assertReceiverUrl(raw: string, allowPrivate: boolean): Promise<URL> {
  const url = new URL(raw);
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:"))
    throw badRequest("Webhook URLs must use https.", "webhook_url_not_https");
  if (url.username || url.password)
    throw badRequest("A webhook URL may not carry a user name or password.", "webhook_url_credentials");
  if (allowPrivate) return url;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const addresses = isIP(host)
    ? [host]
    : await new Promise<string[]>((resolve) =>
        dnsLookup(host, { all: true }, (error, found) => resolve(error ? [] : found.map((a) => a.address))),
      );
  if (!addresses.length) throw badRequest("The webhook URL's host could not be found.", "webhook_url_unresolved");
  if (addresses.some(isInsideAddress)) throw badRequest(PRIVATE_REFUSED, "webhook_url_private");
  return url;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The DNS lookup a delivery connects with: the address it connects to is the one checked, so a name
 * that resolved outside when the endpoint was added but inside now (DNS rebinding) is refused.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
      if (error) return callback(error, []);
      const refused = !allowPrivate && found.some((entry) => isInsideAddress(entry.address));
      if (refused) return callback(Object.assign(new Error(PRIVATE_REFUSED), { code: "EWEBHOOKPRIVATE" }), []);
      if (options.all) return callback(null, found);
      const [first] = found;
      return first ? callback(null, first.address, first.family) : callback(new Error("No address"), []);
    });
  };
}
