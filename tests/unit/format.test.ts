import { formatDate, formatDateTime, formatFileSize, formatMonthDay } from "@/lib/client/format/format";

describe("formatFileSize", () => {
  test.each([
    [0, "0 KB"],
    [1, "1 KB"],
    [512, "512 KB"],
    [999, "999 KB"],
    [999.4, "999.4 KB"],
    [1000, "0.98 MB"],
    [1024, "1.00 MB"],
    [2560, "2.50 MB"],
    [1_048_576, "1024.00 MB"],
  ])("%p KB shows as %p", (size, expected) => {
    expect(formatFileSize(size)).toBe(expected);
  });

  test.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -5])("%p has no size to show", (size) => {
    expect(formatFileSize(size)).toBeNull();
  });
});

describe("dates", () => {
  test("formatMonthDay is 'MMM d'", () => {
    expect(formatMonthDay("2026-03-05")).toBe("Mar 5");
    expect(formatMonthDay("2026-12-25")).toBe("Dec 25");
    expect(formatMonthDay("not a date")).toBeNull();
  });

  test("formatDate is 'MMM d, yyyy'", () => {
    expect(formatDate("2026-03-05T09:30:00")).toBe("Mar 5, 2026");
    expect(formatDate(new Date(2026, 11, 25, 23, 59))).toBe("Dec 25, 2026");
  });

  test("formatDateTime is 'MMM d, yyyy h:mm a' in local time for zone-less values", () => {
    expect(formatDateTime("2026-11-30T18:00:00")).toBe("Nov 30, 2026 6:00 PM");
    expect(formatDateTime("2026-01-02T00:05:00")).toBe("Jan 2, 2026 12:05 AM");
  });

  test("an instant with a zone is shown in local time", () => {
    const instant = "2026-07-04T12:00:00.000Z";
    const local = new Date(instant);
    const expected = `${local.toLocaleString("en-US", { month: "short" })} ${local.getDate()}, ${local.getFullYear()}`;
    expect(formatDate(instant)).toBe(expected);
  });

  test.each(["", "not a date", "2026-13-45"])("%p is not a date", (value) => {
    expect(formatDate(value)).toBeNull();
    expect(formatDateTime(value)).toBeNull();
  });
});
