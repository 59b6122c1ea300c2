// Inserts the bench's assets into one brand through the app's own openDatabase(): on PGlite it
// takes the data-dir lock, so it runs only while the server is stopped; on PostgreSQL any time.
// Usage: node --conditions=react-server --import tsx bench/assets/prefill.ts
//          (--data-dir <dir> | --database-url <url>) [--count 10000] [--brand rmi]
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase } from "@/lib/server/platform/db/client";

const { values } = parseArgs({
  options: {
    "data-dir": { type: "string" },
    "database-url": { type: "string" },
    count: { type: "string", default: "10000" },
    brand: { type: "string", default: "rmi" },
  },
});
const count = Number(values.count);
if (!Number.isSafeInteger(count) || count < 1) throw new Error(`bad --count: ${values.count}`);
const url = values["database-url"];
const dataDir = values["data-dir"];
if (!url && !dataDir) throw new Error("pass --data-dir or --database-url");

// Titles like 'Bench asset 42: Violin rental guide'; one in five mentions each instrument.
const insertAssets = sql`
with brand as (select id from brands where code = ${values.brand}),
inserted as (
  insert into assets (title, description, type, url, file_size_kb, assign_to_all_brands, created_at)
  select 'Bench asset ' || n || ': ' || (array['Violin','Trumpet','Flute','Drum','Cello'])[1 + n % 5]
           || ' rental guide',
         'Generated for bench/assets. ' || (array['Beginner','Intermediate','Advanced'])[1 + n % 3]
           || ' material for parents and schools.',
         (array['pdf','video','audio','image'])[1 + n % 4],
         '/samples/price-list-2026.pdf', 100 + n % 900, false, now() - make_interval(secs => n)
  from generate_series(1, ${count}::int) as n
  returning id
)
insert into asset_brands (asset_id, brand_id) select inserted.id, brand.id from inserted, brand`;

async function main(): Promise<void> {
  const database = await openDatabase(
    url ? { kind: "postgres", url, poolMax: 1 } : { kind: "pglite", dataDir: dataDir ?? "" },
  );
  try {
    await database.db.execute(insertAssets);
    await database.db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
