import "server-only";

/** A body longer than its endpoint's limit: answered 413 as soon as the limit is passed. */
export class BodyTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`The request body is larger than ${maxBytes} bytes.`);
    this.name = "BodyTooLarge";
  }
}

/**
 * The request body as text, read chunk by chunk and abandoned once it passes `maxBytes` (a declared
 * Content-Length over the limit is refused before anything is read), so a huge body costs at most
 * the limit in memory and time. Invalid UTF-8 becomes U+FFFD, as `request.text()` does.
 */
export async function readCappedText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > maxBytes) throw new BodyTooLarge(maxBytes);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
