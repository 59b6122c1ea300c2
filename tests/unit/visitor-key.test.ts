import { VisitorKeys } from "@/lib/server/engagement/visitor-key";

const keys = () => new VisitorKeys(async (day) => `salt of ${day}`);
const at = new Date("2026-03-01T10:00:00Z");

test("one address is one visitor a day, whatever else changes; another address or /64 is another", async () => {
  const visitors = keys();
  const key = await visitors.keyFor("2001:db8:1:2::1", at);
  expect(await visitors.keyFor("2001:db8:1:2:ffff::42", at)).toBe(key);
  expect(await visitors.keyFor("2001:db8:1:3::1", at)).not.toBe(key);
  expect(await visitors.keyFor("::ffff:203.0.113.7", at)).toBe(await visitors.keyFor("203.0.113.7", at));
  expect(await visitors.keyFor("203.0.113.8", at)).not.toBe(await visitors.keyFor("203.0.113.7", at));
  expect(key).toMatch(/^[\w-]{22}$/);
  expect(key).not.toContain("2001");
});

test("the next day's salt gives the same address another key", async () => {
  const visitors = keys();
  const today = await visitors.keyFor("203.0.113.7", at);
  expect(await visitors.keyFor("203.0.113.7", new Date("2026-03-02T10:00:00Z"))).not.toBe(today);
  expect(await keys().keyFor("203.0.113.7", at)).toBe(today);
});
