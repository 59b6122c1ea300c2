import { isValid, lightFormat, parseISO } from "date-fns";

const KB_FORMAT = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** A size in KB shows as KB under 1000, otherwise as MB with two decimals (size / 1024). */
export function formatFileSize(sizeKb: number | null | undefined): string | null {
  if (sizeKb == null || !Number.isFinite(sizeKb) || sizeKb < 0) return null;
  if (sizeKb < 1000) return `${KB_FORMAT.format(sizeKb)} KB`;
  return `${(sizeKb / 1024).toFixed(2)} MB`;
}

/**
 * The 'MMM' month names of date-fns' en-US locale; lightFormat has no names, and the locale would
 * load its whole formatter.
 */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 'MMM ' followed by the rest of the pattern, or null for a value that is not a date. */
function formatAfterMonth(rest: string, value: string | Date): string | null {
  const date = typeof value === "string" ? parseISO(value) : value;
  return isValid(date) ? `${MONTHS[date.getMonth()]} ${lightFormat(date, rest)}` : null;
}

/** 'MMM d', a chart's day, or null for a value that is not a date. */
export function formatMonthDay(value: string | Date): string | null {
  return formatAfterMonth("d", value);
}

/** 'MMM d, yyyy' (docs/rules.md#sizes-and-dates), or null for a value that is not a date. */
export function formatDate(value: string | Date): string | null {
  return formatAfterMonth("d, yyyy", value);
}

/**
 * 'MMM d, yyyy h:mm a' (docs/rules.md#sizes-and-dates), or null for a value that is not a date. Zone-less ISO strings
 * are local time.
 */
export function formatDateTime(value: string | Date): string | null {
  return formatAfterMonth("d, yyyy h:mm a", value);
}
