// Set-based fill for bench/analytics: 1,000 users, 10,000 links, 1,000,000 click events (90% human,
// the rest bots, unfurlers and scanners, over the last 90 days, from 50,000 visitors) with their
// daily roll-up, and 20,000 quotes, all with generate_series in a handful of statements.
// `fill(query)` takes any `query(text)` function (pg Pool or PGlite).

export const SIZES = { users: 1_000, links: 10_000, clicks: 1_000_000, quotes: 20_000 };

export const FILL_STATEMENTS = [
  `insert into profiles (id, email, first_name, last_name, role, promo_code, created_at)
   select gen_random_uuid(), 'bench-' || g || '@example.com', 'Bench', 'User ' || g, 'rep', 'BENCH' || g,
          now() - random() * interval '365 days'
   from generate_series(1, ${SIZES.users}) as g`,
  `insert into tracked_links (name, slug, original_url, created_by, created_at)
   select 'Bench link ' || g, 'bench-' || g, 'https://example.com/landing/' || g, u.id,
          now() - random() * interval '180 days'
   from generate_series(1, ${SIZES.links}) as g
   join (select id, row_number() over (order by id) as n from profiles where email like 'bench-%') as u
     on u.n = 1 + g % ${SIZES.users}`,
  `insert into click_events (link_id, occurred_at, referrer, user_agent_class, hit_class, visitor)
   select l.id, now() - random() * interval '90 days', null, 'desktop',
          (array['human', 'human', 'human', 'human', 'human', 'human', 'human', 'human', 'human',
                 'human', 'human', 'human', 'human', 'human', 'human', 'human', 'human', 'human',
                 'bot', 'unfurler', 'scanner'])[1 + g % 21],
          'v' || (g * 7919) % 50000
   from generate_series(1, ${SIZES.clicks}) as g
   join (select id, row_number() over (order by id) as n from tracked_links where slug like 'bench-%') as l
     on l.n = 1 + g % ${SIZES.links}`,
  `insert into link_daily_hits (link_id, day, hit_class, hits, visitors)
   select link_id, (occurred_at at time zone 'UTC')::date, hit_class, count(*),
          count(distinct visitor) filter (where hit_class = 'human')
   from click_events group by 1, 2, 3`,
  `update tracked_links set click_count = c.n
   from (select link_id, count(*) as n from click_events where hit_class = 'human' group by link_id) as c
   where c.link_id = tracked_links.id`,
  `insert into quotes (external_id, promo_code, created_at)
   select 'bench-' || g, 'BENCH' || (1 + g % ${SIZES.users}), now() - random() * interval '90 days'
   from generate_series(1, ${SIZES.quotes}) as g`,
  // Bulk-loaded rows are not yet all-visible; autovacuum would get there, the bench does it now.
  `vacuum analyze`,
];

export async function fill(query, log = console.log) {
  for (const statement of FILL_STATEMENTS) {
    const started = Date.now();
    await query(statement);
    log(`  ${statement.trim().split(/\s+/).slice(0, 3).join(" ")} ... ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
