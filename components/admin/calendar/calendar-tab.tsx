"use client";

/** PLACEHOLDER: replaced by the tab's real screen. */
export function CalendarTab() {
  return <p>CalendarTab</p>;
}
