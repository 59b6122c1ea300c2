import "server-only";

/** Who a verified access token names. */
export interface TokenIdentity {
  userId: string;
  email: string;
  sessionId: string | undefined;
  /** The role the auth service put in app_metadata; only used to create a missing profile. */
  claimedRole: string | undefined;
}
