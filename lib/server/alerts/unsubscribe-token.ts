import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { serverSecret, type AuthSetup } from "@/lib/server/auth/keys";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The key of alert unsubscribe links, derived from the server's own secret under a label of its
 * own, so a signature made for one purpose never passes for another.
 */
export function unsubscribeKey(serverSecret: string | Buffer): Buffer {
  return createHmac("sha256", serverSecret).update("alert-unsubscribe-v1").digest();
}

/** This server's key of alert unsubscribe links. */
export function alertUnsubscribeKey(auth: Pick<AuthSetup, "env" | "authKeys">): Buffer {
  return unsubscribeKey(serverSecret(auth));
}

const signature = (key: Buffer, userId: string) =>
  createHmac("sha256", key).update(`unsubscribe:${userId}`).digest("base64url");

/** `{user id}.{signature}`: turns that user's alert e-mails off; it does not expire (RFC 8058 clients keep it). */
export function unsubscribeToken(key: Buffer, userId: string): string {
  return `${userId}.${signature(key, userId)}`;
}

/** The user a token was signed for, or undefined for anything forged, altered or malformed. */
export function userOfUnsubscribeToken(key: Buffer, token: string): string | undefined {
  const [userId, given, ...rest] = token.split(".");
  if (rest.length || !userId || !given || !UUID.test(userId)) return undefined;
  const expected = Buffer.from(signature(key, userId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? userId : undefined;
}
