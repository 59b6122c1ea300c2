/** @jest-environment jsdom */
/**
 * The Users tab's Rooms dialog (docs/rooms.md): a user's rooms with state and counts, and Revoke after
 * a confirmation, through the admin paths.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { UserRoomsDialog } from "@/components/admin/users/user-rooms-dialog";
import type { AdminRoom } from "@/lib/contract/admin-rooms";
import type { AdminUser } from "@/lib/contract/admin-users";

jest.mock("@/lib/client/auth/supabase", () => ({ getAccessToken: async () => "access-token" }));
jest.mock("@/lib/client/api/signed-in", () => ({ useIsAdmin: () => true }));

afterEach(cleanup);

const LEAVER: AdminUser = {
  id: "7f0c3f0e-5c1a-4d33-9a55-0d3f9b6c2a11",
  email: "leaver@example.com",
  firstName: "Lee",
  lastName: "Ver",
  role: "rep",
  isActive: false,
  promoCode: "LEE1",
  createdAt: "2026-01-05T00:00:00Z",
};

const room = (id: string, values: Partial<AdminRoom>): AdminRoom => ({
  id,
  brandName: "BAC Events",
  createdAt: "2026-03-02T10:00:00Z",
  expiresOn: null,
  status: "active",
  open: false,
  assets: 2,
  visits: 1,
  lastVisitAt: "2026-03-04T10:00:00Z",
  ...values,
});

/** What fetch answers (jsdom has no Response). */
const answer = (body: unknown, status = 200) =>
  ({
    ok: status < 300,
    status,
    statusText: "OK",
    headers: { get: () => null },
    text: async () => JSON.stringify(body),
    json: async () => body,
  }) as unknown as Response;

test("lists the user's rooms with counts; Revoke asks first, then revokes through the admin path", async () => {
  const calls: string[] = [];
  global.fetch = jest.fn(async (path: RequestInfo | URL, init?: RequestInit) => {
    calls.push(`${init?.method ?? "GET"} ${String(path)}`);
    if (init?.method === "DELETE") return answer(null, 204);
    return answer([room("r1", {}), room("r2", { status: "revoked", visits: 0, lastVisitAt: null })]);
  }) as typeof fetch;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <UserRoomsDialog
        user={LEAVER}
        trigger={<button type="button" aria-label="Rooms of leaver@example.com" />}
        defaultOpen={false}
        openedWithKeyboard={false}
      />
    </QueryClientProvider>,
  );
  expect(calls).toEqual([]); // nothing is asked before the dialog opens
  fireEvent.click(screen.getByRole("button", { name: "Rooms of leaver@example.com" }));
  const list = await screen.findByRole("list", { name: "Rooms" });
  expect(screen.getByText(/inactive, so their rooms are closed/)).toBeTruthy();
  const [first, second] = within(list).getAllByRole("listitem");
  expect(first!.textContent).toContain("2 assets, 1 visit, last");
  expect(first!.textContent).toContain("Closed: rep inactive");
  expect(second!.textContent).toContain("Revoked");
  expect(within(second!).queryByRole("button", { name: "Revoke" })).toBeNull();

  fireEvent.click(within(first!).getByRole("button", { name: "Revoke" }));
  const confirm = await screen.findByRole("alertdialog");
  expect(confirm.textContent).toContain("Are you sure you want to revoke this room?");
  fireEvent.click(within(confirm).getByRole("button", { name: "Revoke" }));
  await waitFor(() => expect(calls).toContain("DELETE /api/admin/rooms/r1"));
  expect(calls[0]).toBe(`GET /api/admin/users/${LEAVER.id}/rooms`);
});
