import "server-only";
import { sql } from "drizzle-orm";

/**
 * Rows of a JSON parameter with the given column list, as a FROM item named v: a batch of any size
 * in one statement with one parameter.
 */
export const jsonRows = (rows: object[], columns: string) =>
  sql`json_to_recordset(${JSON.stringify(rows)}::json) as v(${sql.raw(columns)})`;
