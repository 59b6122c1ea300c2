import type { AdminLibraryItem } from "@/lib/contract/admin-library";
import type { LibraryTabKind } from "./library-tab-kind";

/** What the table (wide screens) and the cards (phones) of a library list show and do. */
export interface LibraryViewProps {
  kind: LibraryTabKind;
  items: AdminLibraryItem[];
  onDelete: (id: string) => void;
  /** Opens the edit dialog; assets only (resources are not edited). */
  onEdit?: (item: AdminLibraryItem) => void;
  deletingId: string | undefined;
}
