/** Puts text on the clipboard; rejects where the clipboard is unavailable or the browser refuses. */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator === "undefined" || !navigator.clipboard) throw new Error("The clipboard is not available");
  await navigator.clipboard.writeText(text);
}
