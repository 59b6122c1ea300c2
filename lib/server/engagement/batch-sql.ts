import "server-only";
import { sql, type SQL } from "drizzle-orm";

/** Rows of a JSON parameter with the given column list, as a FROM item named v. */
export const jsonRows = (rows: object[], columns: string) =>
  sql`json_to_recordset(${JSON.stringify(rows)}::json) as v(${sql.raw(columns)})`;

/** `column` (an occurred_at) within the UTC day `day` (a date expression). */
export const inDay = (column: SQL, day: SQL) =>
  sql`${column} >= (${day})::timestamp at time zone 'UTC' and ${column} < ((${day}) + 1)::timestamp at time zone 'UTC'`;
