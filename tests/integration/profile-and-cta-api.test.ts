/**
 * The rep's profile (phone and time zone, GET/PATCH /api/user/profile) and the admin's brand call
 * to action (GET /api/admin/brands, PATCH /api/admin/brands/{id}) over HTTP, with their refusals.
 * The brand's call to action is cleared again after the file: other files read the same brands.
 */
import { call, expectError, login } from "./portal";
import { usersOfThisFile } from "./file-users";

const { REP, ADMIN } = usersOfThisFile();

interface AdminBrand {
  id: string;
  code: string;
  name: string;
  ctaLabel: string | null;
  ctaUrl: string | null;
}

let rep: string;
let admin: string;
let brand: AdminBrand;
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  rep = (await login(REP)).session.access_token;
  admin = (await login(ADMIN)).session.access_token;
  const brands = (await (await call("/api/admin/brands", { token: admin })).json()) as AdminBrand[];
  brand = brands[brands.length - 1]!;
});

afterAll(async () => {
  await call(`/api/admin/brands/${brand.id}`, {
    method: "PATCH",
    token: admin,
    json: { ctaLabel: null, ctaUrl: null },
  });
});

const patchProfile = (json: unknown, token = rep) => call("/api/user/profile", { method: "PATCH", token, json });

test("a new user's profile has no phone and no time zone; signed out it is a 401", async () => {
  const response = await call("/api/user/profile", { token: rep });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ phone: null, timeZone: null });
  await expectError(await call("/api/user/profile"), 401);
  await expectError(await call("/api/user/profile", { method: "PATCH", json: { phone: "+1 555 010 1234" } }), 401);
});

test("the rep sets a phone and a time zone; an alias is stored by its canonical name; '' clears it", async () => {
  let response = await patchProfile({ phone: " +1 (555) 010-1234 ", timeZone: "America/Chicago" });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ phone: "+1 (555) 010-1234", timeZone: "America/Chicago" });
  response = await patchProfile({ timeZone: "US/Eastern" });
  expect(await response.json()).toEqual({ phone: "+1 (555) 010-1234", timeZone: "America/New_York" });
  expect(await (await call("/api/user/profile", { token: rep })).json()).toEqual({
    phone: "+1 (555) 010-1234",
    timeZone: "America/New_York",
  });
  response = await patchProfile({ phone: "" });
  expect(await response.json()).toEqual({ phone: null, timeZone: "America/New_York" });
  response = await patchProfile({ phone: "0049 30 1234567", timeZone: "UTC" });
  expect(await response.json()).toEqual({ phone: "0049 30 1234567", timeZone: "UTC" });
});

test.each([
  [{ timeZone: "Mars/Olympus" }, "Choose a time zone from the list, e.g. America/Chicago."],
  [{ timeZone: "" }, "Choose a time zone from the list, e.g. America/Chicago."],
  [{ timeZone: "../../etc/passwd" }, "Choose a time zone from the list, e.g. America/Chicago."],
  [{ timeZone: null }, "The time zone must be text."],
  [{ phone: "call me maybe" }, "Enter a phone number of 7 to 15 digits, e.g. +1 555 010 1234."],
  [{ phone: "+1 555" }, "Enter a phone number of 7 to 15 digits, e.g. +1 555 010 1234."],
  [{ phone: "1234567890123456" }, "Enter a phone number of 7 to 15 digits, e.g. +1 555 010 1234."],
  [{ phone: "+1 555 010 1234<script>" }, "Enter a phone number of 7 to 15 digits, e.g. +1 555 010 1234."],
  [{ phone: "5".repeat(31) }, "The phone number can be at most 30 characters."],
  [{ phone: 5550101234 }, "The phone number must be text."],
])("the profile %j is a 400: %s", async (body, message) => {
  const before = await (await call("/api/user/profile", { token: rep })).json();
  await expectError(await patchProfile(body), 400, message);
  expect(await (await call("/api/user/profile", { token: rep })).json()).toEqual(before);
});

test("another user's profile is never writable: an id, userId or email in the body is a 400", async () => {
  const adminBefore = await (await call("/api/user/profile", { token: admin })).json();
  for (const body of [
    { id: ADMIN.id, phone: "+44 20 7946 0000" },
    { userId: ADMIN.id, phone: "+44 20 7946 0000" },
    { email: ADMIN.email, timeZone: "Europe/London" },
  ]) {
    await expectError(await patchProfile(body), 400, "Send phone and/or timeZone only.");
  }
  await expectError(await patchProfile(["+44 20 7946 0000"]), 400);
  await expectError(
    await call("/api/user/profile", {
      method: "PATCH",
      token: rep,
      body: "phone=1",
      headers: { "Content-Type": "text/plain" },
    }),
    415,
  );
  expect(await (await call("/api/user/profile", { token: admin })).json()).toEqual(adminBefore);
});

const patchBrand = (id: string, json: unknown, token = admin) =>
  call(`/api/admin/brands/${id}`, { method: "PATCH", token, json });

test("a rep can neither list the brands' calls to action nor set one: 403", async () => {
  await expectError(await call("/api/admin/brands", { token: rep }), 403);
  await expectError(await patchBrand(brand.id, { ctaLabel: "Go", ctaUrl: "https://example.com/" }, rep), 403);
  await expectError(await patchBrand(brand.id, { ctaLabel: "Go", ctaUrl: "https://example.com/" }, ""), 401);
});

test.each([
  [
    { ctaLabel: "x".repeat(41), ctaUrl: "https://quotes.example.com/" },
    "The button label can be at most 40 characters.",
  ],
  [{ ctaLabel: "  ", ctaUrl: "https://quotes.example.com/" }, "Enter the button's label."],
  [
    { ctaLabel: "Go", ctaUrl: "http://quotes.example.com/" },
    "Enter a full https:// address, e.g. https://example.com/quote.",
  ],
  [{ ctaLabel: "Go", ctaUrl: "javascript:alert(1)" }, "Enter a full https:// address, e.g. https://example.com/quote."],
  [{ ctaLabel: "Go", ctaUrl: "//evil.example/" }, "Enter a full https:// address, e.g. https://example.com/quote."],
  [
    { ctaLabel: "Go", ctaUrl: "https://user:pw@quotes.example.com/" },
    "Enter a full https:// address, e.g. https://example.com/quote.",
  ],
  [
    { ctaLabel: "Go", ctaUrl: `https://quotes.example.com/${"a".repeat(2000)}` },
    "The address can be at most 2000 characters.",
  ],
  [{ ctaLabel: "Go", ctaUrl: null }, "Send ctaLabel and ctaUrl together, or both null to remove the button."],
  [{ ctaLabel: "Go" }, "The address must be text."],
  [{ ctaLabel: "Go", ctaUrl: "https://quotes.example.com/", position: 0 }, "Send ctaLabel and ctaUrl only."],
])("the call to action %j is a 400: %s", async (body, message) => {
  await expectError(await patchBrand(brand.id, body), 400, message);
});

test("an admin sets, reads and removes a brand's call to action; an unknown brand is a 404", async () => {
  const set = await patchBrand(brand.id, {
    ctaLabel: " Start your rental ",
    ctaUrl: "https://quotes.example.com/start?src=portal",
  });
  expect(set.status).toBe(200);
  expect(await set.json()).toEqual({
    id: brand.id,
    code: brand.code,
    name: brand.name,
    ctaLabel: "Start your rental",
    ctaUrl: "https://quotes.example.com/start?src=portal",
  });
  const listed = (await (await call("/api/admin/brands", { token: admin })).json()) as AdminBrand[];
  expect(listed.find((b) => b.id === brand.id)?.ctaLabel).toBe("Start your rental");
  await expectError(
    await patchBrand(UNKNOWN_ID, { ctaLabel: "Go", ctaUrl: "https://example.com/" }),
    404,
    "Brand not found.",
  );
  await expectError(await patchBrand("not-a-brand", { ctaLabel: "Go", ctaUrl: "https://example.com/" }), 404);
  const cleared = await patchBrand(brand.id, { ctaLabel: null, ctaUrl: null });
  expect(await cleared.json()).toMatchObject({ ctaLabel: null, ctaUrl: null });
});
