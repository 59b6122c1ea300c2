/** @jest-environment jsdom */
import { cleanup, render, screen, within } from "@testing-library/react";
import { pageRuns, shortSeconds, stripBars, visitPagesText } from "@/components/pages/page-read-labels";
import { PageStrip } from "@/components/pages/page-strip";
import { RoomTimeline } from "@/components/rooms/room-timeline";
import type { PageRead } from "@/lib/contract/pages";

afterEach(cleanup);

/** `count` pages, with seconds and visits for the pages named. */
const pagesOf = (count: number, read: Record<number, [number, number]> = {}): PageRead[] =>
  Array.from({ length: count }, (_, i) => {
    const [seconds, visits] = read[i + 1] ?? [0, 0];
    return { page: i + 1, seconds, visits };
  });

const bars = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-slot="page-strip-bars"] > span')] as HTMLElement[];

test("12 pages: one bar each, darker for longer, the sentence and a list of the pages read", () => {
  const pages = pagesOf(12, { 1: [5, 1], 2: [12, 2], 3: [4, 1], 4: [20, 1], 6: [38, 2], 7: [9, 1] });
  const { container } = render(<PageStrip pages={pages} title="Deck" />);
  const strip = screen.getByRole("figure", { name: "Pages of Deck" });
  expect(within(strip).getByText("Read 6 of 12 pages · longest on page 6 (38 s)")).toBeTruthy();
  const drawn = bars(container);
  expect(drawn).toHaveLength(12);
  expect(drawn[5]?.title).toBe("Page 6: 38 s");
  expect(drawn[4]?.title).toBe("Page 5: not read");
  const shade = (bar: HTMLElement | undefined) =>
    Number((bar?.firstElementChild as HTMLElement | null)?.style.opacity ?? 0);
  expect(shade(drawn[5])).toBe(1);
  expect(shade(drawn[4])).toBe(0);
  expect(shade(drawn[0])).toBeGreaterThan(0);
  expect(shade(drawn[0])).toBeLessThan(shade(drawn[3]));
  // The bars are decoration; the list says the same to a screen reader.
  expect(container.querySelector('[data-slot="page-strip-bars"]')?.getAttribute("aria-hidden")).toBe("true");
  const list = screen.getByRole("list", { name: "Pages of Deck read", hidden: true });
  expect(
    within(list)
      .getAllByRole("listitem", { hidden: true })
      .map((item) => item.textContent),
  ).toEqual([
    "Page 1: 5 s · 1 visit",
    "Page 2: 12 s · 2 visits",
    "Page 3: 4 s · 1 visit",
    "Page 4: 20 s · 1 visit",
    "Page 6: 38 s · 2 visits",
    "Page 7: 9 s · 1 visit",
  ]);
});

test("1 page: one bar and the singular", () => {
  const { container } = render(<PageStrip pages={pagesOf(1, { 1: [75, 3] })} title="Sheet" unit="open" />);
  expect(screen.getByText("Read 1 of 1 page · longest on page 1 (1 min 15 s)")).toBeTruthy();
  expect(bars(container)).toHaveLength(1);
  expect(screen.getByText(/Page 1: 1 min 15 s/).textContent).toBe("Page 1: 1 min 15 s · 3 opens");
});

test("no reads: every bar empty, the sentence says so and there is no list", () => {
  const { container } = render(<PageStrip pages={pagesOf(12)} title="Deck" />);
  expect(screen.getByText("No page read yet (12 pages)")).toBeTruthy();
  expect(bars(container).every((bar) => (bar.firstElementChild as HTMLElement).style.opacity === "")).toBe(true);
  expect(screen.queryByRole("list", { hidden: true })).toBeNull();
});

test("300 pages: 60 bars of 5 pages each, the longest page still named", () => {
  const pages = pagesOf(300, { 2: [10, 1], 298: [600, 1], 151: [30, 2] });
  const { container } = render(<PageStrip pages={pages} title="Manual" />);
  expect(screen.getByText("Read 3 of 300 pages · longest on page 298 (10 min)")).toBeTruthy();
  const drawn = bars(container);
  expect(drawn).toHaveLength(60);
  expect(drawn[0]?.title).toBe("Pages 1–5: 10 s");
  expect(drawn[30]?.title).toBe("Pages 151–155: 30 s");
  expect(drawn[59]?.title).toBe("Pages 296–300: 10 min");
  expect(screen.getByText("Each bar is 5 pages")).toBeTruthy();
});

test("bins cover every page once, also when the count does not divide evenly", () => {
  const drawn = stripBars(pagesOf(61, { 61: [4, 1] }));
  expect(drawn).toHaveLength(31);
  expect(drawn.at(-1)).toMatchObject({ from: 61, to: 61, seconds: 4, shade: 1 });
  expect(stripBars(pagesOf(60))).toHaveLength(60);
});

test("a visit's pages: runs of pages and the longest, of the document's count", () => {
  const read = [
    { page: 1, seconds: 4 },
    { page: 2, seconds: 7 },
    { page: 6, seconds: 38 },
    { page: 7, seconds: 3 },
    { page: 9, seconds: 1 },
  ];
  expect(visitPagesText(read, 12)).toBe("Read 5 of 12 pages: 1–2, 6–7, 9 · longest on page 6 (38 s)");
  expect(visitPagesText([{ page: 1, seconds: 3600 }], 1)).toBe("Read 1 of 1 page: 1 · longest on page 1 (1 h)");
  expect(visitPagesText([])).toBe("No page read");
  expect(pageRuns([3])).toBe("3");
  expect(shortSeconds(3_720)).toBe("1 h 2 min");
});

test("the room's timeline shows each visit's pages of a PDF, and nothing of pages for other assets", () => {
  render(
    <RoomTimeline
      pageCounts={new Map([["deck", 12]])}
      visits={[
        {
          at: "2026-03-01T10:00:00Z",
          hitClass: "human",
          device: 1,
          assets: [
            {
              id: "deck",
              title: "Deck",
              seconds: 60,
              percentPlayed: null,
              downloads: 0,
              pages: [
                { page: 1, seconds: 10 },
                { page: 6, seconds: 38 },
              ],
            },
            { id: "clip", title: "Clip", seconds: 20, percentPlayed: 50, downloads: 0, pages: null },
          ],
          clicked: "Start your rental",
        },
      ]}
    />,
  );
  expect(screen.getByText("Read 2 of 12 pages: 1, 6 · longest on page 6 (38 s)")).toBeTruthy();
  expect(screen.getAllByText(/pages?:/)).toHaveLength(1);
  expect(screen.getByText("Clicked Start your rental")).toBeTruthy();
});
