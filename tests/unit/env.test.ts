import { parseServerEnv } from "@/lib/server/platform/env";

test("defaults describe the embedded mode", () => {
  const env = parseServerEnv({});
  expect(env).toMatchObject({
    DATA_DIR: ".data",
    SEED_DEMO: false,
    AUTH_ACCESS_TOKEN_TTL: 900,
    AUTH_RATE_LIMIT_TOKEN: 150,
  });
  expect(env.DATABASE_URL).toBeUndefined();
});

test("hosted Supabase needs both keys, named in the message", () => {
  expect(() => parseServerEnv({ SUPABASE_URL: "https://x.supabase.co" })).toThrow(
    /SUPABASE_ANON_KEY: is required when SUPABASE_URL is set[\s\S]*SUPABASE_SERVICE_ROLE_KEY: is required/,
  );
});

test("bad values name the variable", () => {
  expect(() => parseServerEnv({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
  expect(() => parseServerEnv({ AUTH_ACCESS_TOKEN_TTL: "-5" })).toThrow(/AUTH_ACCESS_TOKEN_TTL/);
  expect(() => parseServerEnv({ SEED_DEMO: "maybe" })).toThrow(/SEED_DEMO/);
  expect(() => parseServerEnv({ VERCEL: "1" })).toThrow(/DATABASE_URL: is required on Vercel/);
});

test("an empty DATABASE_URL means none", () => {
  expect(parseServerEnv({ DATABASE_URL: "", SEED_DEMO: "true" })).toMatchObject({
    DATABASE_URL: undefined,
    SEED_DEMO: true,
  });
});

test("the upstream URL must be absolute http(s); its trailing slash is dropped", () => {
  expect(parseServerEnv({ API_UPSTREAM_URL: "  " }).API_UPSTREAM_URL).toBeUndefined();
  expect(parseServerEnv({ API_UPSTREAM_URL: "https://api.example.com/" })).toMatchObject({
    API_UPSTREAM_URL: "https://api.example.com",
    API_UPSTREAM_TIMEOUT_MS: 15000,
  });
  expect(() => parseServerEnv({ API_UPSTREAM_URL: "ftp://x" })).toThrow(
    "API_UPSTREAM_URL: must be an absolute http(s) URL",
  );
  expect(() => parseServerEnv({ API_UPSTREAM_TIMEOUT_MS: "-1" })).toThrow("API_UPSTREAM_TIMEOUT_MS");
});

test("the upload limit defaults to 100 MB (4 MB under Vercel's body cap), must be a positive number of bytes", () => {
  expect(parseServerEnv({}).UPLOAD_MAX_BYTES).toBe(100 * 1024 * 1024);
  const onVercel = { VERCEL: "1", DATABASE_URL: "postgres://db.example.com/portal" };
  expect(parseServerEnv(onVercel).UPLOAD_MAX_BYTES).toBe(4 * 1024 * 1024);
  expect(parseServerEnv({ ...onVercel, UPLOAD_MAX_BYTES: "1000000" }).UPLOAD_MAX_BYTES).toBe(1_000_000);
  expect(parseServerEnv({ UPLOAD_MAX_BYTES: "2048" }).UPLOAD_MAX_BYTES).toBe(2048);
  expect(() => parseServerEnv({ UPLOAD_MAX_BYTES: "lots" })).toThrow("UPLOAD_MAX_BYTES");
});

test("the uploads bucket must be a Storage bucket name", () => {
  expect(parseServerEnv({}).SUPABASE_STORAGE_BUCKET).toBe("portal-uploads");
  expect(() => parseServerEnv({ SUPABASE_STORAGE_BUCKET: "../Uploads" })).toThrow("SUPABASE_STORAGE_BUCKET");
});

test("trusted proxy hops default to none, one on Vercel, and must be a small whole number", () => {
  expect(parseServerEnv({}).TRUSTED_PROXY_HOPS).toBe(0);
  expect(parseServerEnv({ VERCEL: "1", DATABASE_URL: "postgres://db.example.com/portal" }).TRUSTED_PROXY_HOPS).toBe(1);
  expect(parseServerEnv({ TRUSTED_PROXY_HOPS: "2" }).TRUSTED_PROXY_HOPS).toBe(2);
  expect(() => parseServerEnv({ TRUSTED_PROXY_HOPS: "-1" })).toThrow("TRUSTED_PROXY_HOPS");
  expect(() => parseServerEnv({ TRUSTED_PROXY_HOPS: "one" })).toThrow("TRUSTED_PROXY_HOPS");
});

test("SITE_URL must be an absolute http(s) URL", () => {
  expect(parseServerEnv({ SITE_URL: "https://portal.example.com/" }).SITE_URL).toBe("https://portal.example.com");
  expect(() => parseServerEnv({ SITE_URL: "portal.example.com" })).toThrow("SITE_URL");
  expect(() => parseServerEnv({ SITE_URL: "javascript:alert(1)" })).toThrow("SITE_URL");
});

test("ALERT_TIME_ZONE is UTC by default, any IANA zone, and names itself when unknown", () => {
  expect(parseServerEnv({}).ALERT_TIME_ZONE).toBe("UTC");
  expect(parseServerEnv({ ALERT_TIME_ZONE: "America/New_York" }).ALERT_TIME_ZONE).toBe("America/New_York");
  expect(() => parseServerEnv({ ALERT_TIME_ZONE: "Mars/Olympus_Mons" })).toThrow(
    /ALERT_TIME_ZONE: must be an IANA time zone/,
  );
});
