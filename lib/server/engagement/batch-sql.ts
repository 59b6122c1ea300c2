import "server-only";
import { sql, type SQL } from "drizzle-orm";

/** `column` (an occurred_at) within the UTC day `day` (a date expression). */
export const inDay = (column: SQL, day: SQL) =>
  sql`${column} >= (${day})::timestamp at time zone 'UTC' and ${column} < ((${day}) + 1)::timestamp at time zone 'UTC'`;
