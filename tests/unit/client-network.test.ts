import { clientNetwork, UNKNOWN_NETWORK } from "@/lib/server/platform/request/client-network";

test.each([
  ["198.51.100.7", "198.51.100.7"],
  [" 203.0.113.9 ", "203.0.113.9"],
  ["203.0.113.9:51234", "203.0.113.9"],
])("an IPv4 address %p is its own network %p", (address, network) => {
  expect(clientNetwork(address)).toBe(network);
});

test.each([
  ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
  ["2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
  ["2001:0DB8:0001:0002:0000:0000:0000:0009", "2001:db8:1:2::/64"],
  ["[2001:db8:1:2::5]:443", "2001:db8:1:2::/64"],
  ["2001:db8::1", "2001:db8:0:0::/64"],
  ["::1", "0:0:0:0::/64"],
  ["fe80::1%eth0", "fe80:0:0:0::/64"],
  ["fe80::2%25en0", "fe80:0:0:0::/64"],
  ["64:ff9b::1.2.3.4", "64:ff9b:0:0::/64"],
])("an IPv6 address %p counts as its /64 %p", (address, network) => {
  expect(clientNetwork(address)).toBe(network);
});

test("two addresses of one /64 are one client; the neighbouring /64 is another", () => {
  expect(clientNetwork("2001:db8:aa:1::1")).toBe(clientNetwork("2001:db8:aa:1:1234:5678:9abc:def0"));
  expect(clientNetwork("2001:db8:aa:1::1")).not.toBe(clientNetwork("2001:db8:aa:2::1"));
});

test.each([
  ["::ffff:1.2.3.4", "1.2.3.4"],
  ["::FFFF:203.0.113.9", "203.0.113.9"],
  ["::ffff:c000:280", "192.0.2.128"],
])("an IPv4-mapped IPv6 address %p is the IPv4 address %p", (address, network) => {
  expect(clientNetwork(address)).toBe(network);
});

test.each(["", "unknown", "not an address", "1.2.3", "256.1.1.1", "1.2.3.4.5", "2001:db8::g", "[::1", "::1]", "%eth0"])(
  "garbage %p is the one unknown network",
  (address) => {
    expect(clientNetwork(address)).toBe(UNKNOWN_NETWORK);
  },
);
