import { HttpError } from "@/lib/server/platform/http-errors";
import {
  backgroundOrigin,
  configuredOrigin,
  isTrustworthyOrigin,
  publicOrigin,
} from "@/lib/server/platform/request/public-origin";

const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });
const none = {
  SITE_URL: undefined,
  VERCEL_ENV: undefined,
  VERCEL_URL: undefined,
  VERCEL_PROJECT_PRODUCTION_URL: undefined,
};

test("SITE_URL wins over every header", () => {
  const env = { ...none, SITE_URL: "https://portal.example.com" };
  const forged = request("http://evil.example/auth/v1/otp", {
    host: "evil.example",
    "x-forwarded-host": "evil.example",
  });
  expect(publicOrigin(forged, env)).toBe("https://portal.example.com");
});

test("on Vercel the production URL it provides, or the deployment's own URL on previews", () => {
  const vercel = {
    ...none,
    VERCEL_PROJECT_PRODUCTION_URL: "portal.example.com",
    VERCEL_URL: "portal-abc123.vercel.app",
  };
  expect(configuredOrigin({ ...vercel, VERCEL_ENV: "production" })).toBe("https://portal.example.com");
  expect(configuredOrigin({ ...vercel, VERCEL_ENV: "preview" })).toBe("https://portal-abc123.vercel.app");
  expect(configuredOrigin(none)).toBeUndefined();
});

test("e-mails sent outside a request link to the configured origin, else to localhost at the server's port", () => {
  expect(backgroundOrigin({ ...none, SITE_URL: "https://portal.example.com/x", PORT: 4000 })).toBe(
    "https://portal.example.com",
  );
  expect(backgroundOrigin({ ...none, PORT: 4000 })).toBe("http://localhost:4000");
});

test.each(["localhost:3000", "127.0.0.1:3311", "127.8.9.10", "[::1]:3000", "LOCALHOST"])(
  "a local run answers on the loopback host %p",
  (host) => {
    expect(publicOrigin(request(`http://${host}/login`, { host }), none)).toBe(`http://${host.toLowerCase()}`);
  },
);

test.each([
  "evil.example",
  "192.168.1.20:3000",
  "localhost.evil.example",
  "127.0.0.1.evil.example",
  "localhost:3000@evil.example",
])("without SITE_URL the host %p is refused with a 421 naming SITE_URL", (host) => {
  const refused = (() => {
    try {
      publicOrigin(request("http://127.0.0.1:3000/auth/v1/otp", { host }), none);
    } catch (error) {
      return error;
    }
  })();
  expect(refused).toBeInstanceOf(HttpError);
  expect(refused).toMatchObject({ status: 421, code: "site_url_required" });
  expect((refused as Error).message).toContain("SITE_URL");
});

test("X-Forwarded-Host never chooses the origin", () => {
  expect(
    publicOrigin(
      request("http://127.0.0.1:3000/", { host: "127.0.0.1:3000", "x-forwarded-host": "evil.example" }),
      none,
    ),
  ).toBe("http://127.0.0.1:3000");
});

test.each([
  ["https://portal.example.com", "evil.example", true],
  ["http://portal.example.com", "portal.example.com", false],
  ["http://localhost:3000", "portal.example.com", true],
  [undefined, "127.0.0.1:3311", true],
  [undefined, "[::1]:3000", true],
  [undefined, "192.168.1.20:3000", false],
])("SITE_URL %p, Host %p: browsers send Fetch Metadata: %p", (siteUrl, host, trustworthy) => {
  expect(isTrustworthyOrigin(request(`http://${host}/go/x`, { host }), { ...none, SITE_URL: siteUrl })).toBe(
    trustworthy,
  );
});
