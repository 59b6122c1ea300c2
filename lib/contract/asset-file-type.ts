/** How the admin names each asset type (the types of ADMIN_ASSET_TYPES). */
export const ASSET_TYPE_LABELS = {
  image: "Image",
  video: "Video",
  audio: "Audio",
  document: "Document",
  presentation: "Presentation",
  pdf: "PDF",
} as const;
type AssetType = keyof typeof ASSET_TYPE_LABELS;

/** A stored asset type's name ("pdf" is "PDF"); a type without one is shown as stored. */
export const assetTypeLabel = (type: string): string =>
  (ASSET_TYPE_LABELS as Readonly<Record<string, string>>)[type] ?? type;

/** The content signatures a file's first bytes may carry (checked when one is uploaded). */
export type Signature =
  "png" | "jpeg" | "gif" | "webp" | "wav" | "mp3" | "ogg" | "isobmff" | "ebml" | "pdf" | "ole" | "ooxml";

/** What a file of an allowed extension is: for its upload, how it is served, and the asset types it may be. */
export interface FileType {
  mime: string;
  /** The asset types a file of this extension may be stored as; the first is what the form picks. */
  assetTypes: readonly AssetType[];
  /** Shown in the browser (media and PDF); everything else is served as a download. */
  inline: boolean;
  /** Served in byte ranges, for a player to seek. */
  media: boolean;
  /** The content signature(s) the first bytes must carry. */
  signatures: readonly Signature[];
}

const media = (mime: string, assetType: AssetType, ...signatures: Signature[]): FileType => ({
  mime,
  assetTypes: [assetType],
  inline: true,
  media: true,
  signatures,
});
const office = (mime: string, assetType: AssetType, signature: Signature): FileType => ({
  mime,
  assetTypes: [assetType],
  inline: false,
  media: false,
  signatures: [signature],
});

/**
 * The one list of files the portal takes, by extension: the upload allow-list (the admin's picker:
 * images, video, audio, pdf and Office files), the types they are served with, and the asset types
 * the admin form and the share page's viewer allow for them.
 */
export const FILE_TYPES: Readonly<Record<string, FileType>> = {
  png: media("image/png", "image", "png"),
  jpg: media("image/jpeg", "image", "jpeg"),
  jpeg: media("image/jpeg", "image", "jpeg"),
  gif: media("image/gif", "image", "gif"),
  webp: media("image/webp", "image", "webp"),
  mp4: media("video/mp4", "video", "isobmff"),
  mov: media("video/quicktime", "video", "isobmff"),
  webm: media("video/webm", "video", "ebml"),
  mp3: media("audio/mpeg", "audio", "mp3"),
  wav: media("audio/wav", "audio", "wav"),
  ogg: media("audio/ogg", "audio", "ogg"),
  m4a: media("audio/mp4", "audio", "isobmff"),
  pdf: { mime: "application/pdf", assetTypes: ["pdf", "document"], inline: true, media: false, signatures: ["pdf"] },
  doc: office("application/msword", "document", "ole"),
  xls: office("application/vnd.ms-excel", "document", "ole"),
  ppt: office("application/vnd.ms-powerpoint", "presentation", "ole"),
  docx: office("application/vnd.openxmlformats-officedocument.wordprocessingml.document", "document", "ooxml"),
  xlsx: office("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "document", "ooxml"),
  pptx: office("application/vnd.openxmlformats-officedocument.presentationml.presentation", "presentation", "ooxml"),
};

export const ALLOWED_EXTENSIONS = Object.keys(FILE_TYPES);

/** The lower-case extension of a file name, if it has one. */
export function extensionOf(fileName: string): string | undefined {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(fileName.trim());
  return match?.[1]?.toLowerCase();
}

/** The extension of a file name or of a URL's path (query and fragment ignored). */
const extensionOfNameOrUrl = (nameOrUrl: string) => extensionOf(nameOrUrl.split(/[?#]/)[0] ?? "");

/** The types a file allows, by its extension; undefined when the name says nothing (a web page, say). */
export function assetTypesOfFile(nameOrUrl: string): readonly AssetType[] | undefined {
  return FILE_TYPES[extensionOfNameOrUrl(nameOrUrl) ?? ""]?.assetTypes;
}

/** The message for a type the file contradicts (a PDF stored as an image), or undefined when it fits. */
export function assetTypeMismatch(type: string, nameOrUrl: string): string | undefined {
  const allowed = assetTypesOfFile(nameOrUrl);
  if (!allowed || allowed.some((t) => t === type)) return undefined;
  const names = allowed.map((t) => ASSET_TYPE_LABELS[t]).join(" or ");
  return `A .${extensionOfNameOrUrl(nameOrUrl)} file must have the type ${names}.`;
}
