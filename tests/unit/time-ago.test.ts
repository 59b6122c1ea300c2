import { formatDistanceStrict } from "date-fns";
import { timeAgo } from "@/lib/client/format/time-ago";

describe("timeAgo", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  test.each([
    [1, "1 minute ago"],
    [59, "59 minutes ago"],
    [90, "2 hours ago"],
    [60 * 24 * 3, "3 days ago"],
    [60 * 24 * 45, "2 months ago"],
    [60 * 24 * 364, "1 year ago"],
    [60 * 24 * 800, "2 years ago"],
  ])("%i minutes before reads %p", (minutes, text) => {
    expect(timeAgo(ago(minutes), now)).toBe(text);
  });

  test("reads as date-fns' formatDistanceStrict with a suffix, which it replaces", () => {
    for (let minutes = 1; minutes < 60 * 24 * 800; minutes = Math.ceil(minutes * 1.07)) {
      expect(timeAgo(ago(minutes), now)).toBe(formatDistanceStrict(ago(minutes), now, { addSuffix: true }));
    }
  });
});
