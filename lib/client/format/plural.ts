const COUNT = new Intl.NumberFormat("en-US");

/** A count with its noun in the right number: "1 brand", "3 brands", "2 link previews"; never "brand(s)". */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${COUNT.format(count)} ${count === 1 ? one : other}`;
}
