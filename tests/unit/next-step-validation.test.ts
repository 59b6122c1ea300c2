import { brandCtaBodySchema } from "@/lib/contract/brands";
import {
  canonicalTimeZone,
  dialablePhone,
  phoneSchema,
  repProfileUpdateSchema,
  timeZoneSchema,
} from "@/lib/contract/user";
import { ctaLocation, ctaPath } from "@/lib/server/public-page/call-to-action";
import { repCardHtml } from "@/lib/server/public-page/rep-card";

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

const PHONE_HINT = "Enter a phone number of 7 to 15 digits, e.g. +1 555 010 1234.";

test.each([
  ["+1 (555) 010-1234", "+1 (555) 010-1234", "+15550101234"],
  ["  030 1234567 ", "030 1234567", "0301234567"],
  ["+44.20.7946.0000", "+44.20.7946.0000", "+442079460000"],
  ["", "", ""],
])("the phone %p is kept as %p and dials %p", (typed, kept, dialed) => {
  const parsed = phoneSchema.parse(typed);
  expect(parsed).toBe(kept);
  expect(dialablePhone(parsed)).toBe(dialed);
});

test.each([
  ["123456", PHONE_HINT],
  ["1234567890123456", PHONE_HINT],
  ["+1 555 0101 ext 2", PHONE_HINT],
  ["++15550101234", PHONE_HINT],
  ["555-0101<b>", PHONE_HINT],
  ["tel:+15550101234", PHONE_HINT],
  ["1".repeat(31), "The phone number can be at most 30 characters."],
])("the phone %p is refused: %s", (typed, message) => {
  expect(messageOf(phoneSchema.safeParse(typed))).toBe(message);
});

test.each([
  ["America/Chicago", "America/Chicago"],
  ["america/chicago", "America/Chicago"],
  ["US/Eastern", "America/New_York"],
  ["UTC", "UTC"],
  ["Etc/UTC", "UTC"],
])("the time zone %p is stored as %p", (zone, stored) => {
  expect(timeZoneSchema.parse(zone)).toBe(stored);
});

test.each(["Mars/Olympus", "", "EST5EDT;DROP", "../../etc/passwd", "A".repeat(65), "+05:30"])(
  "the time zone %p is not one of Intl's",
  (zone) => {
    expect(canonicalTimeZone(zone)).toBeUndefined();
    expect(messageOf(timeZoneSchema.safeParse(zone))).toBe("Choose a time zone from the list, e.g. America/Chicago.");
  },
);

test("a profile update names only the caller's own fields", () => {
  expect(repProfileUpdateSchema.parse({})).toEqual({});
  expect(messageOf(repProfileUpdateSchema.safeParse({ userId: "x", phone: "5550101234" }))).toBe(
    "Send phone and/or timeZone only.",
  );
});

test.each([
  [{ ctaLabel: "Start your rental", ctaUrl: "https://quotes.example.com/q?a=1" }, undefined],
  [{ ctaLabel: null, ctaUrl: null }, undefined],
  [{ ctaLabel: "x".repeat(40), ctaUrl: "https://a.example/" }, undefined],
  [{ ctaLabel: "x".repeat(41), ctaUrl: "https://a.example/" }, "The button label can be at most 40 characters."],
  [{ ctaLabel: "Go", ctaUrl: "http://a.example/" }, "Enter a full https:// address, e.g. https://example.com/quote."],
  [{ ctaLabel: "Go", ctaUrl: "https://" }, "Enter a full https:// address, e.g. https://example.com/quote."],
  [{ ctaLabel: "Go", ctaUrl: "data:text/html,hi" }, "Enter a full https:// address, e.g. https://example.com/quote."],
  [
    { ctaLabel: null, ctaUrl: "https://a.example/" },
    "Send ctaLabel and ctaUrl together, or both null to remove the button.",
  ],
])("the call to action %j: %p", (body, message) => {
  expect(messageOf(brandCtaBodySchema.safeParse(body))).toBe(message);
});

test("a click goes to the stored address with the page's slug, replacing one the address had", () => {
  expect(ctaLocation("https://q.example/start?src=portal#top", "roomSlug", "abc_DEF-1")).toBe(
    "https://q.example/start?src=portal&roomSlug=abc_DEF-1#top",
  );
  expect(ctaLocation("https://q.example/?shareSlug=old", "shareSlug", "new")).toBe("https://q.example/?shareSlug=new");
  expect(ctaPath("/r/abc", "0b1197a5-b1c9-44da-b990-3167d27f4c51")).toBe(
    "/r/abc/cta?o=0b1197a5-b1c9-44da-b990-3167d27f4c51",
  );
  expect(ctaPath("/asset/abc", undefined)).toBe("/asset/abc/cta");
});

test("the rep card: call to action first, then reply, call and text; without a phone no tel: or sms:", () => {
  const card = (phone: string | null) =>
    repCardHtml({
      rep: { name: "Riley", email: "r@example.com", phone },
      brand: { name: "Acme" },
      title: "Deck",
      cta: { label: "Start <now>", href: "/r/abc/cta?o=1" },
    }).value;
  const withPhone = card("+1 555 010 1234");
  const order = ['class="button cta"', "Reply by e-mail</a>", "Call</a>", "Text</a>"];
  expect(order.map((part) => withPhone.indexOf(part))).toEqual(
    [...order.map((part) => withPhone.indexOf(part))].sort((a, b) => a - b),
  );
  expect(withPhone).toContain('<a class="button cta" href="/r/abc/cta?o=1">Start &lt;now&gt;</a>');
  expect(withPhone).toContain('<a class="button secondary" href="sms:+15550101234">');
  expect(card(null)).not.toMatch(/tel:|sms:/);
});
