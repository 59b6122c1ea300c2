import "server-only";
import type { FileType, Signature } from "@/lib/contract/asset-file-type";

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

/** Whether the first bytes of a file are what its (allowed) extension claims. */
export function matchesSignature(type: FileType, head: Uint8Array): boolean {
  return type.signatures.some((signature) => MATCHERS[signature](head));
}
