/** @jest-environment jsdom */
import { AUTH_COOKIE_NAME } from "@/lib/auth-cookie";

// The stored-token reader's chunk fails to load (a deploy replaced it, the network dropped).
jest.mock("@/lib/client/stored-token", () => {
  throw new Error("Loading chunk failed");
});
// The auth client, which refreshes and answers with its own session.
jest.mock("@supabase/ssr", () => ({
  createBrowserClient: () => ({
    auth: {
      getSession: async () => ({ data: { session: { access_token: "from-the-auth-client" } } }),
      onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => undefined } } }),
    },
  }),
}));

test("without the stored-token reader (its chunk failed to load) the auth client answers each call", async () => {
  document.cookie = `${AUTH_COOKIE_NAME}=base64-e30`;
  const config = { supabaseUrl: "http://portal.test", supabaseAnonKey: "anon" };
  global.fetch = (async () => ({ ok: true, json: async () => config })) as unknown as typeof fetch;
  const { getAccessToken } = await import("@/lib/client/supabase");
  await expect(getAccessToken()).resolves.toBe("from-the-auth-client");
  await expect(getAccessToken()).resolves.toBe("from-the-auth-client");
});
