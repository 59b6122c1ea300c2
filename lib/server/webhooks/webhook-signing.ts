import "server-only";
import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";

/** A new signing secret as Standard Webhooks writes one: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

/** The secrets a delivery is signed with: the current one, and the one it replaced while it still counts. */
export interface SigningSecrets {
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: Date | null;
}

/**
 * The Standard Webhooks headers of one attempt, signed with the reference library (docs/webhooks.md#signatures):
 * `webhook-signature` lists a signature per live secret, space-separated, so a receiver that has not
 * yet switched to a rotated secret still verifies.
 */
export function signedHeaders(messageId: string, body: string, secrets: SigningSecrets, now = new Date()) {
  const live = [secrets.secret];
  if (secrets.previousSecret && secrets.previousSecretUntil && secrets.previousSecretUntil > now)
    live.push(secrets.previousSecret);
  const signature = live.map((secret) => new Webhook(secret).sign(messageId, now, body)).join(" ");
  return {
    "webhook-id": messageId,
    "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
    "webhook-signature": signature,
  };
}
