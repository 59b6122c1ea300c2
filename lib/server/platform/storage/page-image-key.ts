import "server-only";
import { UPLOAD_NAME } from "./upload-name";

/**
 * Where a rendered page image is stored: `pages/{fileName}/{page}-{width}.webp` (docs/pages.md).
 * Only keys of a name this app generated, a positive page and a whole width exist.
 */
export function pageImageKey(fileName: string, page: number, width: number): string {
  if (!UPLOAD_NAME.test(fileName) || !Number.isInteger(page) || page < 1 || !Number.isInteger(width) || width < 1)
    throw new Error(`Not a page image: ${fileName} page ${page} width ${width}`);
  return `pages/${fileName}/${page}-${width}.webp`;
}
