"use client";

/** PLACEHOLDER: replaced by the tab's real screen. */
export function LinksTab() {
  return <p>LinksTab</p>;
}
