import { lastThirtyUtcDays } from "@/components/shared/utc-day-range";
import { hitRangeErrors } from "@/components/admin/analytics/hit-range-errors";
import { attributionText } from "@/components/admin/analytics/quote-attribution";

test("a quote says what it was attributed to", () => {
  expect(attributionText({ kind: "promo", code: "SAVE10" })).toBe("Promo code SAVE10");
  expect(attributionText({ kind: "link", name: "Spring Promo", slug: "ab12cd" })).toBe(
    "Link Spring Promo (/go/ab12cd)",
  );
  expect(attributionText({ kind: "share", title: "Price List" })).toBe("Share page Price List");
  expect(attributionText({ kind: "none" })).toBe("Unattributed");
  expect(attributionText({ kind: "room", roomId: "1a2b3c4d-0000-4000-8000-000000000000" })).toBe("Share room 1a2b3c4d");
});

describe("the hits export's range", () => {
  test("starts as the last 30 UTC days, today included", () => {
    expect(lastThirtyUtcDays(new Date("2026-03-01T23:30:00-05:00"))).toEqual({ from: "2026-02-01", to: "2026-03-02" });
    expect(hitRangeErrors(lastThirtyUtcDays(new Date()))).toEqual({});
  });

  test("is checked by the server's schema, each message at the date it is about", () => {
    expect(hitRangeErrors({ from: "2026-05-02", to: "2026-05-01" })).toEqual({
      from: "The start date (from) must be on or before the end date (to).",
      to: undefined,
    });
    expect(hitRangeErrors({ from: "2025-01-01", to: "2026-05-01" })).toEqual({
      from: undefined,
      to: "An export of hits covers at most 366 days.",
    });
    expect(hitRangeErrors({ from: "", to: "2026-05-01" }).from).toBe("from must be a date like 2026-11-23.");
  });

  test("a rule about both dates shows under the date just set; a date's own fault stays at that date", () => {
    const order = "The start date (from) must be on or before the end date (to).";
    expect(hitRangeErrors({ from: "2026-05-02", to: "2026-05-01" }, "to")).toEqual({ to: order, from: undefined });
    expect(hitRangeErrors({ from: "2026-05-02", to: "2026-05-01" }, "from")).toEqual({ from: order, to: undefined });
    expect(hitRangeErrors({ from: "2025-01-01", to: "2026-05-01" }, "from")).toEqual({
      from: "An export of hits covers at most 366 days.",
      to: undefined,
    });
    expect(hitRangeErrors({ from: "2026-05-02", to: "" }, "from").to).toBe("to must be a date like 2026-11-23.");
  });
});
