import {
  assetTypeLabel,
  countFigureHints,
  durationText,
  engagementFigures,
  excludedEntries,
  excludedText,
  excludedTotal,
  lastOpenedText,
} from "@/components/activity/activity-labels";
import { badgeText, bellLabel, notificationText } from "@/components/layout/notification-text";
import { notificationPath } from "@/lib/contract/engagement-paths";

const NONE = { bot: 0, unfurler: 0, scanner: 0, head: 0, own: 0 };

describe("the Activity screen's excluded hits", () => {
  test("lists only the non-zero classes, in display order, and sums them", () => {
    const excluded = { ...NONE, own: 2, bot: 1, head: 0 };
    expect(excludedEntries(excluded)).toEqual([
      { kind: "bot", count: 1 },
      { kind: "own", count: 2 },
    ]);
    expect(excludedTotal(excluded)).toBe(3);
    expect(excludedEntries(NONE)).toEqual([]);
  });

  test("each class is counted in words a rep reads, one or several", () => {
    expect(excludedText("unfurler", 1)).toBe("1 link preview");
    expect(excludedText("unfurler", 2)).toBe("2 link previews");
    expect(excludedText("bot", 1)).toBe("1 bot visit");
    expect(excludedText("head", 3)).toBe("3 link checks");
    expect(excludedText("scanner", 1)).toBe("1 mail scanner check");
    expect(excludedText("own", 1_200)).toBe("1,200 visits of your own");
  });
});

test("every count figure says what it means, for a link's clicks and a share's opens", () => {
  expect(countFigureHints("click")).toEqual({
    last30Days: "Clicks by people; bots and previews are left out",
    allTime: "Clicks by people since the link was made",
    visitors: "Different people each day, added up over the last 30 days",
    lastOpened: "The latest click by a person",
  });
  expect(countFigureHints("open").allTime).toBe("Opens by people since you shared it");
});

test.each([
  ["pdf", "PDF"],
  ["PDF", "PDF"],
  ["video", "Video"],
  ["Audio", "Audio"],
])("asset type %p shows as %p", (type, label) => {
  expect(assetTypeLabel(type)).toBe(label);
});

describe("lastOpenedText", () => {
  const now = new Date("2026-11-23T12:00:00Z");

  test("never opened", () => {
    expect(lastOpenedText(null, now)).toEqual({ relative: "Never", absolute: null });
    expect(lastOpenedText("not a date", now)).toEqual({ relative: "Never", absolute: null });
  });

  test("relative and absolute", () => {
    const text = lastOpenedText("2026-11-20T12:00:00Z", now);
    expect(text.relative).toBe("3 days ago");
    expect(text.absolute).toMatch(/^Nov 20, 2026 \d{1,2}:\d{2} (AM|PM)$/);
    expect(lastOpenedText("2026-11-23T11:59:30Z", now).relative).toBe("Just now");
  });
});

describe("the bell's texts", () => {
  test("a link's and a share's alert", () => {
    expect(notificationText({ target: "link", title: "Spring", day: "2026-11-20" })).toBe(
      'Your tracked link "Spring" was clicked for the first time on Nov 20, 2026',
    );
    expect(notificationText({ target: "share", title: "Guide", day: "2026-11-21" })).toBe(
      'Your shared asset "Guide" was opened for the first time on Nov 21, 2026',
    );
    expect(
      notificationText({ target: "share", title: "Guide", day: "2026-11-21", pagesRead: "read 6 of 12 pages" }),
    ).toBe('Your shared asset "Guide" was opened for the first time on Nov 21, 2026 · read 6 of 12 pages');
    expect(notificationText({ target: "room", title: "Jane", day: "2026-11-21", pagesRead: null })).toBe(
      "Jane opened your room for the first time on Nov 21, 2026",
    );
    expect(notificationText({ target: "webhook", title: "HubSpot", day: "2026-11-22" })).toBe(
      'The webhook endpoint "HubSpot" was paused on Nov 22, 2026: its deliveries failed for five days',
    );
    expect(notificationPath("webhook", "3c1e")).toBe("/admin?tab=integrations");
    expect(notificationPath("room", "3c1e")).toBe("/rooms/3c1e");
  });

  test("the accessible name and the badge", () => {
    expect(bellLabel(0)).toBe("Notifications");
    expect(bellLabel(undefined)).toBe("Notifications");
    expect(bellLabel(3)).toBe("Notifications, 3 unread");
    expect(badgeText(3)).toBe("3");
    expect(badgeText(12)).toBe("9+");
  });
});

describe("a share's engagement", () => {
  test.each([
    [0, "0 seconds"],
    [45, "45 seconds"],
    [80, "1 minute 20 seconds"],
    [3_900, "1 hour 5 minutes"],
  ])("%i s reads %p", (seconds, text) => {
    expect(durationText(seconds)).toBe(text);
  });

  test("time on page for every share, played for video and audio only, each with the opens behind it", () => {
    const unclicked = { nextStepClicks: 0, nextStepLabel: null };
    const measured = { timedOpens: 3, averageSeconds: 80, playedOpens: 1, averagePercent: 64, ...unclicked };
    expect(engagementFigures(measured, "audio")).toEqual([
      {
        term: "Avg. time on page",
        value: "1 minute 20 seconds",
        hint: "How long the page stayed on screen",
        basis: "over 3 opens",
      },
      { term: "Avg. played", value: "64%", hint: "How much of it was played", basis: "over 1 open" },
    ]);
    expect(engagementFigures(measured, "pdf").map((f) => f.term)).toEqual(["Avg. time on page"]);
    const none = { timedOpens: 0, averageSeconds: null, playedOpens: 0, averagePercent: null, ...unclicked };
    expect(engagementFigures(none, "Video")).toEqual([
      {
        term: "Avg. time on page",
        value: "Not measured yet",
        hint: "How long the page stayed on screen",
        basis: undefined,
      },
      { term: "Avg. played", value: "Not played yet", hint: "How much of it was played", basis: undefined },
    ]);
  });

  test("the call to action's clicks show once a reader clicked it, named by the label last clicked", () => {
    const read = { timedOpens: 1, averageSeconds: 20, playedOpens: 0, averagePercent: null };
    const clicked = engagementFigures({ ...read, nextStepClicks: 2, nextStepLabel: "Start your rental" }, "pdf");
    expect(clicked.at(-1)).toEqual({
      term: "Next step",
      value: "2 clicks",
      hint: "Clicks on \u201cStart your rental\u201d",
    });
    const once = engagementFigures({ ...read, nextStepClicks: 1, nextStepLabel: "Book a call" }, "pdf");
    expect(once.at(-1)?.value).toBe("1 click");
    expect(engagementFigures({ ...read, nextStepClicks: 0, nextStepLabel: null }, "pdf").map((f) => f.term)).toEqual([
      "Avg. time on page",
    ]);
  });
});
