"use client";

import { useEffect, useRef } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { LiveEngagement } from "@/lib/contract/activity";
import { queryKeys } from "@/lib/query-keys";
import { schemaOf } from "./schema-of";
import { useIsSignedIn } from "./signed-in";

const STREAM_PATH = "/api/activity/stream";
/** The server pings every 15 s: this long without a word, the stream is taken to be held up (a buffering proxy). */
export const QUIET_AFTER_MS = 20_000;
/** While the stream is quiet or refused, the open screens refetch this often instead. */
export const POLL_MS = 5_000;
/** After the server refused the stream (429: too many open, 401), it is asked again this much later. */
const REOPEN_AFTER_MS = 60_000;

/** `null`: something may have changed (a poll, or the stream came back after a gap). */
type Listener = (event: LiveEngagement | null) => void;

interface Live {
  listeners: Set<Listener>;
  queryClient: QueryClient;
  source: EventSource | null;
  lastHeard: number;
  poll: ReturnType<typeof setInterval>;
  reopen?: ReturnType<typeof setTimeout>;
}

/** One stream per tab, shared by every screen that listens, opened with the first and closed with the last. */
let live: Live | null = null;

/** The engagement figures an event may have changed: the feed, rooms, the bell, the dashboard's card. */
function refetchEngagement(queryClient: QueryClient) {
  for (const queryKey of [queryKeys.activityFeeds, queryKeys.notifications, queryKeys.linkStats])
    void queryClient.invalidateQueries({ queryKey });
  // The rooms list and every room's detail; only the ones on screen refetch.
  void queryClient.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith(queryKeys.rooms[0]),
  });
}

function tell(event: LiveEngagement | null) {
  if (!live) return;
  refetchEngagement(live.queryClient);
  for (const listener of live.listeners) listener(event);
}

function open(state: Live) {
  const source = new EventSource(STREAM_PATH);
  state.source = source;
  const heard = () => (state.lastHeard = Date.now());
  let gap = false;
  source.addEventListener("ready", () => {
    // Events sent while the last stream was closing and this one opening are lost: catch up.
    if (gap) tell(null);
    gap = false;
    heard();
  });
  source.addEventListener("ping", heard);
  source.addEventListener("end", () => {
    heard();
    gap = true;
  });
  source.addEventListener("engagement", (message) => {
    heard();
    const data: unknown = JSON.parse((message as MessageEvent<string>).data);
    // The schema (and zod) load with the first event, not with the screen: 25 kB off its first load.
    void schemaOf("liveEngagement")().then((schema) => {
      const parsed = schema.safeParse(data);
      if (parsed.success) tell(parsed.data);
    });
  });
  source.addEventListener("error", () => {
    gap = true;
    // CLOSED: the server refused (an error status): poll, and ask again later. Else the browser retries.
    if (source.readyState !== EventSource.CLOSED) return;
    state.source = null;
    state.reopen = setTimeout(() => open(state), REOPEN_AFTER_MS);
  });
}

function subscribe(queryClient: QueryClient, listener: Listener): () => void {
  if (!live) {
    const state: Live = {
      listeners: new Set(),
      queryClient,
      source: null,
      lastHeard: Date.now(),
      // The fallback: a stream that has said nothing for a while is not getting through.
      poll: setInterval(() => {
        if (Date.now() - state.lastHeard > QUIET_AFTER_MS) tell(null);
      }, POLL_MS),
    };
    live = state;
    open(state);
  }
  live.listeners.add(listener);
  return () => {
    if (!live) return;
    live.listeners.delete(listener);
    if (live.listeners.size > 0) return;
    live.source?.close();
    clearInterval(live.poll);
    clearTimeout(live.reopen);
    live = null;
  };
}

/**
 * While mounted and `enabled` (Activity, Rooms, a room's detail, the bell's open popover), people's engagement arrives
 * within seconds: the rep's stream (GET /api/activity/stream) refetches the engagement queries on
 * screen at each event, or every 5 s while the stream is quiet or refused. `onChange` is told too
 * (a server-rendered screen refreshes itself with it).
 */
export function useLiveEngagement(onChange?: Listener, enabled = true) {
  const queryClient = useQueryClient();
  const signedIn = useIsSignedIn();
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);
  useEffect(() => {
    if (!enabled || !signedIn || typeof EventSource === "undefined") return;
    return subscribe(queryClient, (event) => changed.current?.(event));
  }, [queryClient, signedIn, enabled]);
}
