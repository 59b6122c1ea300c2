import {
  DEFAULT_FUNNEL_SORT,
  FUNNEL_SORT_CHOICES,
  nextFunnelSort,
  sortFunnel,
} from "@/components/admin/analytics/funnel-sort";
import type { RepFunnelRow } from "@/lib/contract/admin-reports";

const rep = (name: string, email: string, counts: Partial<RepFunnelRow> = {}): RepFunnelRow => ({
  userId: email,
  name,
  email,
  shares: 0,
  opens: 0,
  rooms: 0,
  roomVisits: 0,
  clicks: 0,
  quotes: 0,
  conversionRate: 0,
  ...counts,
});

const rows = [
  rep("cara", "cara@example.com", { clicks: 5, quotes: 1, conversionRate: 20, roomVisits: 1 }),
  rep("Bea", "bea@example.com", { clicks: 9, shares: 2 }),
  rep("", "zed@example.com", { clicks: 5, quotes: 2, conversionRate: 40, rooms: 1, roomVisits: 3 }),
  rep("Abe", "abe@example.com", { clicks: 5 }),
];
const emails = (sorted: RepFunnelRow[]) => sorted.map((row) => row.email.split("@")[0]);

describe("sortFunnel", () => {
  test("by default the most clicks first, ties by name A to Z (a rep without a name by e-mail)", () => {
    expect(emails(sortFunnel(rows, DEFAULT_FUNNEL_SORT))).toEqual(["bea", "abe", "cara", "zed"]);
  });

  test("ascending numbers put the fewest first and still break ties by name A to Z", () => {
    expect(emails(sortFunnel(rows, { column: "clicks", direction: "ascending" }))).toEqual([
      "abe",
      "cara",
      "zed",
      "bea",
    ]);
    expect(emails(sortFunnel(rows, { column: "conversionRate", direction: "descending" }))).toEqual([
      "zed",
      "cara",
      "abe",
      "bea",
    ]);
    expect(emails(sortFunnel(rows, { column: "roomVisits", direction: "descending" }))).toEqual([
      "zed",
      "cara",
      "abe",
      "bea",
    ]);
  });

  test("by rep: names ignoring case, both ways; the input is left as it was", () => {
    const before = emails(rows);
    expect(emails(sortFunnel(rows, { column: "rep", direction: "ascending" }))).toEqual(["abe", "bea", "cara", "zed"]);
    expect(emails(sortFunnel(rows, { column: "rep", direction: "descending" }))).toEqual(["zed", "cara", "bea", "abe"]);
    expect(emails(rows)).toEqual(before);
  });
});

describe("nextFunnelSort", () => {
  test("the sorted column flips; another column starts with numbers highest first and names A to Z", () => {
    expect(nextFunnelSort(DEFAULT_FUNNEL_SORT, "clicks")).toEqual({ column: "clicks", direction: "ascending" });
    expect(nextFunnelSort({ column: "clicks", direction: "ascending" }, "clicks")).toEqual(DEFAULT_FUNNEL_SORT);
    expect(nextFunnelSort(DEFAULT_FUNNEL_SORT, "quotes")).toEqual({ column: "quotes", direction: "descending" });
    expect(nextFunnelSort(DEFAULT_FUNNEL_SORT, "roomVisits")).toEqual({
      column: "roomVisits",
      direction: "descending",
    });
    expect(nextFunnelSort(DEFAULT_FUNNEL_SORT, "rep")).toEqual({ column: "rep", direction: "ascending" });
  });
});

test("the phone's sort choices name each column in both directions, the first direction first", () => {
  expect(FUNNEL_SORT_CHOICES.map((choice) => choice.label)).toEqual([
    "Rep, A to Z",
    "Rep, Z to A",
    "Shares, highest first",
    "Shares, lowest first",
    "Opens, highest first",
    "Opens, lowest first",
    "Rooms, highest first",
    "Rooms, lowest first",
    "Room Visits, highest first",
    "Room Visits, lowest first",
    "Clicks, highest first",
    "Clicks, lowest first",
    "Quotes, highest first",
    "Quotes, lowest first",
    "Conversion, highest first",
    "Conversion, lowest first",
  ]);
  expect(FUNNEL_SORT_CHOICES.find((choice) => choice.value === "clicks:descending")?.sort).toEqual(DEFAULT_FUNNEL_SORT);
});
