import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { count } from "drizzle-orm";
import { FILE_TYPES } from "@/lib/contract/asset-file-type";
import { createAccount, type AccountStore } from "@/lib/server/auth/accounts";
import { randomToken } from "@/lib/server/auth/crypto";
import { queueRender } from "@/lib/server/pages/render-queue";
import type { Db } from "@/lib/server/platform/db/client";
import {
  assetBrands,
  assets,
  brands,
  calendarEvents,
  profiles,
  resourceBrands,
  resources,
  trackedLinks,
} from "@/lib/server/platform/db/schema";
import { newUploadName } from "@/lib/server/platform/storage/upload-name";
import type { UploadStore } from "@/lib/server/platform/storage/upload-store-contract";
import { SAMPLE_ASSETS, SAMPLE_RESOURCES, type SampleItem } from "./demo-content";

export const DEMO_ADMIN = { email: "admin@example.com", password: "admin1234", firstName: "Alex", lastName: "Admin" };
export const DEMO_REP = { email: "rep@example.com", password: "rep12345", firstName: "Riley", lastName: "Rep" };

const samplePath = (file: string) => path.join(process.cwd(), "public", "samples", file);

async function fileSizeKb(file: string): Promise<number | null> {
  const stat = await fs.stat(samplePath(file)).catch(() => undefined);
  return stat ? Math.max(1, Math.round(stat.size / 1024)) : null;
}

/**
 * Where a sample item's file is served from. A PDF is stored as an upload of its own and queued for
 * its page images, as an admin's upload is, so the demo shows covers and page-by-page reading
 * (docs/pages.md); the other samples are served from public/samples.
 */
async function sampleUrl(db: Db, uploads: UploadStore, file: string): Promise<string> {
  if (!file.endsWith(".pdf")) return `/samples/${file}`;
  const name = newUploadName("pdf");
  const bytes = await fs.readFile(samplePath(file));
  await uploads.save(name, new File([bytes], file, { type: "application/pdf" }), FILE_TYPES.pdf!);
  await queueRender(db, name);
  return `/uploads/${name}`;
}

async function insertItems(
  db: Db,
  uploads: UploadStore,
  items: SampleItem[],
  table: typeof assets | typeof resources,
  link: (itemId: string, brandId: string) => Promise<unknown>,
  brandIds: Map<string, string>,
  createdBy: string,
) {
  for (const item of items) {
    const [row] = await db
      .insert(table)
      .values({
        title: item.title,
        description: item.description,
        type: item.type,
        url: await sampleUrl(db, uploads, item.file),
        fileSizeKb: await fileSizeKb(item.file),
        duration: item.duration ?? null,
        assignToAllBrands: !item.brands,
        createdBy,
      })
      .returning({ id: table.id });
    if (!row) continue;
    for (const code of item.brands ?? []) {
      const brandId = brandIds.get(code);
      if (brandId) await link(row.id, brandId);
    }
  }
}

/**
 * Demo users and sample content, only into a database without any user yet
 * (SEED_DEMO=true; `npm run dev` sets it).
 */
export async function seedDemo(store: AccountStore, uploads: UploadStore): Promise<void> {
  const { db } = store;
  const [existing] = await db.select({ value: count() }).from(profiles);
  if ((existing?.value ?? 0) > 0) return;

  const admin = await createAccount(store, { ...DEMO_ADMIN, role: "admin" });
  const rep = await createAccount(store, { ...DEMO_REP, role: "rep" });
  const brandIds = new Map((await db.select().from(brands)).map((b) => [b.code, b.id]));

  await insertItems(
    db,
    uploads,
    SAMPLE_ASSETS,
    assets,
    (assetId, brandId) => db.insert(assetBrands).values({ assetId, brandId }),
    brandIds,
    admin.id,
  );
  await insertItems(
    db,
    uploads,
    SAMPLE_RESOURCES,
    resources,
    (resourceId, brandId) => db.insert(resourceBrands).values({ resourceId, brandId }),
    brandIds,
    admin.id,
  );
  const inAWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  await db.insert(calendarEvents).values({
    title: "Back-to-School Rental Night",
    description: "Instrument fitting and rental sign-up evening for new band students.",
    startDate: inAWeek,
    endDate: new Date(inAWeek.getTime() + 2 * 3600 * 1000),
    eventType: "training",
    assignToAllBrands: true,
    assignToAllUsers: true,
  });
  await db.insert(trackedLinks).values({
    name: "Spring Rental Promo",
    slug: randomToken(6),
    originalUrl: "https://example.com/spring-rentals",
    createdBy: rep.id,
  });
  console.log(
    `[seed] Demo data created. Sign in as ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} (admin) ` +
      `or ${DEMO_REP.email} / ${DEMO_REP.password} (rep).`,
  );
}
