// Set-based fill of the demo rep's share rooms for bench/analytics: `rooms` rooms (default 1,000) of
// 5 demo assets each in the first brand, `visits` room visits (default 1,000,000; 18 in 21 human, the
// rest bots, unfurlers and scanners, over the last 90 days, from 3 devices a room), an asset view per
// human visit, the counters the hit writer keeps on each room, and a quote for every tenth room.

export const DEFAULT_ROOM_SIZES = { rooms: 1_000, visits: 1_000_000 };

/**
 * The g-th of `count` events' time, evenly over the last 90 days, the last one now: inserted in g's
 * order, a table's events lie in time order on its pages, as the hit writer appends them (a day's
 * events on a few hundred pages, not scattered over the whole table).
 */
export const inTimeOrder = (count) => `now() - interval '90 days' * ((${count} - g)::float8 / ${count})`;

const CLASSES = `(array[${[...Array(18).fill("'human'"), "'bot'", "'unfurler'", "'scanner'"].join(", ")}])`;
const DEMO_REP = "(select id from profiles where email = 'rep@example.com')";
const BENCH_ROOMS = "(select id, row_number() over (order by id) as n from rooms where slug like 'bench-room-%')";

export function roomFillStatements({ rooms, visits }) {
  return [
    `insert into rooms (slug, user_id, brand_id, recipient_name, recipient_email, note, created_at)
     select 'bench-room-' || g, ${DEMO_REP}, (select id from brands order by position, code limit 1),
            'Recipient ' || g, 'recipient-' || g || '@example.com', 'A note for recipient ' || g,
            now() - random() * interval '180 days'
     from generate_series(1, ${rooms}) as g`,
    `insert into room_assets (room_id, asset_id, position)
     select r.id, a.id, a.n - 1
     from ${BENCH_ROOMS} as r
     cross join (select id, row_number() over (order by id) as n from assets where deleted_at is null limit 5) as a`,
    `insert into room_visits (room_id, occurred_at, user_agent_class, hit_class, visitor, device)
     select r.id, ${inTimeOrder(visits)}, 'mobile', ${CLASSES}[1 + g % 21],
            'v' || (g::bigint * 7919) % 50000, 'device-' || g % 3
     from generate_series(1, ${visits}) as g
     join ${BENCH_ROOMS} as r on r.n = 1 + g % ${rooms}
     order by g`,
    `insert into room_asset_views (visit_id, asset_id, seconds, furthest_percent, downloads)
     select v.id, ra.asset_id, (v.id % 120)::int, case when v.id % 4 = 0 then (v.id % 101)::smallint end,
            (v.id % 10 = 0)::int::smallint
     from room_visits v
     join room_assets ra on ra.room_id = v.room_id and ra.position = v.id % 5
     where v.hit_class = 'human'
     order by v.id`,
    `update rooms set visit_count = c.n, last_human_at = c.last, first_device = 'device-0',
            forwarded_at = c.first
     from (select room_id, count(*) as n, max(occurred_at) as last, min(occurred_at) as first
           from room_visits where hit_class = 'human' group by room_id) as c
     where c.room_id = rooms.id`,
    `insert into quotes (external_id, user_id, room_id, created_at)
     select 'bench-room-quote-' || r.n, ${DEMO_REP}, r.id, now() - random() * interval '90 days'
     from ${BENCH_ROOMS} as r where r.n % 10 = 0`,
    `vacuum analyze rooms, room_assets, room_visits, room_asset_views, quotes`,
  ];
}
