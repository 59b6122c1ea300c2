"use client";

/** PLACEHOLDER: replaced by the tab's real screen. */
export function AssetsTab() {
  return <p>AssetsTab</p>;
}
