/** @jest-environment jsdom */
/**
 * The browser during an outage: a 503 means "try again", never "signed out". One calm notice stands
 * for every failed query (no toast per query), the session is kept, and when the health endpoint
 * answers again the notice goes and what failed loads again.
 */
import { act, cleanup, render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { OutageNotice } from "@/components/layout/outage-notice";
import type { PortalUser } from "@/lib/contract/auth";
import { AuthProvider, useAuth } from "@/lib/client/auth/auth-context";
import { getQueryFn } from "@/lib/client/data/fetcher";
import { useQueryErrorToast } from "@/lib/client/data/use-query-error-toast";
import { toast } from "@/lib/client/browser/toast";

const REP: PortalUser = {
  id: "u1",
  email: "rep@example.com",
  role: "rep",
  firstName: "Riley",
  lastName: "Rep",
  profileImageUrl: null,
  promoCode: "RILEY1",
  timeZone: null,
  user_metadata: { first_name: "Riley", last_name: "Rep", profile_image_url: null },
};

let mockSessionError: Error | null = null;
jest.mock("@/lib/client/auth/supabase", () => ({
  getAccessToken: async () => "access-token",
  onSignedOut: () => () => undefined,
  getSupabase: async () => ({
    auth: {
      getSession: async () =>
        mockSessionError
          ? { data: { session: null }, error: mockSessionError }
          : { data: { session: { access_token: "access-token" } }, error: null },
      signOut: async () => ({ error: null }),
    },
  }),
}));

/** The server: the portal's API and its health endpoint, down (503) or up. */
const server = { down: true, calls: [] as string[] };

/** What fetch answers (jsdom has no Response). */
function answer(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return {
    ok: status < 300,
    status,
    statusText: status === 503 ? "Service Unavailable" : "OK",
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    text: async () => JSON.stringify(body),
    json: async () => body,
  } as unknown as Response;
}

beforeEach(() => {
  jest.useFakeTimers();
  server.down = true;
  server.calls = [];
  global.fetch = (async (input: RequestInfo | URL) => {
    const path = String(input);
    server.calls.push(path);
    if (server.down)
      return answer(
        { error: { code: "service_unavailable", message: "The service is temporarily unavailable." } },
        503,
        {
          "retry-after": "5",
        },
      );
    if (path === "/api/health") return answer({ status: "ok", database: "reachable", hitsWaiting: 0 });
    if (path === "/api/auth/verify") return answer({ role: "rep", user: REP });
    return answer(["a", "b"]);
  }) as typeof fetch;
});
afterEach(async () => {
  // The outage notice's state lives in its module: let the portal answer, so the next test starts clean.
  server.down = false;
  await act(() => jest.advanceTimersByTimeAsync(5_000));
  cleanup();
  jest.useRealTimers();
  mockSessionError = null;
});

/** Lets the health check run: the notice asks every Retry-After (5 s). */
const afterRetryAfter = () => act(() => jest.advanceTimersByTimeAsync(5_000));
/** Lets every answer in flight arrive, with no time passing. */
const settle = () => act(() => jest.advanceTimersByTimeAsync(0));

function Things({ title }: { title: string }) {
  const things = useQuery({ queryKey: [`/api/${title}`], queryFn: getQueryFn<string[]>() });
  useQueryErrorToast(things.error, `Error loading ${title}`);
  return <p>{things.data ? `${title} loaded` : `${title} waiting`}</p>;
}

function AuthStatus() {
  return <p>auth: {useAuth().state.status}</p>;
}

function renderPortal(children: React.ReactNode, signedIn?: { user: PortalUser; role: "rep" }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AuthProvider signedIn={signedIn}>
        {children}
        <OutageNotice />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

test("one calm notice instead of a toast per failed query; when the portal answers, the queries load", async () => {
  const toasts = jest.spyOn(toast, "error");
  renderPortal(
    <>
      <Things title="assets" />
      <Things title="links" />
    </>,
    { user: REP, role: "rep" },
  );
  const notice = await screen.findByRole("status");
  expect(notice.textContent).toContain("The portal is temporarily unavailable.");
  expect(notice.textContent).toContain("You are still signed in");
  expect(screen.getAllByRole("status")).toHaveLength(1);
  expect(toasts).not.toHaveBeenCalled();

  await afterRetryAfter(); // still down: the notice stays
  expect(screen.getByRole("status")).toBeTruthy();
  expect(server.calls).toContain("/api/health");

  server.down = false;
  await afterRetryAfter();
  expect(await screen.findByText("assets loaded")).toBeTruthy();
  expect(screen.getByText("links loaded")).toBeTruthy();
  expect(screen.queryByRole("status")).toBeNull();
  expect(toasts).not.toHaveBeenCalled();
  toasts.mockRestore();
});

test("restoring a session during an outage keeps it: the screen waits, then signs in", async () => {
  document.cookie = "sb-portal-auth-token=base64-e30";
  renderPortal(<AuthStatus />);
  expect(await screen.findByRole("status")).toBeTruthy();
  await settle();
  expect(screen.getByText("auth: loading")).toBeTruthy();

  server.down = false;
  await afterRetryAfter();
  expect(await screen.findByText("auth: signedIn")).toBeTruthy();
  expect(screen.queryByText("auth: signedOut")).toBeNull();
});

test("a refresh the auth service cannot answer is an outage too, not a sign-out", async () => {
  document.cookie = "sb-portal-auth-token=base64-e30";
  mockSessionError = Object.assign(new Error("The service is temporarily unavailable."), {
    name: "AuthRetryableFetchError",
  });
  renderPortal(<AuthStatus />);
  expect(await screen.findByRole("status")).toBeTruthy();
  await settle();
  expect(screen.getByText("auth: loading")).toBeTruthy();

  mockSessionError = null;
  server.down = false;
  await afterRetryAfter();
  expect(await screen.findByText("auth: signedIn")).toBeTruthy();
});
