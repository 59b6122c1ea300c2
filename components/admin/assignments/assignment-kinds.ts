import { adminKeys } from "@/lib/client/hooks/admin-queries";

/** What differs between assigning assets and resources: paths, bodies and SPEC §5/§8 texts. */
export const ASSIGNMENT_KINDS = {
  asset: {
    heading: "Assets",
    path: "assets",
    bodyField: "assetId",
    button: "Assign Assets",
    empty: "No assets available",
    loading: "Loading assets...",
    missing: "Please select a user and at least one asset",
    success: "Asset assigned successfully",
    failure: "Failed to assign asset",
    list: adminKeys.assets,
  },
  resource: {
    heading: "Resources",
    path: "resources",
    bodyField: "resourceId",
    button: "Assign Resources",
    empty: "No resources available",
    loading: "Loading resources...",
    missing: "Please select a user and at least one resource",
    success: "Resource assigned successfully",
    failure: "Failed to assign resource",
    list: adminKeys.resources,
  },
} as const;

export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[keyof typeof ASSIGNMENT_KINDS];
