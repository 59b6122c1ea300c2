import { format, isValid, parseISO } from "date-fns";

const KB_FORMAT = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** SPEC §9: a size in KB shows as KB under 1000, otherwise as MB with two decimals (size / 1024). */
export function formatFileSize(sizeKb: number | null | undefined): string | null {
  if (sizeKb == null || !Number.isFinite(sizeKb) || sizeKb < 0) return null;
  if (sizeKb < 1000) return `${KB_FORMAT.format(sizeKb)} KB`;
  return `${(sizeKb / 1024).toFixed(2)} MB`;
}

function formatWith(pattern: string, value: string | Date): string | null {
  const date = typeof value === "string" ? parseISO(value) : value;
  return isValid(date) ? format(date, pattern) : null;
}

/** 'MMM d, yyyy' (SPEC §9), or null for a value that is not a date. */
export function formatDate(value: string | Date): string | null {
  return formatWith("MMM d, yyyy", value);
}

/** 'MMM d, yyyy h:mm a' (SPEC §9), or null for a value that is not a date. Zone-less ISO strings are local time. */
export function formatDateTime(value: string | Date): string | null {
  return formatWith("MMM d, yyyy h:mm a", value);
}
