import "server-only";

/** "m:ss" (or "h:mm:ss"), as the portal shows durations. */
export function formatMediaDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/**
 * The duration of a WAV file from its header: the data chunk's size over the byte rate of the fmt
 * chunk. Other formats need a real parser and get null.
 */
export function wavDuration(head: Uint8Array, fileSize: number): string | null {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  let byteRate = 0;
  let offset = 12;
  while (offset + 8 <= head.length) {
    const id = String.fromCharCode(...head.subarray(offset, offset + 4));
    const size = view.getUint32(offset + 4, true);
    if (id === "fmt " && offset + 16 <= head.length) byteRate = view.getUint32(offset + 16, true);
    if (id === "data") {
      if (!byteRate) return null;
      const dataBytes = Math.min(size, fileSize - offset - 8);
      return formatMediaDuration(dataBytes / byteRate);
    }
    offset += 8 + size + (size % 2);
  }
  return null;
}

/**
 * The seconds of a duration as an asset stores it: "m:ss" or "h:mm:ss" (as `formatMediaDuration` writes
 * them and admins type them), or whole seconds ("95"). Null for anything else, or for zero: the
 * length is then unknown.
 */
export function durationSeconds(text: string | null): number | null {
  const match = /^\s*(?:(?:(\d+):)?(\d+):)?(\d+)\s*$/.exec(text ?? "");
  if (!match) return null;
  const [hours = 0, minutes = 0, seconds = 0] = match.slice(1).map((part) => Number(part ?? 0));
  if (match[2] !== undefined && seconds >= 60) return null;
  if (match[1] !== undefined && minutes >= 60) return null;
  const total = hours * 3600 + minutes * 60 + seconds;
  return total > 0 ? total : null;
}
