/** The text with `insertion` put in place of the selection [start, end), and where the cursor goes after it. */
export function insertAtCursor(text: string, insertion: string, start: number, end: number): { text: string; cursor: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + insertion + text.slice(to), cursor: from + insertion.length };
}
