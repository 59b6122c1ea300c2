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

/** The asset types a file of each extension may be stored as; the first is what the form picks. */
const TYPES_BY_EXTENSION: Readonly<Record<string, readonly AssetType[]>> = {
  png: ["image"],
  jpg: ["image"],
  jpeg: ["image"],
  gif: ["image"],
  webp: ["image"],
  mp4: ["video"],
  mov: ["video"],
  webm: ["video"],
  mp3: ["audio"],
  wav: ["audio"],
  ogg: ["audio"],
  m4a: ["audio"],
  pdf: ["pdf", "document"],
  doc: ["document"],
  docx: ["document"],
  xls: ["document"],
  xlsx: ["document"],
  ppt: ["presentation"],
  pptx: ["presentation"],
};

/** The lower-case extension of a file name or of a URL's path (query and fragment ignored). */
function extensionOfName(nameOrUrl: string): string | undefined {
  const path = nameOrUrl.split(/[?#]/)[0] ?? "";
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(path);
  return match?.[1]?.toLowerCase();
}

/** The types a file allows, by its extension; undefined when the name says nothing (a web page, say). */
export function assetTypesOfFile(nameOrUrl: string): readonly AssetType[] | undefined {
  const extension = extensionOfName(nameOrUrl);
  return extension ? TYPES_BY_EXTENSION[extension] : undefined;
}

/** The message for a type the file contradicts (a PDF stored as an image), or undefined when it fits. */
export function assetTypeMismatch(type: string, nameOrUrl: string): string | undefined {
  const allowed = assetTypesOfFile(nameOrUrl);
  if (!allowed || allowed.some((t) => t === type)) return undefined;
  const names = allowed.map((t) => ASSET_TYPE_LABELS[t]).join(" or ");
  return `A .${extensionOfName(nameOrUrl)} file must have the type ${names}.`;
}
