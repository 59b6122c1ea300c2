import { VisitorKeys } from "@/lib/server/hits/visitor-key";
import { visitorNetwork } from "@/lib/server/hits/visitor-network";

test.each([
  ["203.0.113.7", "203.0.113.7"],
  ["2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
  ["2001:DB8:1:2::1", "2001:db8:1:2::/64"],
  ["2001:db8::1", "2001:db8:0:0::/64"],
  ["[2001:db8:1:2::9]", "2001:db8:1:2::/64"],
  ["fe80::1%eth0", "fe80:0:0:0::/64"],
  ["::1", "0:0:0:0::/64"],
  ["::ffff:198.51.100.4", "198.51.100.4"],
  ["::ffff:c633:6404", "198.51.100.4"],
  ["64:ff9b::198.51.100.4", "64:ff9b:0:0::/64"],
  ["unknown", "unknown"],
])("the visitor network of %p is %p", (address, network) => {
  expect(visitorNetwork(address)).toBe(network);
});

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
