import { randomUUID } from "node:crypto";
import type { RecentQuote } from "@/lib/contract/admin-reports";
import { call, expectError, login, sendQuote, type LoginResult } from "./portal";
import { fullName, usersOfThisFile } from "./file-users";

/** This file's own users (file-users.ts). */
const { REP, ADMIN } = usersOfThisFile();

let admin: string;
let rep: LoginResult;

beforeAll(async () => {
  admin = (await login(ADMIN)).session.access_token;
  rep = await login(REP);
});

async function recentQuotes(): Promise<RecentQuote[]> {
  const response = await call("/api/admin/quotes", { token: admin });
  expect(response.status).toBe(200);
  return (await response.json()) as RecentQuote[];
}

test("signed out, GET /api/admin/quotes is a 401; for a rep a 403", async () => {
  await expectError(await call("/api/admin/quotes"), 401);
  await expectError(await call("/api/admin/quotes", { token: rep.session.access_token }), 403);
});

test("an admin sees the newest quotes with their rep and what each was attributed to", async () => {
  const created = await call("/api/tracked-links", {
    method: "POST",
    token: rep.session.access_token,
    json: { name: "Quoted link", originalUrl: "https://example.com/quoted" },
  });
  const link = (await created.json()) as { slug: string };
  const byLink = `Q-link-${randomUUID()}`;
  const byCode = `Q-code-${randomUUID()}`;
  const nobody = `Q-none-${randomUUID()}`;
  // A slug wins over a promo code; a code nobody owns attributes nothing.
  expect((await sendQuote(JSON.stringify({ externalId: byLink, linkSlug: link.slug, promoCode: "X" }))).status).toBe(
    201,
  );
  expect((await sendQuote(JSON.stringify({ externalId: byCode, promoCode: rep.user.promoCode }))).status).toBe(201);
  expect((await sendQuote(JSON.stringify({ externalId: nobody, promoCode: "NOBODY0000" }))).status).toBe(201);

  const quotes = await recentQuotes();
  expect(quotes.length).toBeLessThanOrEqual(10);
  const repShown = { name: fullName(REP), email: REP.email };
  expect(quotes.slice(0, 3)).toEqual([
    {
      id: expect.any(String),
      externalId: nobody,
      rep: null,
      attribution: { kind: "none" },
      createdAt: expect.any(String),
    },
    {
      id: expect.any(String),
      externalId: byCode,
      rep: repShown,
      attribution: { kind: "promo", code: rep.user.promoCode },
      createdAt: expect.any(String),
    },
    {
      id: expect.any(String),
      externalId: byLink,
      rep: repShown,
      attribution: { kind: "link", name: "Quoted link", slug: link.slug },
      createdAt: expect.any(String),
    },
  ]);
  expect(Date.parse(quotes[0]?.createdAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
});
