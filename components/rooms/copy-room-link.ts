import { copyText } from "@/lib/client/browser/clipboard";
import { toast } from "@/lib/client/browser/toast";

/** Puts a room's address on the clipboard, with the share dialog's toasts. */
export async function copyRoomLink(url: string) {
  try {
    await copyText(url);
    toast.success("Link Copied", { description: "Room link copied to clipboard" });
  } catch {
    toast.error("Error", { description: "Failed to copy link" });
  }
}
