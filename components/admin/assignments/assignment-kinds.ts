/** What differs between assigning assets and resources: the library half and texts of docs/rules.md#assignments. */
export const ASSIGNMENT_KINDS = {
  asset: {
    heading: "Assets",
    noun: "asset",
    button: "Assign Assets",
    empty: "No assets available",
    loading: "Loading assets...",
    missing: "Please select a user and at least one asset",
    success: "Asset assigned successfully",
    failure: "Failed to assign asset",
  },
  resource: {
    heading: "Resources",
    noun: "resource",
    button: "Assign Resources",
    empty: "No resources available",
    loading: "Loading resources...",
    missing: "Please select a user and at least one resource",
    success: "Resource assigned successfully",
    failure: "Failed to assign resource",
  },
} as const;

export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[keyof typeof ASSIGNMENT_KINDS];
