import "server-only";

export type CsvValue = string | number | boolean | Date | null | undefined;

/**
 * One CSV field (RFC 4180). Every text is quoted: a spreadsheet whose list separator is `;` splits
 * a bare `a;=cmd…` there and runs the second part as a formula (docs/security.md, "CSV exports").
 * A text that would start a formula (=, +, -, @, tab, CR at the start) also gets a leading apostrophe.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== "string") return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

export const csvLine = (values: CsvValue[]): string => `${values.map(csvField).join(",")}\r\n`;

/**
 * A CSV download streamed batch by batch: the header row, then each batch as it is read, so a
 * large export never sits in memory. A failure midway ends the stream with an error (the
 * download is then visibly incomplete rather than silently short).
 */
export function csvResponse(filename: string, header: string[], batches: AsyncIterable<CsvValue[][]>): Response {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // The header is the export's own fixed names, so it stays bare.
      controller.enqueue(encoder.encode(`\uFEFF${header.join(",")}\r\n`));
    },
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value.map(csvLine).join("")));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
