"use client";

/** PLACEHOLDER: replaced by the tab's real screen. */
export function AnalyticsTab() {
  return <p>AnalyticsTab</p>;
}
