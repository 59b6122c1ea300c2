import { countOf } from "@/lib/client/format/plural";

test.each([
  [0, "brand", undefined, "0 brands"],
  [1, "brand", undefined, "1 brand"],
  [2, "user", undefined, "2 users"],
  [1_500, "visit", undefined, "1,500 visits"],
  [1, "visit of your own", "visits of your own", "1 visit of your own"],
  [3, "visit of your own", "visits of your own", "3 visits of your own"],
])('countOf(%i, %p, %p) reads %p, never a "(s)" plural', (count, one, other, text) => {
  expect(countOf(count, one, other)).toBe(text);
});
