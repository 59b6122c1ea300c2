const WHITESPACE = /\s/;

/** Whether the character is missing (start or end of the text) or whitespace. */
const separated = (char: string | undefined) => char === undefined || WHITESPACE.test(char);

/**
 * The text with `insertion` put in place of the selection [start, end), and where the cursor goes
 * after it. The insertion never glues onto the text around it: where the neighboring character is
 * not whitespace, a line break is added on that side, so an inserted link stands on its own line.
 * The cursor goes past the insertion and the break after it.
 */
export function insertAtCursor(
  text: string,
  insertion: string,
  start: number,
  end: number,
): { text: string; cursor: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const before = text.slice(0, from);
  const after = text.slice(to);
  const inserted = `${separated(before.at(-1)) ? "" : "\n"}${insertion}${separated(after[0]) ? "" : "\n"}`;
  return { text: before + inserted + after, cursor: from + inserted.length };
}
