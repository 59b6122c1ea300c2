import { insertAtCursor } from "@/components/templates/insert-at-cursor";

const ASSET = "Price List 2026: http://localhost:3000/samples/price-list-2026.pdf";
const LINK = "http://localhost:3000/go/abc";

/** Inserts at the cursor the previous insert left, as the builder does. */
function insertAll(text: string, cursor: number, ...insertions: string[]) {
  return insertions.reduce(
    (result, insertion) => insertAtCursor(result.text, insertion, result.cursor, result.cursor),
    { text, cursor },
  );
}

test("an asset and then a tracked link after a line each stand on their own line", () => {
  const start = "Here are the links:\n";
  const result = insertAll(start, start.length, ASSET, LINK);
  expect(result.text).toBe(`Here are the links:\n${ASSET}\n${LINK}`);
  expect(result.cursor).toBe(result.text.length);
});

test("right after a word the insert starts a new line", () => {
  expect(insertAtCursor("Here are the links:", LINK, 19, 19)).toEqual({
    text: `Here are the links:\n${LINK}`,
    cursor: 20 + LINK.length,
  });
});

test("inside a word it is set apart on both sides and the cursor goes past the break after it", () => {
  const text = "for our students";
  const at = "for our ".length;
  expect(insertAtCursor(text, LINK, at, at)).toEqual({
    text: `for our ${LINK}\nstudents`,
    cursor: at + LINK.length + 1,
  });
  expect(insertAtCursor("abcdef", LINK, 3, 3).text).toBe(`abc\n${LINK}\ndef`);
});

test("whitespace already around the cursor is enough", () => {
  expect(insertAtCursor("Click: ", LINK, 7, 7)).toEqual({ text: `Click: ${LINK}`, cursor: 7 + LINK.length });
  expect(insertAtCursor("Start\nEnd", ASSET, 6, 6).text).toBe(`Start\n${ASSET}\nEnd`);
  expect(insertAtCursor("See \n", LINK, 4, 4).text).toBe(`See ${LINK}\n`);
  expect(insertAtCursor("", LINK, 0, 0)).toEqual({ text: LINK, cursor: LINK.length });
});

test("a selection is replaced, and out-of-range positions are clamped to the text", () => {
  expect(insertAtCursor("Visit [link] today", LINK, 6, 12)).toEqual({
    text: `Visit ${LINK} today`,
    cursor: 6 + LINK.length,
  });
  expect(insertAtCursor("Thanks", LINK, 99, 120).text).toBe(`Thanks\n${LINK}`);
  expect(insertAtCursor("Thanks", LINK, -5, -1).text).toBe(`${LINK}\nThanks`);
});
