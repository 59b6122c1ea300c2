import { contentSecurityPolicy } from "@/lib/server/platform/content-security-policy";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name = "", ...values]) => [name, values]),
  );
}

test("scripts need this response's nonce; no plugins, no framing, no foreign forms or base", () => {
  const policy = directives(contentSecurityPolicy("abc123", { dev: false, supabaseUrl: undefined }));
  expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  expect(policy.get("base-uri")).toEqual(["'self'"]);
  expect(policy.get("form-action")).toEqual(["'self'"]);
  expect(policy.get("connect-src")).toEqual(["'self'"]);
  expect(policy.get("default-src")).toEqual(["'self'"]);
});

test("hosted Supabase Auth may be reached; development adds eval and the reload socket", () => {
  const policy = directives(contentSecurityPolicy("n", { dev: true, supabaseUrl: "https://abc.supabase.co" }));
  expect(policy.get("connect-src")).toEqual(["'self'", "https://abc.supabase.co", "wss://abc.supabase.co", "ws:"]);
  expect(policy.get("script-src")).toContain("'unsafe-eval'");
});
