// Testing Library's waits (findBy…, waitFor) give up after 1 s by default. npm test runs the unit
// tests beside tsc and ESLint on 2 cores, where a dialog's first render once took longer than that
// (user-rooms-dialog, Nov 30 2026). A render that never comes still fails, 10 s later.
if (typeof document !== "undefined") {
  // Only the jsdom files load Testing Library; the others would pay for it with nothing to wait on.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require("@testing-library/dom") as typeof import("@testing-library/dom")).configure({ asyncUtilTimeout: 10_000 });
}
