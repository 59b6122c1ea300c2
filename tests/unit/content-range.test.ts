import { contentRangeErrors } from "@/components/admin/content/content-range";
import { lastThirtyUtcDays } from "@/components/shared/utc-day-range";

test("the first from/to is the last 30 UTC days, today included, and valid", () => {
  const range = lastThirtyUtcDays(new Date("2026-03-31T23:59:00Z"));
  expect(range).toEqual({ from: "2026-03-02", to: "2026-03-31" });
  expect(contentRangeErrors(range)).toEqual({});
});

test.each([
  [
    { from: "", to: "2026-01-01" },
    { from: "Choose a start date (from).", to: undefined },
  ],
  [
    { from: "2026-01-01", to: "" },
    { from: undefined, to: "Choose an end date (to)." },
  ],
  [
    { from: "2026-02-30", to: "2026-03-01" },
    { from: "from is not a real date.", to: undefined },
  ],
  [
    { from: "2026-03-02", to: "2026-03-01" },
    { from: "The start date (from) must be on or before the end date (to).", to: undefined },
  ],
  [
    { from: "2024-01-01", to: "2026-01-01" },
    { from: undefined, to: "A period covers at most 366 days." },
  ],
])("%j is refused with the server's message", (range, errors) => {
  expect(contentRangeErrors(range)).toEqual(errors);
});

test("a from after to is said under the date changed last", () => {
  const range = { from: "2026-03-02", to: "2026-03-01" };
  const order = "The start date (from) must be on or before the end date (to).";
  expect(contentRangeErrors(range, "to")).toEqual({ from: undefined, to: order });
  expect(contentRangeErrors(range, "from")).toEqual({ from: order, to: undefined });
  // Other errors stay under their own date.
  expect(contentRangeErrors({ from: "2026-02-30", to: "2026-03-01" }, "to")).toEqual({
    from: "from is not a real date.",
    to: undefined,
  });
});
