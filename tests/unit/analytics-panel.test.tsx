/** @jest-environment jsdom */
/**
 * The admin Analytics tab as its server render paints it from its five reads: what loaded is shown,
 * a failed read says so in its card and raises its toast (none for an outage, whose notice speaks).
 */
import { cleanup, render, screen, within } from "@testing-library/react";
import { AnalyticsPanel, type AnalyticsReads } from "@/components/admin/analytics/analytics-panel";
import { toast } from "@/lib/client/browser/toast";
import type { RecentQuote } from "@/lib/contract/admin-reports";

jest.mock("@/lib/client/browser/toast", () => ({ toast: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));

afterEach(() => {
  cleanup();
  jest.mocked(toast.error).mockReset();
});

const QUOTES: RecentQuote[] = [
  {
    id: "q1",
    externalId: "Q-1001",
    rep: { name: "Rory Rep", email: "rory@example.com" },
    attribution: { kind: "promo", code: "SAVE10" },
    createdAt: "2026-05-02T10:30:00Z",
  },
  {
    id: "q2",
    externalId: "Q-1000",
    rep: { name: "Rory Rep", email: "rory@example.com" },
    attribution: { kind: "link", name: "Spring Rental Promo", slug: "spring1" },
    createdAt: "2026-05-01T09:00:00Z",
  },
  { id: "q3", externalId: "Q-0999", rep: null, attribution: { kind: "none" }, createdAt: "2026-04-30T08:00:00Z" },
  {
    id: "q4",
    externalId: "Q-0998",
    rep: { name: "Rory Rep", email: "rory@example.com" },
    attribution: { kind: "room", roomId: "1a2b3c4d-0000-4000-8000-000000000000" },
    createdAt: "2026-04-29T08:00:00Z",
  },
];

const DAYS = Array.from({ length: 30 }, (_, day) => ({
  date: `2026-05-${String(day + 1).padStart(2, "0")}`,
  clicks: day === 29 ? 4 : 0,
}));

const READS: AnalyticsReads = {
  analytics: {
    data: {
      totalUsers: 1234,
      newUsersThisMonth: 5,
      totalLinks: 12,
      linksCreatedThisMonth: 2,
      totalClicks: 340,
      clicksThisMonth: 40,
      conversionRate: 12.5,
      clicksPerDay: DAYS,
    },
  },
  users: {
    data: [
      {
        id: "u1",
        email: "ada@example.com",
        firstName: "Ada",
        lastName: "Admin",
        role: "admin",
        promoCode: "ADA1",
        isActive: true,
        createdAt: "2026-05-02T10:30:00Z",
      },
    ],
  },
  linkStats: {
    data: {
      totalClicks: 340,
      conversionRate: 12.5,
      topLinks: [
        {
          id: "l1",
          name: "Spring",
          slug: "spring1",
          clickCount: 7,
          createdBy: "Rory Rep",
          createdAt: "2026-05-01T09:00:00Z",
        },
      ],
    },
  },
  funnel: { data: [] },
  quotes: { data: QUOTES },
};

const region = (name: string) => screen.getByRole("region", { name });

/** Renders the tab and waits for its two islands, whose code loads after the page's. */
async function renderPanel(reads: AnalyticsReads) {
  render(<AnalyticsPanel reads={reads} />);
  await screen.findByRole("region", { name: "Rep Funnel" });
  await screen.findByRole("region", { name: "Export CSV" });
}
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

test("every read loaded: the cards' figures, the chart's total and each quote's attribution, no toast", async () => {
  await renderPanel(READS);
  expect(screen.getByRole("group", { name: "Total Users" }).textContent).toContain("1,2345 new this month");
  expect(screen.getByRole("group", { name: "Conversion Rate" }).textContent).toContain("12.5%");
  expect(region("Clicks per day").textContent).toContain("Last 30 days · 4 clicks");
  const [, topRow] = within(region("Top Performing Links")).getAllByRole("row");
  expect(topRow && cellsOf(topRow)).toEqual(["Spring/go/spring1", "7", "Rory Rep"]);
  const quotes = within(region("Recent Quotes")).getByRole("table").querySelectorAll("tbody tr");
  expect([...quotes].map((row) => cellsOf(row as HTMLElement).slice(0, 3))).toEqual([
    ["Q-1001", "Rory Rep", "Promo code SAVE10"],
    ["Q-1000", "Rory Rep", "Link Spring Rental Promo (/go/spring1)"],
    ["Q-0999", "-", "Unattributed"],
    ["Q-0998", "Rory Rep", "Share room 1a2b3c4d"],
  ]);
  expect(cellsOf(quotes[0] as HTMLElement)[3]).toMatch(/^May 2, 2026 \d{1,2}:\d{2} (AM|PM)$/);
  expect(region("Rep Funnel").textContent).toContain("No sales reps yet.");
  expect(toast.error).not.toHaveBeenCalled();
});

test("a failed read: its card says so, its toast has the status and body, the others show what loaded", async () => {
  await renderPanel({
    ...READS,
    funnel: { failure: { status: 500, body: "funnel down" } },
    linkStats: { failure: { status: 500, body: "stats down" } },
  });
  expect(region("Rep Funnel").textContent).toContain("Rep Funnel could not be loaded.");
  expect(region("Top Performing Links").textContent).toContain("Top Performing Links could not be loaded.");
  expect(region("Recent Users").textContent).not.toContain("could not be loaded");
  expect(jest.mocked(toast.error).mock.calls).toEqual([
    ["Error loading link stats", { id: "query-error-Error loading link stats", description: "500: stats down" }],
    ["Error loading funnel", { id: "query-error-Error loading funnel", description: "500: funnel down" }],
  ]);
});

test("an outage (503) raises no toast; the cards still say what could not be loaded", async () => {
  const down = { failure: { status: 503, body: "" } };
  await renderPanel({ ...READS, analytics: down, quotes: down });
  expect(screen.getByRole("group", { name: "Total Users" }).textContent).toContain("Could not be loaded");
  expect(region("Clicks per day").textContent).toContain("Clicks per day could not be loaded.");
  expect(region("Recent Quotes").textContent).toContain("Recent Quotes could not be loaded.");
  expect(toast.error).not.toHaveBeenCalled();
});
