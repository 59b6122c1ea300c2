import "server-only";
import { assetTypesOfFile } from "@/lib/contract/asset-file-type";

export type ViewerKind = "pdf" | "video" | "audio" | "image" | "file";

const KINDS: Record<string, ViewerKind> = { pdf: "pdf", video: "video", audio: "audio", image: "image" };

/** The kind a known file extension names (the admin form's own table of types), or undefined. */
function kindOfExtension(url: string): ViewerKind | undefined {
  const [type] = assetTypesOfFile(url) ?? [];
  return type === undefined ? undefined : (KINDS[type] ?? "file");
}

/**
 * How an asset is shown: a known file extension decides (an old PDF stored as an image is still
 * a PDF), else the stored type; anything else is a file to download.
 */
export function viewerKind(type: string, url: string | undefined): ViewerKind {
  return (url && kindOfExtension(url)) || KINDS[type.toLowerCase()] || "file";
}
