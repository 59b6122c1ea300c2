import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { firstOpenAlerts } from "@/lib/server/alerts/first-open-alerts";
import { HitBuffer, type Hit } from "@/lib/server/engagement/hit-buffer";
import { databaseHitWriter } from "@/lib/server/engagement/hit-store";
import { recordEngagement } from "@/lib/server/engagement/engagement-store";
import type { Database } from "@/lib/server/platform/db/client";
import { shareLinks, trackedLinks } from "@/lib/server/platform/db/schema";
import { shareAsset } from "@/lib/server/shares/share-links";
import { unsubscribeKey } from "@/lib/server/alerts/unsubscribe-token";
import { createTestDatabase } from "../helpers/test-database";
import { addAsset, libraryWorld, only } from "../helpers/library-fixtures";

const databases: Database[] = [];
afterAll(() => Promise.all(databases.map((database) => database.close())));

/** A fresh database with links L and M and one share page; the targets' ids by name. */
async function world() {
  const database = await createTestDatabase();
  databases.push(database);
  const { db } = database;
  const { me } = await libraryWorld(db);
  const ids: Record<string, string> = {};
  for (const name of ["L", "M"]) {
    const values = { name, slug: randomUUID().slice(0, 8), originalUrl: "https://example.com", createdBy: me.id };
    ids[name] = only(await db.insert(trackedLinks).values(values).returning()).id;
  }
  const assetId = await addAsset(db, { title: "S", allBrands: true });
  const { shareSlug } = await shareAsset(db, me, assetId);
  ids.S = only(await db.select().from(shareLinks).where(eq(shareLinks.slug, shareSlug))).id;
  return { db, ids, shareSlug };
}

/** Everything the hits change, with target ids replaced by names, so two databases compare. */
async function snapshot(db: Database["db"], ids: Record<string, string>) {
  const names = `(values ${Object.entries(ids)
    .map(([name, id]) => `('${id}'::uuid, '${name}')`)
    .join(", ")}) as n(id, name)`;
  const queries = {
    clicks: `select n.name, occurred_at, hit_class, reason, visitor from click_events join ${names} on n.id = link_id`,
    opens: `select occurred_at, hit_class, reason, visitor, seconds, furthest_percent from share_opens`,
    linkDaily: `select n.name, day::text as day, hit_class, hits::int as hits, visitors::int as visitors
      from link_daily_hits join ${names} on n.id = link_id`,
    shareDaily: `select day, hit_class, hits, visitors, timed_opens, seconds, played_opens, percent_played
      from share_daily_opens`,
    totals: `select day, hit_class, hits from click_daily_totals`,
    visitors: `select n.name, day, visitor from daily_visitors join ${names} on n.id = target_id`,
    links: `select name, click_count, last_human_at from tracked_links`,
    shares: `select view_count, last_human_at, 0 from share_links`,
    alerts: `select target, title, day from notifications`,
  };
  const result: Record<string, unknown> = {};
  for (const [key, query] of Object.entries(queries)) {
    // Both drivers (pg and PGlite) answer with { rows }.
    const { rows } = (await db.execute(sql.raw(`${query} order by 1, 2, 3`))) as unknown as { rows: unknown[] };
    result[key] = JSON.parse(JSON.stringify(rows));
  }
  return result;
}

const at = (time: string) => new Date(`2026-03-01T${time}Z`);

/**
 * Runs one scenario of GETs and HEADs through the app's buffer and writer. With `written`, each
 * step waits for its write, so each HEAD finds its GET written already (and reclassifies it in the
 * database); otherwise the HEADs find their GETs still waiting in memory (as the former 2 s hold
 * always did). The first hits settle at the end (the final flush).
 */
async function run(written: boolean) {
  const { db, ids, shareSlug } = await world();
  const alerts = firstOpenAlerts(
    { send: async () => undefined },
    {
      origin: "https://portal.example.com",
      unsubscribeKey: unsubscribeKey("secret"),
      timeZone: "UTC",
    },
  );
  const buffer = new HitBuffer(databaseHitWriter(db, alerts), {
    intervalMs: written ? 5 : 60_000,
    unfurlWindowMs: 2_000,
    maxRetryDelayMs: 100,
    maxPendingHits: 100,
  });
  const openId = randomUUID();
  const hit = (target: string, time: string, visitor: string, head = false): Hit => ({
    target: target === "S" ? "share" : "link",
    targetId: ids[target]!,
    occurredAt: at(time),
    hitClass: head ? "head" : "human",
    reason: head ? "head_request" : "person",
    visitor,
    referrer: null,
    device: "desktop",
    ...(target === "S" && !head ? { openId } : {}),
  });
  const steps: (Hit | "beacon")[] = [
    hit("L", "09:00:00", "p"), // stays human: p stays counted on L
    hit("L", "09:00:05", "q"),
    hit("L", "09:00:10", "p"),
    hit("L", "09:00:11", "p", true),
    hit("M", "09:01:00", "r"), // M's only GET: no alert, no human roll-up, no last human time
    hit("M", "09:01:01", "r", true),
    hit("S", "09:02:00", "r"),
    "beacon", // taken while the open is written and human; dropped with its class
    hit("S", "09:02:01", "r", true),
  ];
  let beaconTaken = false;
  for (const step of steps) {
    if (step === "beacon")
      beaconTaken = await recordEngagement(db, shareSlug, { openId, seconds: 4, percent: null }, at("09:02:01"));
    else {
      const write = buffer.record(step);
      if (written) await write;
    }
  }
  await buffer.flush();
  return { beaconTaken, database: await snapshot(db, ids) };
}

test("a GET reclassified after its write leaves the database exactly as if it was never written human", async () => {
  const { beaconTaken: heldBeacon, database: held } = await run(false);
  const { beaconTaken: writtenBeacon, database: written } = await run(true);
  expect([heldBeacon, writtenBeacon]).toEqual([false, true]);
  expect(written).toEqual(held);
  expect(held.clicks).toHaveLength(6);
  expect(held.linkDaily).toEqual([
    { name: "L", day: "2026-03-01", hit_class: "head", hits: 1, visitors: 0 },
    { name: "L", day: "2026-03-01", hit_class: "human", hits: 2, visitors: 2 },
    { name: "L", day: "2026-03-01", hit_class: "unfurler", hits: 1, visitors: 0 },
    { name: "M", day: "2026-03-01", hit_class: "head", hits: 1, visitors: 0 },
    { name: "M", day: "2026-03-01", hit_class: "unfurler", hits: 1, visitors: 0 },
  ]);
  expect(held.alerts).toEqual([{ target: "link", title: "L", day: "2026-03-01" }]);
  expect(held.opens).toEqual([
    expect.objectContaining({ hit_class: "unfurler", seconds: null }),
    expect.objectContaining({ hit_class: "head" }),
  ]);
});
