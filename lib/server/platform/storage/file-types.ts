import "server-only";

/** What a stored upload is, for its Content-Type and whether a browser may show it inline. */
export interface FileType {
  mime: string;
  /** Shown in the browser (media and PDF); everything else is served as a download. */
  inline: boolean;
  media: boolean;
  /** The content signature(s) the first bytes must carry. */
  signatures: Signature[];
}

type Signature = "png" | "jpeg" | "gif" | "webp" | "wav" | "mp3" | "ogg" | "isobmff" | "ebml" | "pdf" | "ole" | "ooxml";

const image = (mime: string, signature: Signature): FileType => ({
  mime,
  inline: true,
  media: true,
  signatures: [signature],
});
const av = (mime: string, ...signatures: Signature[]): FileType => ({ mime, inline: true, media: true, signatures });
const office = (mime: string, signature: Signature): FileType => ({
  mime,
  inline: false,
  media: false,
  signatures: [signature],
});

/** The allow-list: the admin's picker (images, video, audio, pdf and Office files), by extension. */
export const FILE_TYPES: Readonly<Record<string, FileType>> = {
  png: image("image/png", "png"),
  jpg: image("image/jpeg", "jpeg"),
  jpeg: image("image/jpeg", "jpeg"),
  gif: image("image/gif", "gif"),
  webp: image("image/webp", "webp"),
  mp4: av("video/mp4", "isobmff"),
  mov: av("video/quicktime", "isobmff"),
  webm: av("video/webm", "ebml"),
  mp3: av("audio/mpeg", "mp3"),
  wav: av("audio/wav", "wav"),
  ogg: av("audio/ogg", "ogg"),
  m4a: av("audio/mp4", "isobmff"),
  pdf: { mime: "application/pdf", inline: true, media: false, signatures: ["pdf"] },
  doc: office("application/msword", "ole"),
  xls: office("application/vnd.ms-excel", "ole"),
  ppt: office("application/vnd.ms-powerpoint", "ole"),
  docx: office("application/vnd.openxmlformats-officedocument.wordprocessingml.document", "ooxml"),
  xlsx: office("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "ooxml"),
  pptx: office("application/vnd.openxmlformats-officedocument.presentationml.presentation", "ooxml"),
};

export const ALLOWED_EXTENSIONS = Object.keys(FILE_TYPES);

/** How many leading bytes `matchesSignature` wants to see (OOXML names its parts early). */
export const SNIFF_BYTES = 64 * 1024;

const ascii = (head: Uint8Array, offset: number, text: string) =>
  head.length >= offset + text.length && [...text].every((c, i) => head[offset + i] === c.charCodeAt(0));
const bytes = (head: Uint8Array, offset: number, values: number[]) => values.every((v, i) => head[offset + i] === v);

function isMp3(head: Uint8Array): boolean {
  if (ascii(head, 0, "ID3")) return true;
  const [first, second] = head;
  return first === 0xff && second !== undefined && (second & 0xe0) === 0xe0;
}

const MATCHERS: Record<Signature, (head: Uint8Array) => boolean> = {
  png: (h) => bytes(h, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: (h) => bytes(h, 0, [0xff, 0xd8, 0xff]),
  gif: (h) => ascii(h, 0, "GIF87a") || ascii(h, 0, "GIF89a"),
  webp: (h) => ascii(h, 0, "RIFF") && ascii(h, 8, "WEBP"),
  wav: (h) => ascii(h, 0, "RIFF") && ascii(h, 8, "WAVE"),
  mp3: isMp3,
  ogg: (h) => ascii(h, 0, "OggS"),
  isobmff: (h) => ascii(h, 4, "ftyp"),
  ebml: (h) => bytes(h, 0, [0x1a, 0x45, 0xdf, 0xa3]),
  pdf: (h) => ascii(h, 0, "%PDF-"),
  ole: (h) => bytes(h, 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  ooxml: (h) => bytes(h, 0, [0x50, 0x4b, 0x03, 0x04]) && Buffer.from(h).includes("[Content_Types].xml"),
};

/** The lower-case extension of a file name, if it has one. */
export function extensionOf(fileName: string): string | undefined {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(fileName.trim());
  return match?.[1]?.toLowerCase();
}

/** Whether the first bytes of a file are what its (allowed) extension claims. */
export function matchesSignature(type: FileType, head: Uint8Array): boolean {
  return type.signatures.some((signature) => MATCHERS[signature](head));
}
