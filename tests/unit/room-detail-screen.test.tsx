/** @jest-environment jsdom */
/**
 * A room's detail renders on the server from its read (docs/screens.md#rooms): its failures said in
 * the screen, its dates in the reader's zone, and rendered again on a live event of this room (once
 * per burst), on a change made through its dialogs' callers, and when the tab comes back into view.
 */
import { act, cleanup, render, screen } from "@testing-library/react";
import { RoomDetailScreen } from "@/components/rooms/room-detail-screen";
import type { LiveEngagement } from "@/lib/contract/activity";
import type { RoomDetail } from "@/lib/contract/rooms";

const mockRefresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: mockRefresh }) }));
/** The live stream's listener the screen registered, for the test to speak through. */
let mockListener: ((event: LiveEngagement | null) => void) | undefined;
jest.mock("@/lib/client/api/live-engagement", () => ({
  useLiveEngagement: (listener: (event: LiveEngagement | null) => void) => {
    mockListener = listener;
  },
}));

const ROOM: RoomDetail = {
  id: "room-1",
  slug: "sam-abc",
  url: "https://portal.example.com/r/sam-abc",
  recipientName: "Sam Lee",
  recipientEmail: "sam@example.com",
  recipientCompany: "Acme",
  brandId: "brand-1",
  assets: [{ id: "asset-1", title: "Price List", type: "PDF" }],
  coverUrl: null,
  createdAt: "2026-11-02T10:00:00.000Z",
  expiresOn: "2026-12-01",
  status: "active",
  visits: 1,
  lastVisitAt: "2026-11-03T09:30:00.000Z",
  possiblyForwarded: false,
  otherDevice: false,
  quotes: 0,
  note: "As promised.",
  engagement: [
    {
      id: "asset-1",
      title: "Price List",
      type: "PDF",
      opens: 1,
      seconds: 40,
      furthestPercent: null,
      downloads: 0,
      pages: null,
    },
  ],
  timeline: [
    {
      at: "2026-11-03T09:30:00.000Z",
      hitClass: "human",
      device: 1,
      assets: [{ id: "asset-1", title: "Price List", seconds: 40, percentPlayed: null, downloads: 0, pages: null }],
      clicked: null,
    },
    { at: "2026-11-03T09:29:00.000Z", hitClass: "scanner", device: null, assets: [], clicked: null },
  ],
  excluded: { scanner: 1 },
  quoteList: [],
};

beforeEach(() => {
  jest.useFakeTimers();
  mockListener = undefined;
});
afterEach(() => {
  cleanup();
  jest.useRealTimers();
  mockRefresh.mockReset();
});

test("the room: recipient, visits and note, times in the reader's zone, actions under the title and the note", () => {
  render(<RoomDetailScreen read={{ data: ROOM }} />);
  expect(screen.getByRole("heading", { level: 1, name: "Room for Sam Lee" })).toBeTruthy();
  const visits = screen.getByRole("list", { name: "Visits" });
  // The test's zone is the reader's: the time is the browser's own formatting, written as it hydrates.
  expect(visits.textContent).toContain(`${new Date(ROOM.timeline[0]!.at).getFullYear()}`);
  expect(visits.textContent).toContain("Device 1");
  expect(screen.getByRole("list", { name: "Visits not counted" }).textContent).toContain("Mail scanner check");
  expect(screen.getByRole("region", { name: "Your note" }).textContent).toContain("Open until Dec 1, 2026");
  expect(screen.getAllByRole("button", { name: "Edit the room for Sam Lee" })).toHaveLength(2);
});

test("an event of this room renders it again once per burst; another room's event does not", () => {
  render(<RoomDetailScreen read={{ data: ROOM }} />);
  act(() => mockListener?.({ kind: "room", targetId: "other-room" }));
  act(() => mockListener?.({ kind: "share", targetId: "room-1" }));
  act(() => void jest.advanceTimersByTime(5_000));
  expect(mockRefresh).not.toHaveBeenCalled();
  act(() => mockListener?.({ kind: "room", targetId: "room-1" }));
  act(() => void jest.advanceTimersByTime(500));
  act(() => mockListener?.({ kind: "room", targetId: "room-1" }));
  act(() => void jest.advanceTimersByTime(999));
  expect(mockRefresh).not.toHaveBeenCalled();
  act(() => void jest.advanceTimersByTime(1));
  expect(mockRefresh).toHaveBeenCalledTimes(1);
  // A poll, or the stream back after a gap: anything may have changed.
  act(() => mockListener?.(null));
  act(() => void jest.advanceTimersByTime(1_000));
  expect(mockRefresh).toHaveBeenCalledTimes(2);
});

test("the tab coming back into view renders it again", () => {
  render(<RoomDetailScreen read={{ data: ROOM }} />);
  act(() => void document.dispatchEvent(new Event("visibilitychange")));
  act(() => void jest.advanceTimersByTime(1_000));
  expect(mockRefresh).toHaveBeenCalledTimes(1);
});

test("another rep's room, or none: 'Room not found', with no 'Try again'", () => {
  render(<RoomDetailScreen read={{ failure: { status: 404, body: "{}" } }} />);
  expect(screen.getByRole("heading", { level: 1, name: "Room not found" })).toBeTruthy();
  expect(screen.getByText("There is no room of yours at this address.")).toBeTruthy();
  expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
});

test("a failed read: the server's sentence, and 'Try again' renders the screen again", () => {
  const body = JSON.stringify({ error: { code: "internal", message: "Something went wrong on our side." } });
  render(<RoomDetailScreen read={{ failure: { status: 500, body } }} />);
  expect(screen.getByRole("heading", { level: 1, name: "The room could not be loaded" })).toBeTruthy();
  expect(screen.getByText("Something went wrong on our side.")).toBeTruthy();
  act(() => screen.getByRole("button", { name: "Try again" }).click());
  expect(mockRefresh).toHaveBeenCalledTimes(1);
});
