import "server-only";

/** The fastest playback rate the browsers' own media controls offer. */
export const FASTEST_PLAYBACK_RATE = 2;

/**
 * A video or audio whose length the portal does not know is taken to be this long at least: a share
 * of it can then be claimed only at the pace a clip of this length could be played. Shorter clips of
 * unknown length reach 100% a few seconds later than they could (docs/engagement.md).
 */
export const ASSUMED_MEDIA_SECONDS = 30;

/**
 * The largest whole percent of a video or audio of `mediaSeconds` (null: unknown) that could have
 * been played in `seconds`, at the fastest rate.
 */
export function playablePercent(seconds: number, mediaSeconds: number | null): number {
  const length = mediaSeconds ?? ASSUMED_MEDIA_SECONDS;
  return Math.min(100, Math.floor((Math.max(0, seconds) * FASTEST_PLAYBACK_RATE * 100) / length));
}
