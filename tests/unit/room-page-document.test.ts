import { createHash, randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { roomDevice, roomDeviceCookie } from "@/lib/server/rooms/room-device";
import type { RoomPage } from "@/lib/server/rooms/room-page";
import { roomPageResponse } from "@/lib/server/rooms/room-page-response";

const assetId = randomUUID();
const page: RoomPage = {
  brand: { name: "Acme <Tools>", primaryColor: "#0f766e" },
  rep: { name: "Riley Rep", email: "riley@example.com", phone: null },
  cta: null,
  recipientName: 'Jane "JS" Smith',
  note: "Line one\n<script>alert(1)</script>",
  assets: [
    {
      position: 0,
      assetId,
      title: "Deck <v2>",
      description: "",
      type: "image",
      url: "/uploads/deck.pdf",
      duration: null,
    },
    { position: 3, assetId: randomUUID(), title: "Gone", description: "", type: "pdf", url: undefined, duration: null },
  ],
};
const live = { kind: "live" as const, page, roomId: randomUUID(), ownerId: randomUUID(), emailedAt: null };

test("the room page escapes what people typed, keeps the note's lines and names assets only by position", async () => {
  const visitId = randomUUID();
  const response = roomPageResponse(live, "slug_slug_slug_slug_1", true, visitId);
  const html = await response.text();
  expect(html).toContain('<p class="note">Line one\n&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  expect(html).toContain("For Jane &quot;JS&quot; Smith");
  expect(html).toContain("Deck &lt;v2&gt;");
  // The stored file's extension picks the viewer (a PDF stored as an image is a PDF), the room's path serves it.
  expect(html).toContain('<object data="/r/slug_slug_slug_slug_1/files/0" type="application/pdf"');
  expect(html).toContain(`href="/r/slug_slug_slug_slug_1/files/0?v=${visitId}" download`);
  expect(html).toContain("This file is not available at the moment.");
  expect(html).not.toContain("/files/3");
  expect(html).not.toContain(assetId);
  expect(html).not.toContain(live.roomId);
  expect(html).not.toContain("/uploads/deck.pdf");
  const script = /<script [^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!;
  const hash = createHash("sha256").update(script).digest("base64");
  expect(response.headers.get("content-security-policy")).toContain(`script-src 'sha256-${hash}'`);
});

test("a recipient named by an e-mail address may wrap at its @, escaped either side", async () => {
  const emailed = { ...live, page: { ...page, recipientName: 'jo<b>@example.com"' } };
  const html = await roomPageResponse(emailed, "slug_slug_slug_slug_1", true).text();
  expect(html).toContain('<h1 id="room-title">For jo&lt;b&gt;<wbr>@example.com&quot;</h1>');
});

test("without a recorded visit the page has no beacon; a closed room shows only the brand and the rep", async () => {
  expect(await roomPageResponse(live, "slug_slug_slug_slug_1", true).text()).not.toContain("<script");
  const closed = roomPageResponse({ kind: "closed", card: page }, "slug_slug_slug_slug_1", true);
  expect(closed.status).toBe(410);
  const html = await closed.text();
  expect(html).toContain("Acme &lt;Tools&gt;");
  expect(html).toContain('<a href="mailto:riley@example.com">riley@example.com</a>');
  expect(html).not.toContain("Deck");
  expect(html).not.toContain("Line one");
  const head = roomPageResponse({ kind: "missing" }, "x", false);
  expect(head.status).toBe(404);
  expect(await head.text()).toBe("");
});

test("the device cookie is kept when well formed, else a new random one is made, scoped to the room", () => {
  const request = (cookie?: string) => new NextRequest("http://localhost/r/abc", { headers: cookie ? { cookie } : {} });
  const kept = "A".repeat(22);
  expect(roomDevice(request(`room_device=${kept}`))).toEqual({ id: kept, isNew: false });
  const fresh = roomDevice(request("room_device=short"));
  expect(fresh.isNew).toBe(true);
  expect(fresh.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(roomDevice(request()).id).not.toBe(fresh.id);
  expect(roomDeviceCookie("abc", kept, true)).toBe(
    `room_device=${kept}; Path=/r/abc; Max-Age=34560000; HttpOnly; SameSite=Lax; Secure`,
  );
  expect(roomDeviceCookie("abc", kept, false)).not.toContain("Secure");
});
