import "server-only";
import { createHmac } from "node:crypto";
import { clientNetwork } from "@/lib/server/platform/request/client-network";

/** The UTC day of an instant, as the roll-ups and salts key it: "2026-11-23". */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Loads (creating on first use) the random salt of a UTC day. */
export type SaltSource = (day: string) => Promise<string>;

/**
 * Unique-visitor keys: a keyed hash of the client's address (an IPv6 one by its /64) under the day's
 * random salt. Nothing a client writes (the user agent, say) goes in, so one address cannot pose as
 * many visitors; the price is that people behind one NAT are one visitor a day (docs/engagement.md).
 * The address is never stored, and once a day's salt is deleted its keys cannot be linked to an
 * address again. The salt of the current day is cached, so a key costs one HMAC.
 */
export class VisitorKeys {
  private current: { day: string; salt: string } | undefined;
  private loading: { day: string; salt: Promise<string> } | undefined;

  constructor(private readonly loadSalt: SaltSource) {}

  /** The visitor key, synchronously when the day's salt is at hand. */
  keyFor(address: string, at: Date): string | Promise<string> {
    const day = utcDay(at);
    const network = clientNetwork(address);
    if (this.current?.day === day) return hash(this.current.salt, network);
    return this.saltOf(day).then((salt) => hash(salt, network));
  }

  private saltOf(day: string): Promise<string> {
    if (this.loading?.day !== day) {
      const salt = this.loadSalt(day);
      this.loading = { day, salt };
      salt.then(
        (value) => {
          if (!this.current || this.current.day < day) this.current = { day, salt: value };
        },
        () => {
          if (this.loading?.day === day) this.loading = undefined;
        },
      );
    }
    return this.loading.salt;
  }
}

function hash(salt: string, network: string): string {
  return createHmac("sha256", salt).update(network).digest("base64url").slice(0, 22);
}
