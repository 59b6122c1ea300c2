import { clientAddress } from "@/lib/server/platform/request/client-address";

const headers = (xff?: string) => new Headers(xff === undefined ? {} : { "x-forwarded-for": xff });

test.each([
  // [X-Forwarded-For as the app sees it, trusted hops, client address]
  ["203.0.113.9", 0, "203.0.113.9"], // the socket's peer, appended by scripts/start.mjs
  ["6.6.6.6, 203.0.113.9", 0, "203.0.113.9"], // a client's own entry is ignored with no proxy trusted
  ["1.1.1.1, 2.2.2.2, 6.6.6.6, 203.0.113.9", 0, "203.0.113.9"],
  ["198.51.100.7", 1, "198.51.100.7"], // Vercel writes the one address it saw
  ["6.6.6.6, 198.51.100.7, 10.0.0.2", 1, "198.51.100.7"], // a reverse proxy at 10.0.0.2 appended the client
  ["6.6.6.6,198.51.100.7 ,  10.0.0.2", 1, "198.51.100.7"],
  ["198.51.100.7, 10.0.0.3, 10.0.0.2", 2, "198.51.100.7"],
  ["10.0.0.2", 3, "10.0.0.2"], // fewer entries than hops: the furthest one there is
])("X-Forwarded-For %p with %p trusted hops is %p", (xff, hops, expected) => {
  expect(clientAddress(headers(xff), hops)).toBe(expected);
});

test("without the header the address is unknown", () => {
  expect(clientAddress(headers(), 0)).toBe("unknown");
  expect(clientAddress(headers(" , "), 0)).toBe("unknown");
});
