import { exportJWK, generateKeyPair, type JWK } from "jose";
import { accessTokenFor, call, expectError, login, portalKey, type LoginResult } from "./portal";
import { usersOfThisFile } from "./file-users";

/** This file's own users (file-users.ts). */
const { REP, ADMIN } = usersOfThisFile();

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
let admin: LoginResult;
let rep: LoginResult;

beforeAll(async () => {
  admin = await login(ADMIN);
  rep = await login(REP);
});

/** An admin token for the signed-in admin's live session: only the key that signs it or its expiry can fail it. */
const adminToken = (key: JWK, expiresIn: number) => accessTokenFor(admin, { key, expiresIn });

test("a token minted like the refused ones, but live and signed with the portal's key, is accepted", async () => {
  const token = await adminToken(portalKey(), 600);
  expect((await call("/api/admin/users", { token })).status).toBe(200);
});

const ENDPOINTS: [string, string][] = [
  ["GET", "/api/admin/analytics"],
  ["GET", "/api/admin/link-stats"],
  ["GET", "/api/admin/users"],
  ["POST", "/api/admin/users"],
  ["DELETE", `/api/admin/users/${UNKNOWN_ID}`],
  ["POST", `/api/admin/users/${UNKNOWN_ID}/assets`],
  ["POST", `/api/admin/users/${UNKNOWN_ID}/resources`],
  ["GET", "/api/admin/assets"],
  ["POST", "/api/admin/assets"],
  ["DELETE", `/api/admin/assets/${UNKNOWN_ID}`],
  ["PUT", `/api/admin/assets/${UNKNOWN_ID}`],
  ["GET", `/api/admin/assets/${UNKNOWN_ID}/versions`],
  ["GET", `/api/admin/assets/${UNKNOWN_ID}/reach`],
  ["GET", "/api/admin/resources"],
  ["POST", "/api/admin/resources"],
  ["DELETE", `/api/admin/resources/${UNKNOWN_ID}`],
  ["GET", "/api/admin/calendar-events"],
  ["POST", "/api/admin/calendar-events"],
  ["DELETE", `/api/admin/calendar-events/${UNKNOWN_ID}`],
  ["GET", "/api/admin/tracked-links"],
  ["DELETE", `/api/admin/tracked-links/${UNKNOWN_ID}`],
  ["POST", "/api/admin/upload"],
];

describe.each(ENDPOINTS)("%s %s", (method, path) => {
  const json = method === "POST" || method === "PUT" ? {} : undefined;

  test("signed out: 401", async () => {
    await expectError(await call(path, { method, json }), 401);
  });

  test("a rep: 403, whatever the token claims", async () => {
    await expectError(
      await call(path, { method, json, token: rep.session.access_token }),
      403,
      "Administrator privileges are required.",
    );
  });

  test("an expired admin token: 401", async () => {
    const token = await adminToken(portalKey(), -60);
    await expectError(await call(path, { method, json, token }), 401);
  });

  test("an admin token signed with another key: 401", async () => {
    const { privateKey } = await generateKeyPair("ES256", { extractable: true });
    const token = await adminToken(await exportJWK(privateKey), 600);
    await expectError(await call(path, { method, json, token }), 401);
  });
});

test("the admin gets JSON from every list endpoint", async () => {
  for (const path of [
    "/api/admin/analytics",
    "/api/admin/link-stats",
    "/api/admin/users",
    "/api/admin/assets",
    "/api/admin/resources",
    "/api/admin/calendar-events",
    "/api/admin/tracked-links",
  ]) {
    const response = await call(path, { token: admin.session.access_token });
    expect([path, response.status]).toEqual([path, 200]);
  }
});
