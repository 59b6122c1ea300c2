import type { RoomDetail } from "@/lib/contract/rooms";
import { pollUntil } from "../helpers/poll";
import { BROWSER_NAVIGATION_HEADERS, call, expectError, login, outboxMailsTo, PORTAL_URL } from "./portal";
import { fullName, usersOfThisFile } from "./file-users";

/** This file's own users (file-users.ts). */
const { REP, ADMIN } = usersOfThisFile();

interface Asset {
  id: string;
  title: string;
}
interface ErrorBody {
  error: { code: string; message: string };
}

let rep: string;
let repEmail: string;
let admin: string;
let assets: Asset[];

beforeAll(async () => {
  const signedIn = await login(REP);
  rep = signedIn.session.access_token;
  repEmail = signedIn.user.email;
  admin = (await login(ADMIN)).session.access_token;
  const brands = (await (await call("/api/brands", { token: rep })).json()) as { id: string; code: string }[];
  const rmi = brands.find((b) => b.code === "rmi");
  assets = (await (await call(`/api/assets?brandId=${rmi?.id}`, { token: rep })).json()) as Asset[];
});

function assetId(title: string): string {
  const asset = assets.find((a) => a.title === title);
  if (!asset) throw new Error(`no demo asset ${title}`);
  return asset.id;
}

async function share(id: string, token = rep): Promise<string> {
  const response = await call("/api/assets/share", { method: "POST", token, json: { assetId: id } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { shareSlug: string }).shareSlug;
}

describe("the public page /asset/{slug}", () => {
  test("shows the asset in its brand's colors without a session, and sets no cookie", async () => {
    const slug = await share(assetId("Welcome Chime"));
    const response = await fetch(`${PORTAL_URL}/asset/${slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("set-cookie")).toBeNull();
    const page = await response.text();
    expect(page).toContain("<title>Welcome Chime | RMI Music</title>");
    expect(page).toContain("--brand: #1d4ed8; --on-brand: #ffffff;");
    expect(page).toContain('<audio controls preload="metadata" src="/samples/welcome-chime.wav"');
    expect(page).toContain('<a class="button" href="/samples/welcome-chime.wav" download>');
    expect(page).toContain(`Shared with you by ${fullName(REP)}`);
    expect(page).toContain(`<a href="mailto:${repEmail}">${repEmail}</a>`);
    for (const secret of ["promo", rep]) expect(page).not.toContain(secret);
  });

  test("an image gets its viewer", async () => {
    const page = await (await fetch(`${PORTAL_URL}/asset/${await share(assetId("Join the Band Flyer"))}`)).text();
    expect(page).toContain('<img src="/samples/band-program-flyer.svg" alt="Join the Band Flyer">');
  });

  test("a PDF the portal has no page images of is embedded for the browser's own viewer", async () => {
    const made = await call("/api/admin/assets", {
      method: "POST",
      token: admin,
      json: {
        title: `Unrendered PDF ${Date.now()}`,
        type: "pdf",
        url: "/samples/rental-program-overview.pdf",
        assignToAllBrands: true,
        userIds: [REP.id],
      },
    });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: string };
    const page = await (await fetch(`${PORTAL_URL}/asset/${await share(id)}`)).text();
    expect(page).toContain('<object data="/samples/rental-program-overview.pdf" type="application/pdf"');
  });

  test("HEAD answers like GET without a body", async () => {
    const response = await fetch(`${PORTAL_URL}/asset/${await share(assetId("Welcome Chime"))}`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });

  test.each(["nope1234", "a%2Fb", "%3Cscript%3E"])("the unknown slug %p is a 404 page", async (slug) => {
    const response = await fetch(`${PORTAL_URL}/asset/${slug}`);
    expect(response.status).toBe(404);
    const page = await response.text();
    expect(page).toContain("<h1>This shared asset could not be found.</h1>");
    expect(page).not.toContain("<script>");
  });

  test("a deleted asset's page answers 410 'This asset is no longer available.'", async () => {
    const created = await call("/api/admin/assets", {
      method: "POST",
      token: admin,
      json: {
        title: "Short-lived Flyer",
        type: "pdf",
        url: "/samples/price-list-2026.pdf",
        assignToAllBrands: true,
        userIds: [REP.id],
      },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const slug = await share(id);
    expect((await fetch(`${PORTAL_URL}/asset/${slug}`)).status).toBe(200);
    expect((await call(`/api/admin/assets/${id}`, { method: "DELETE", token: admin })).status).toBeLessThan(300);
    const gone = await fetch(`${PORTAL_URL}/asset/${slug}`);
    expect(gone.status).toBe(410);
    const page = await gone.text();
    expect(page).toContain("<h1>This asset is no longer available.</h1>");
    expect(page).not.toContain("Short-lived Flyer");
    expect((await fetch(`${PORTAL_URL}/asset/${slug}`, { method: "HEAD" })).status).toBe(410);
  });
});

describe("a share belongs to the brand it was made in", () => {
  let brands: { id: string; code: string; name: string }[];
  const brand = (code: string) => brands.find((b) => b.code === code)!;
  const shareIn = (json: unknown, headers: Record<string, string> = {}) =>
    call("/api/assets/share", { method: "POST", token: rep, json, headers });
  const titleOf = async (slug: string) =>
    /<title>(.*)<\/title>/.exec(await (await fetch(`${PORTAL_URL}/asset/${slug}`)).text())?.[1];

  beforeAll(async () => {
    brands = (await (await call("/api/brands", { token: rep })).json()) as typeof brands;
  });

  test("brandId names the brand; without it the brand cookie does; the page shows that brand", async () => {
    const id = assetId("Price List 2026");
    const inBac = (await (await shareIn({ assetId: id, brandId: brand("bac").id })).json()) as { shareSlug: string };
    expect(await titleOf(inBac.shareSlug)).toBe(`Price List 2026 | ${brand("bac").name}`);
    const byCookie = await shareIn({ assetId: id }, { Cookie: "currentBrandCode=825" });
    const in825 = (await byCookie.json()) as { shareSlug: string };
    expect(in825.shareSlug).not.toBe(inBac.shareSlug);
    expect(await titleOf(in825.shareSlug)).toBe(`Price List 2026 | ${brand("825").name}`);
  });

  test("a brand the asset is not in is 404; a brandId that is no UUID or no brand is 400", async () => {
    const id = assetId("Price List 2026");
    await expectError(await shareIn({ assetId: id, brandId: brand("vbc").id }), 404, "Asset not found.");
    await expectError(
      await shareIn({ assetId: id, brandId: "bac' or 1=1 --" }),
      400,
      "The brandId must be a brand's id (a UUID).",
    );
    await expectError(await shareIn({ assetId: id, brandId: "bac\u0000" }), 400, "NUL character");
    await expectError(
      await shareIn({ assetId: id, brandId: "00000000-0000-4000-8000-000000000000" }),
      400,
      "Unknown brand: choose one of the portal's brands.",
    );
  });

  // Sent by the admin: the rep's hourly e-mails are counted by the tests below.
  test("the e-mail comes from the sender via the brand, at MAIL_FROM's address, with Reply-To them", async () => {
    const to = "brand.customer@example.com";
    const response = await call("/api/assets/share/email", {
      method: "POST",
      token: admin,
      json: { assetId: assetId("Price List 2026"), brandId: brand("bac").id, email: to },
    });
    expect(response.status).toBe(200);
    const [mail] = outboxMailsTo(to);
    expect(mail).toMatch(new RegExp(`^From: ${fullName(ADMIN)} via ${brand("bac").name} <[^>]+@[^>]+>$`, "m"));
    expect(mail).toContain(`Reply-To: ${fullName(ADMIN)} <${ADMIN.email}>`);
    expect(mail).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail).toContain("Content-Type: text/html");
  });
});

describe("POST /api/assets/share/email", () => {
  const send = (json: unknown, token = rep) => call("/api/assets/share/email", { method: "POST", token, json });

  async function expectError(response: Response, status: number, message: string) {
    expect(response.status).toBe(status);
    expect(((await response.json()) as ErrorBody).error.message).toBe(message);
  }

  test("sends a personal link: a room for the address, reused for the same asset and address", async () => {
    const id = assetId("Price List 2026");
    const to = "parent.one@example.com";
    const response = await send({ assetId: id, email: to, message: "Hi <b>Sam</b>, as promised." });
    expect(response.status).toBe(200);
    const { roomId, ...rest } = (await response.json()) as { sent: boolean; roomId: string };
    expect(rest).toEqual({ sent: true });
    const room = (await (await call(`/api/rooms/${roomId}`, { token: rep })).json()) as RoomDetail;
    expect({
      recipientName: room.recipientName,
      recipientEmail: room.recipientEmail,
      assets: room.assets.map((asset) => asset.id),
      note: room.note,
      status: room.status,
    }).toEqual({
      recipientName: to,
      recipientEmail: to,
      assets: [id],
      note: "Hi <b>Sam</b>, as promised.",
      status: "active",
    });
    const [mail] = outboxMailsTo(to);
    expect(mail).toContain(`${PORTAL_URL}/r/${room.slug}?via=email`);
    expect(mail).not.toContain(`${PORTAL_URL}/asset/`);
    expect(mail).toContain("Hi <b>Sam</b>, as promised.");
    expect(mail).toContain("Content-Type: text/plain");
    expect(mail).toContain(`Subject: =?UTF-8?Q?${fullName(REP).replace(" ", "_")}_shared_=22Price_List_2026`);
    // The same asset to the same person: the same room, with the new note; another asset: another room.
    const again = (await (
      await send({ assetId: id, email: "Parent.One@example.com", message: "A reminder." })
    ).json()) as { roomId: string };
    expect(again.roomId).toBe(roomId);
    const noted = (await (await call(`/api/rooms/${roomId}`, { token: rep })).json()) as RoomDetail;
    expect(noted.note).toBe("A reminder.");
    const other = (await (await send({ assetId: assetId("Welcome Chime"), email: to })).json()) as { roomId: string };
    expect(other.roomId).not.toBe(roomId);
    // The room is the rep's own: the admin who did not make it is not its owner.
    expect((await call(`/api/rooms/${roomId}`, { token: admin })).status).toBe(404);
  });

  test("a scanner's open right after the send does not count; the customer's does, once, with one alert", async () => {
    const title = `Scan check ${Date.now()}`; // words no other test searches for
    const made = await call("/api/admin/assets", {
      method: "POST",
      token: admin,
      json: { title, type: "pdf", url: "/samples/price-list-2026.pdf", assignToAllBrands: true, userIds: [REP.id] },
    });
    const { id } = (await made.json()) as { id: string };
    const alertsAbout = () => outboxMailsTo(repEmail).filter((mail) => mail.includes("scanned@example.com"));
    const sent = await send({ assetId: id, email: "scanned@example.com" });
    expect(sent.status).toBe(200);
    const sentBy = Date.now(); // the server stamps the send before it answers (same clock: same machine)
    const { roomId } = (await sent.json()) as { roomId: string };
    const opensOf = async () => {
      const room = (await (await call(`/api/rooms/${roomId}`, { token: rep })).json()) as RoomDetail;
      return { human: room.visits, scanner: room.excluded.scanner ?? 0 };
    };
    expect(await opensOf()).toEqual({ human: 0, scanner: 0 });
    const link = outboxMailsTo("scanned@example.com")[0]?.match(/https?:\/\/\S+\/r\/\S+\?via=email/)?.[0] ?? "";
    expect(link).not.toBe("");
    // The mail gateway fetches the link at once, as a headless browser would: a browser's headers.
    const scanner = await fetch(link, {
      headers: {
        ...BROWSER_NAVIGATION_HEADERS,
        "User-Agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36",
      },
    });
    expect(scanner.status).toBe(200);
    const scanned = await pollUntil(opensOf, (o) => o.scanner > 0, { timeoutMs: 15_000, intervalMs: 100 });
    expect(scanned).toEqual({ human: 0, scanner: 1 });
    // The customer opens the mail once the test server's 3 s window since the send has passed: only
    // what is left of it after the scanner's open was written.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, sentBy + 3_100 - Date.now())));
    const customer = await fetch(link, {
      headers: {
        ...BROWSER_NAVIGATION_HEADERS,
        "User-Agent":
          "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1",
      },
    });
    expect(customer.status).toBe(200);
    const opened = await pollUntil(opensOf, (o) => o.human > 0, { timeoutMs: 15_000, intervalMs: 100 });
    expect(opened.human).toBe(1);
    const alerts = await pollUntil(alertsAbout, (mails) => mails.length > 0);
    // One window for both: a double count or a second alert would land in it.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await opensOf()).toEqual({ human: 1, scanner: 1 });
    expect(alertsAbout()).toHaveLength(1);
    expect(alerts[0]).toContain("scanned@example.com opened your room");
  });

  test("needs a session", async () => {
    const response = await call("/api/assets/share/email", {
      method: "POST",
      json: { assetId: assetId("Price List 2026"), email: "x@example.com" },
    });
    expect(response.status).toBe(401);
  });

  test.each([
    [{ assetId: "x" }, "Customer email is required to send the asset."],
    [{ assetId: "x", email: "  " }, "Customer email is required to send the asset."],
    [{ assetId: "x", email: "nope" }, "Invalid request body. email: Please enter a valid email address"],
    [
      { assetId: "x", email: "a@example.com", message: "m".repeat(2001) },
      "The personal message can be at most 2000 characters.",
    ],
  ])("refuses %p with 400", async (json, message) => {
    await expectError(await send(json), 400, message);
  });

  test("malformed JSON is a 400; an unknown or invisible asset a 404", async () => {
    const malformed = await call("/api/assets/share/email", {
      method: "POST",
      token: rep,
      body: "{",
      headers: { "Content-Type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    await expectError(
      await send({ assetId: "00000000-0000-4000-8000-000000000000", email: "a@example.com" }),
      404,
      "Asset not found.",
    );
    await expectError(await send({ assetId: "' or 1=1 --", email: "a@example.com" }), 404, "Asset not found.");
  });

  test("stops at 20 e-mails per rep and hour with a 429", async () => {
    const json = { assetId: assetId("Welcome Chime"), email: "many@example.com" };
    const statuses: number[] = [];
    for (let i = 0; i < 25 && !statuses.includes(429); i++) statuses.push((await send(json)).status);
    expect(statuses.at(-1)).toBe(429);
    // The tests above reached the service 6 times (four sends, two 404s): each counted.
    expect(statuses).toEqual([...Array<number>(14).fill(200), 429]);
    const limited = await send(json);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await limited.json()) as ErrorBody).error.message).toBe(
      "You can send at most 20 asset e-mails per hour. Please try again later.",
    );
  });
});
