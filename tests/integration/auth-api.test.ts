import { call, login } from "./portal";
import { usersOfThisFile } from "./file-users";

/** This file's own users (file-users.ts). */
const { REP, ADMIN } = usersOfThisFile();

describe("GET /api/config", () => {
  test("points the browser at the built-in auth service on this origin", async () => {
    const response = await call("/api/config");
    expect(response.status).toBe(200);
    const config = (await response.json()) as { supabaseUrl: string; supabaseAnonKey: string };
    expect(config.supabaseUrl).toBe(process.env.PORTAL_URL);
    expect(config.supabaseAnonKey.split(".")).toHaveLength(3);
  });
});

describe("POST /api/auth/login", () => {
  test("a rep signs in and gets a session and their profile", async () => {
    const { session, user } = await login(REP);
    expect(session.access_token).toBeTruthy();
    expect(session.refresh_token).toBeTruthy();
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(user).toMatchObject({ email: REP.email, role: "rep" });
    expect(user.promoCode).toMatch(/^[A-Z]{2,4}\d{4,}$/);
  });

  test("the e-mail is not case-sensitive", async () => {
    const { user } = await login({ email: ADMIN.email.toUpperCase(), password: ADMIN.password });
    expect(user.role).toBe("admin");
  });

  test("a wrong password and an unknown e-mail get the same 401", async () => {
    const wrong = await call("/api/auth/login", {
      method: "POST",
      json: { email: REP.email, password: "wrong-password" },
    });
    const unknown = await call("/api/auth/login", {
      method: "POST",
      json: { email: "nobody@example.com", password: "wrong-password" },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const body = await wrong.json();
    expect(body).toEqual({ error: { code: "invalid_credentials", message: "Invalid email or password." } });
    expect(await unknown.json()).toEqual(body);
  });

  test.each([
    ["malformed JSON", "{email:", "The request body must be valid JSON."],
    ["a missing password", JSON.stringify({ email: REP.email }), "password"],
    [
      "an invalid e-mail",
      JSON.stringify({ email: "not-an-email", password: "secret1" }),
      "Please enter a valid email address",
    ],
    [
      "a short password",
      JSON.stringify({ email: REP.email, password: "12345" }),
      "Password must be at least 6 characters",
    ],
    ["wrong types", JSON.stringify({ email: ["a"], password: 123456 }), "Invalid request body. email:"],
    [
      "a password longer than the auth service takes",
      JSON.stringify({ email: REP.email, password: "x".repeat(300) }),
      "Password can be at most 256 characters",
    ],
  ])("%s gets a 400 naming the problem", async (_name, body, expected) => {
    const response = await call("/api/auth/login", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: { message: string } };
    expect(json.error.message).toContain(expected);
  });

  test("a huge body is refused with 413", async () => {
    const response = await call("/api/auth/login", {
      method: "POST",
      json: { email: REP.email, password: "x".repeat(2_000_000) },
    });
    expect(response.status).toBe(413);
  });
});

describe("GET /api/auth/verify", () => {
  test("answers role and user for a valid token", async () => {
    const { session } = await login(ADMIN);
    const response = await call("/api/auth/verify", { token: session.access_token });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      role: "admin",
      user: { email: ADMIN.email, user_metadata: { first_name: ADMIN.firstName } },
    });
  });

  test.each([
    ["no token", undefined],
    ["a malformed token", "abc.def.ghi"],
    ["a token that is not a JWT", "hello"],
  ])("401 with %s", async (_name, token) => {
    const response = await call("/api/auth/verify", { token });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: "unauthorized" } });
  });

  test("401 after logout: the session is revoked, not just forgotten", async () => {
    const { session } = await login(REP);
    const logout = await call("/api/auth/logout", { method: "POST", token: session.access_token });
    expect(logout.status).toBe(200);
    expect((await call("/api/auth/verify", { token: session.access_token })).status).toBe(401);
  });

  test("the session cookie works without a bearer header", async () => {
    const { session } = await login(REP);
    const json = JSON.stringify({ ...session, token_type: "bearer", user: {} });
    const value = `base64-${Buffer.from(json).toString("base64url")}`;
    const response = await call("/api/auth/verify", { headers: { Cookie: `sb-portal-auth-token=${value}` } });
    expect(response.status).toBe(200);
  });
});

describe("POST /api/auth/logout", () => {
  test("succeeds without a token or cookie (nothing to end)", async () => {
    expect((await call("/api/auth/logout", { method: "POST" })).status).toBe(200);
  });
});

describe("GET /api/brands", () => {
  test("401 when signed out", async () => {
    expect((await call("/api/brands")).status).toBe(401);
  });

  test("lists the four brands in order with their colors", async () => {
    const { session } = await login(REP);
    const brands = (await (await call("/api/brands", { token: session.access_token })).json()) as {
      code: string;
      primaryColor: string;
    }[];
    expect(brands.map((b) => b.code)).toEqual(["rmi", "bac", "825", "vbc"]);
    for (const brand of brands) expect(brand.primaryColor).toMatch(/^#[0-9a-f]{6}$/);
  });
});
