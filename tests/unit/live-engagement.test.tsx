/** @jest-environment jsdom */
/**
 * The browser's side of the live stream (docs/engagement.md#live): one EventSource per tab shared
 * by the screens that listen, an event refetches the engagement queries, a quiet or refused stream
 * falls back to refetching every 5 s, and the last screen to leave closes it.
 */
import type { ReactNode } from "react";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { POLL_MS, QUIET_AFTER_MS, useLiveEngagement } from "@/lib/client/api/live-engagement";

jest.mock("@/lib/client/api/signed-in", () => ({ useIsSignedIn: () => true }));

/** An EventSource that the test speaks for. */
class FakeEventSource {
  static CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(name: string, data = "{}") {
    for (const listener of this.listeners.get(name) ?? []) listener({ data } as MessageEvent<string>);
  }
}

let queryClient: QueryClient;
let invalidated: unknown[][];

beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.opened = [];
  (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  queryClient = new QueryClient();
  invalidated = [];
  jest.spyOn(queryClient, "invalidateQueries").mockImplementation(async (filters) => {
    invalidated.push(filters?.queryKey ? [...filters.queryKey] : ["(rooms)"]);
  });
});
afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

test("two screens share one stream; an event refetches the engagement queries and tells each", async () => {
  const first = jest.fn();
  const second = jest.fn();
  const a = renderHook(() => useLiveEngagement(first), { wrapper });
  const b = renderHook(() => useLiveEngagement(second), { wrapper });
  expect(FakeEventSource.opened.map((source) => source.url)).toEqual(["/api/activity/stream"]);
  const source = FakeEventSource.opened[0]!;
  act(() => source.emit("ready"));
  act(() => source.emit("engagement", JSON.stringify({ kind: "room", targetId: "r1" })));
  // The event's schema loads with the first event (lib/client/api/live-engagement.ts).
  await waitFor(() => expect(first).toHaveBeenCalledWith({ kind: "room", targetId: "r1" }));
  expect(second).toHaveBeenCalledWith({ kind: "room", targetId: "r1" });
  expect(invalidated).toEqual([
    ["/api/activity/feed"],
    ["/api/notifications"],
    ["/api/link-tracking/stats"],
    ["(rooms)"],
  ]);
  a.unmount();
  expect(source.closed).toBe(false);
  b.unmount();
  expect(source.closed).toBe(true);
});

test("a stream that says nothing (a buffering proxy) falls back to refetching every 5 s", () => {
  const changed = jest.fn();
  const hook = renderHook(() => useLiveEngagement(changed), { wrapper });
  const source = FakeEventSource.opened[0]!;
  // Pings keep it live: no polling.
  for (let waited = 0; waited < QUIET_AFTER_MS * 2; waited += POLL_MS) {
    act(() => source.emit("ping"));
    act(() => jest.advanceTimersByTime(POLL_MS));
  }
  expect(changed).not.toHaveBeenCalled();
  // Then silence: after 20 s, a refetch every 5 s.
  act(() => jest.advanceTimersByTime(QUIET_AFTER_MS + POLL_MS));
  const polls = changed.mock.calls.length;
  expect(polls).toBeGreaterThanOrEqual(1);
  act(() => jest.advanceTimersByTime(POLL_MS * 3));
  expect(changed).toHaveBeenCalledTimes(polls + 3);
  expect(changed).toHaveBeenLastCalledWith(null);
  hook.unmount();
});

test("a refused stream (429, 401) polls, and is asked for again a minute later", () => {
  const changed = jest.fn();
  const hook = renderHook(() => useLiveEngagement(changed), { wrapper });
  const source = FakeEventSource.opened[0]!;
  source.readyState = FakeEventSource.CLOSED;
  act(() => source.emit("error"));
  act(() => jest.advanceTimersByTime(60_000));
  expect(changed.mock.calls.length).toBeGreaterThanOrEqual(8);
  expect(FakeEventSource.opened).toHaveLength(2);
  hook.unmount();
  expect(FakeEventSource.opened[1]!.closed).toBe(true);
});

test("off while not enabled (the bell's popover closed)", () => {
  const hook = renderHook(({ on }) => useLiveEngagement(undefined, on), { wrapper, initialProps: { on: false } });
  expect(FakeEventSource.opened).toHaveLength(0);
  hook.rerender({ on: true });
  expect(FakeEventSource.opened).toHaveLength(1);
  hook.rerender({ on: false });
  expect(FakeEventSource.opened[0]!.closed).toBe(true);
});
