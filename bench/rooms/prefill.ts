// Writes the bench's room (a rep, a brand, 20 assets, one room holding them) through the app's own
// openDatabase(), or reads back its counts: on PGlite it takes the data-dir lock, so it runs only
// while the server is stopped; on PostgreSQL any time. Prints the room's slug (or its counts).
// Usage: node --conditions=react-server --import tsx bench/rooms/prefill.ts
//          (--data-dir <dir> | --database-url <url>) [--count <slug>]
import { randomBytes, randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "@/lib/server/platform/db/client";
import { assets, brands, roomAssets, rooms, roomVisits } from "@/lib/server/platform/db/schema";
import { createProfile } from "@/lib/server/auth/profiles";

const { values } = parseArgs({
  options: { "data-dir": { type: "string" }, "database-url": { type: "string" }, count: { type: "string" } },
});
const url = values["database-url"];
const dataDir = values["data-dir"];
if (!url && !dataDir) throw new Error("pass --data-dir or --database-url");

const TYPES = [
  ["pdf", "/samples/price-list-2026.pdf"],
  ["video", "https://cdn.example.com/bench/demo.mp4"],
  ["audio", "https://cdn.example.com/bench/chime.mp3"],
  ["image", "/samples/band-program-flyer.svg"],
] as const;

async function main(): Promise<void> {
  const { db, close } = await openDatabase(
    url ? { kind: "postgres", url, poolMax: 1 } : { kind: "pglite", dataDir: dataDir ?? "" },
  );
  try {
    if (values.count) {
      const [room] = await db.select().from(rooms).where(eq(rooms.slug, values.count));
      const visits = await db.$count(roomVisits, eq(roomVisits.roomId, room!.id));
      console.log(JSON.stringify({ visitCount: room!.visitCount, visits }));
      return;
    }
    const rep = await createProfile(db, {
      id: randomUUID(),
      email: `bench-room-${Date.now()}@example.com`,
      role: "rep",
      firstName: "Bench",
    });
    const [brand] = await db
      .insert(brands)
      .values({
        code: `bench${randomBytes(3).toString("hex")}`,
        name: "Bench Brand",
        primaryColor: "#0f766e",
        secondaryColor: "#111111",
        lightColor: "#eeeeee",
      })
      .returning();
    const made = await db
      .insert(assets)
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          title: `Bench asset ${i + 1}`,
          description: "Generated for bench/rooms.",
          type: TYPES[i % 4]![0],
          url: TYPES[i % 4]![1],
        })),
      )
      .returning({ id: assets.id });
    const slug = randomBytes(16).toString("base64url");
    const [room] = await db
      .insert(rooms)
      .values({ slug, userId: rep.id, brandId: brand!.id, recipientName: "Jane Smith", note: "Hello,\nhere it is." })
      .returning();
    await db.insert(roomAssets).values(made.map((a, position) => ({ roomId: room!.id, assetId: a.id, position })));
    await db.execute(sql`analyze`);
    console.log(slug);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
