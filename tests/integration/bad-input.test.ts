import { call, expectError, login } from "./portal";
import { usersOfThisFile } from "./file-users";

/** This file's own users (file-users.ts). */
const { ADMIN } = usersOfThisFile();

// Each bad input here once answered a 500 (or a 200 and then a broken stream): each now gets a
// specific 4xx before anything is streamed.

let token: string;
let brandId: string;

beforeAll(async () => {
  token = (await login(ADMIN)).session.access_token;
  const brands = (await (await call("/api/brands", { token })).json()) as { id: string; code: string }[];
  brandId = brands.find((b) => b.code === "rmi")?.id ?? "";
});

const NUL_MESSAGE = "Text must not contain the NUL character (U+0000).";

test("a NUL in a query parameter is a 400 naming it (PostgreSQL cannot store one)", async () => {
  const response = await call(`/api/assets?brandId=${brandId}&search=%00`, { token });
  const body = await expectError(response, 400, `search: ${NUL_MESSAGE}`);
  expect(body.error.code).toBe("invalid_input");
});

test("a NUL in a JSON body's string is a 400 naming the field", async () => {
  const response = await call("/api/tracked-links", {
    method: "POST",
    token,
    json: { name: "a\u0000b", originalUrl: "https://example.com/" },
  });
  await expectError(response, 400, `name: ${NUL_MESSAGE}`);
});

test("a NUL in a body of the auth service is its 400 naming the field", async () => {
  const response = await call("/auth/v1/token?grant_type=password", {
    method: "POST",
    json: { email: "nobody@example.com\u0000", password: "whatever" },
  });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({
    code: "validation_failed",
    msg: "email: must not contain the NUL character (U+0000)",
  });
});

describe("a path Next cannot decode is a 400 with the security headers, in the caller's format", () => {
  const expectRefused = async (response: Response) => {
    expect(response.status).toBe(400);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  };

  test.each(["/api/%ff", "/api/admin/users/%c0%af", "/api/assets/%", "/api/%00"])(
    "%s: the API's JSON error",
    async (path) => {
      for (const method of ["GET", "POST", "DELETE"]) {
        const response = await call(path, { method, token });
        await expectRefused(response);
        expect(await response.json()).toEqual({
          error: {
            code: "malformed_path",
            message: "The request path is not valid: it must be percent-encoded UTF-8 text without NUL characters.",
          },
        });
      }
    },
  );

  test.each(["/auth/v1/%ff", "/auth/v1/admin/users/%e2%82"])("%s: the auth service's JSON error", async (path) => {
    const response = await call(path, { token });
    await expectRefused(response);
    expect(await response.json()).toMatchObject({ code: "malformed_path", msg: expect.stringMatching(/UTF-8/) });
  });

  test.each(["/go/%ff", "/go/%c0%af", "/go/%", "/asset/%ff", "/uploads/%ff", "/uploads/a%ff.pdf"])(
    "%s: plain text",
    async (path) => {
      for (const method of ["GET", "HEAD"]) {
        const response = await call(path, { method });
        await expectRefused(response);
        expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      }
    },
  );

  test("the share page's beacon, a POST", async () => {
    const response = await call("/asset/%ff/engagement", { method: "POST", json: { openId: "x", seconds: 1 } });
    await expectRefused(response);
  });

  test("a well-encoded path with a percent sign still reaches its route", async () => {
    const slug = await call("/go/no%20such%20slug");
    expect(slug.status).toBe(404);
    const api = await call("/api/no%20such%20endpoint");
    expect(api.status).toBe(404);
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe("unknown_endpoint");
  });
});

describe("a hits export refuses days outside the years 2000-2999 before it streams", () => {
  test.each([
    ["0000-01-01", "0000-12-31", "from must be a day in the years 2000 to 2999."],
    ["9999-01-01", "9999-12-31", "from must be a day in the years 2000 to 2999."],
    ["2026-01-01", "9999-12-31", "to must be a day in the years 2000 to 2999."],
  ])("from %s to %s", async (from, to, message) => {
    const response = await call(`/api/admin/exports/hits?from=${from}&to=${to}`, { token });
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    await expectError(response, 400, message);
  });

  test("a range at the end of the years allowed is a CSV", async () => {
    const response = await call("/api/admin/exports/hits?from=2999-01-01&to=2999-12-31", { token });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect((await response.text()).split("\n")[0]).toMatch(/^\S/);
  });
});
