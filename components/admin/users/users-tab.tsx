"use client";

/** PLACEHOLDER: replaced by the tab's real screen. */
export function UsersTab() {
  return <p>UsersTab</p>;
}
