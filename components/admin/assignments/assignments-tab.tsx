"use client";

/** PLACEHOLDER: replaced by the tab's real screen. */
export function AssignmentsTab() {
  return <p>AssignmentsTab</p>;
}
