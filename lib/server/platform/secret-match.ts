import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Whether a sent secret equals the configured one, in constant time (both hashed, so no length leaks). */
export const secretMatches = (given: string, configured: string): boolean =>
  timingSafeEqual(digest(given), digest(configured));
