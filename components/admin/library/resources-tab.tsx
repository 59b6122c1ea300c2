"use client";

/** PLACEHOLDER: replaced by the tab's real screen. */
export function ResourcesTab() {
  return <p>ResourcesTab</p>;
}
