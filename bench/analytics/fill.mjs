// Set-based fill for bench/analytics, all with generate_series in a handful of statements:
// 1,000 reps, 10,000 links (100 of them the demo rep's), `clicks` click events (default 10,000,000;
// 18 in 21 human, the rest bots, unfurlers and scanners, over the last 90 days, from 50,000
// visitors), a share of every demo asset per rep with a tenth as many opens, the daily roll-ups,
// totals and counters the hit writer keeps, and 20,000 quotes. `fill(query, sizes)` takes any `query(text)`
// function (pg Pool or PGlite). The demo rep's rooms are filled after them (fill-rooms.mjs).

import { DEFAULT_ROOM_SIZES, inTimeOrder, roomFillStatements } from "./fill-rooms.mjs";

export const DEFAULT_SIZES = {
  users: 1_000,
  links: 10_000,
  clicks: 10_000_000,
  quotes: 20_000,
  assets: 2_000,
  ...DEFAULT_ROOM_SIZES,
};
/** One link in this many belongs to the demo rep: the Activity screen of a busy rep. */
const DEMO_REP_EVERY = 100;

const CLASSES = `(array[${[...Array(18).fill("'human'"), "'bot'", "'unfurler'", "'scanner'"].join(", ")}])`;

export function fillStatements({ users, links, clicks, quotes, assets }) {
  const opens = Math.round(clicks / 10);
  return [
    `insert into profiles (id, email, first_name, last_name, role, promo_code, created_at)
     select gen_random_uuid(), 'bench-' || g || '@example.com', 'Bench', 'User ' || g, 'rep', 'BENCH' || g,
            now() - random() * interval '365 days'
     from generate_series(1, ${users}) as g`,
    `insert into tracked_links (name, slug, original_url, created_by, created_at)
     select 'Bench link ' || g, 'bench-' || g, 'https://example.com/landing/' || g,
            case when g % ${DEMO_REP_EVERY} = 0 then (select id from profiles where email = 'rep@example.com')
                 else u.id end,
            now() - random() * interval '180 days'
     from generate_series(1, ${links}) as g
     join (select id, row_number() over (order by id) as n from profiles where email like 'bench-%') as u
       on u.n = 1 + g % ${users}`,
    `insert into click_events (link_id, occurred_at, referrer, user_agent_class, hit_class, visitor)
     select l.id, ${inTimeOrder(clicks)}, null, 'desktop', ${CLASSES}[1 + g % 21],
            'v' || (g::bigint * 7919) % 50000
     from generate_series(1, ${clicks}) as g
     join (select id, row_number() over (order by id) as n from tracked_links where slug like 'bench-%') as l
       on l.n = 1 + g % ${links}
     order by g`,
    `insert into share_links (slug, asset_id, user_id)
     select 'bench-' || row_number() over (), a.id, p.id
     from profiles p cross join assets a
     where (p.email like 'bench-%' or p.email = 'rep@example.com') and a.deleted_at is null`,
    `insert into share_opens (share_link_id, occurred_at, referrer, user_agent_class, hit_class, visitor, seconds)
     select s.id, ${inTimeOrder(opens)}, null, 'mobile', ${CLASSES}[1 + g % 21],
            'v' || (g::bigint * 7919) % 50000, case when g % 3 = 0 then g % 300 end
     from generate_series(1, ${opens}) as g
     join (select id, row_number() over (order by id) as n from share_links) as s
       on s.n = 1 + g % (select count(*) from share_links)
     order by g`,
    `insert into link_daily_hits (link_id, day, hit_class, hits, visitors)
     select link_id, (occurred_at at time zone 'UTC')::date, hit_class, count(*),
            count(distinct visitor) filter (where hit_class = 'human')
     from click_events group by 1, 2, 3`,
    `insert into click_daily_totals (day, hit_class, hits)
     select day, hit_class, sum(hits) from link_daily_hits group by 1, 2`,
    `insert into share_daily_opens (share_link_id, day, hit_class, hits, visitors, timed_opens, seconds)
     select share_link_id, (occurred_at at time zone 'UTC')::date, hit_class, count(*),
            count(distinct visitor) filter (where hit_class = 'human'),
            count(seconds) filter (where hit_class = 'human'),
            coalesce(sum(seconds) filter (where hit_class = 'human'), 0)
     from share_opens group by 1, 2, 3`,
    `update tracked_links set click_count = c.n, last_human_at = c.last
     from (select link_id, count(*) as n, max(occurred_at) as last from click_events
           where hit_class = 'human' group by link_id) as c
     where c.link_id = tracked_links.id`,
    `update share_links set view_count = c.n, last_human_at = c.last
     from (select share_link_id, count(*) as n, max(occurred_at) as last from share_opens
           where hit_class = 'human' group by share_link_id) as c
     where c.share_link_id = share_links.id`,
    `insert into quotes (external_id, user_id, promo_code, created_at)
     select 'bench-' || g, p.id, p.promo_code, now() - random() * interval '90 days'
     from generate_series(1, ${quotes}) as g
     join (select id, promo_code, row_number() over (order by id) as n from profiles where email like 'bench-%') as p
       on p.n = 1 + g % ${users}`,
    // The Content tab's list (GET /api/admin/content) has a row per asset: the library up to
    // `assets`, the added ones of every brand and never shared (the shares above are the demo's).
    `insert into assets (title, description, type, url, assign_to_all_brands, created_at)
     select 'Bench asset ' || g, '', (array['pdf', 'video', 'audio', 'image'])[1 + g % 4],
            'https://example.com/bench/' || g, true, now() - random() * interval '365 days'
     from generate_series(1, greatest(0, ${assets} - (select count(*) from assets where deleted_at is null))) as g`,
    // Bulk-loaded rows are not yet all-visible; autovacuum would get there, the bench does it now.
    `vacuum analyze`,
  ];
}

export async function fill(query, sizes = DEFAULT_SIZES, log = console.log) {
  for (const statement of [...fillStatements(sizes), ...roomFillStatements(sizes)]) {
    const started = Date.now();
    await query(statement);
    log(`  ${statement.trim().split(/\s+/).slice(0, 3).join(" ")} ... ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
