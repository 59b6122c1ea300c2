import type { LibraryNoun } from "@/lib/client/api/admin-library-queries";
import {
  ADMIN_ASSET_TYPES,
  ADMIN_RESOURCE_TYPES,
  createAssetBodySchema,
  createResourceBodySchema,
} from "@/lib/contract/admin-library";
import { ASSET_TYPE_LABELS } from "@/lib/contract/asset-file-type";

/** How the admin forms name each stored type. */
const TYPE_LABELS: Record<string, string> = {
  ...ASSET_TYPE_LABELS,
  training: "Training",
  faq: "FAQ",
  price_list: "Price List",
};

export const typeLabel = (type: string): string => TYPE_LABELS[type] ?? type;

/** Every brand's name, or 'Unknown'; an item for every brand says so, as the Calendar tab does. */
export const brandLabel = (item: { brandNames: string[]; assignToAllBrands: boolean }): string =>
  item.assignToAllBrands ? "All Brands" : item.brandNames.join(", ") || "Unknown";

/** The hint (docs/rules.md#assignments) under the user pick-list when no user is ticked, worded for both kinds. */
export const NO_USERS_HINT = "No users selected - asset/resource will be available to all users";

/** The differences between the Assets and the Resources tab (docs/screens.md#assets-and-resources-tabs). */
export interface LibraryTabKind {
  /** 'asset' or 'resource', as the confirmations and toasts word it; the capitalised form is `Noun`. */
  noun: LibraryNoun;
  Noun: "Asset" | "Resource";
  /** The create dialog's description (docs/screens.md#assets-and-resources-tabs). */
  description: string;
  types: readonly string[];
  defaultType: string;
  schema: typeof createAssetBodySchema | typeof createResourceBodySchema;
  /** Whether the type follows the chosen file or URL (assets: a PDF is never an image). */
  typeFollowsFile: boolean;
}

export const ASSET_TAB: LibraryTabKind = {
  noun: "asset",
  Noun: "Asset",
  description: "Add a new asset to the library",
  types: ADMIN_ASSET_TYPES,
  defaultType: "image",
  schema: createAssetBodySchema,
  typeFollowsFile: true,
};

export const RESOURCE_TAB: LibraryTabKind = {
  noun: "resource",
  Noun: "Resource",
  description: "Add a new resource to the library",
  types: ADMIN_RESOURCE_TYPES,
  defaultType: "document",
  schema: createResourceBodySchema,
  typeFollowsFile: false,
};
