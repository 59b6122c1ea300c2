// A valid PDF of N A4 pages (a coloured box, a line and the page number in text), written byte by
// byte so the benches need no fixture file; the same shape as tests/helpers/pdf-fixtures.ts.
export function samplePdf(pageCount) {
  const objects = ["<< /Type /Catalog /Pages 2 0 R >>", ""];
  const kids = [];
  objects.push("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
  for (let page = 1; page <= pageCount; page++) {
    const pageId = objects.length + 1;
    kids.push(`${pageId} 0 R`);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> ` +
        `/Contents ${pageId + 1} 0 R >>`,
    );
    const content =
      `0.${(page * 37) % 100} 0.3 0.6 rg 60 560 475 200 re f\n` +
      `0 0 0 rg BT /F1 36 Tf 72 480 Td (Page ${page} of ${pageCount}) Tj ET\n0 0 1 RG 4 w 72 100 m 520 380 l S`;
    objects.push(`<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(" ")}] /Count ${pageCount} >>`;
  let out = "%PDF-1.4\n";
  const offsets = objects.map((body, index) => {
    const offset = Buffer.byteLength(out, "latin1");
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
