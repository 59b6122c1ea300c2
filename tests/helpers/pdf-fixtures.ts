/**
 * Small PDFs written byte by byte for the page renderer's tests (no fixture files, no network):
 * N A4 pages of text and shapes, one that needs a password to open, and one that is damaged.
 */

interface PdfObject {
  body: string;
}

/** Joins numbered objects into a PDF with a correct cross-reference table. */
function assemble(objects: PdfObject[], trailerExtra = ""): Uint8Array {
  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${index + 1} 0 obj\n${object.body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, "latin1"));
}

const stream = (content: string): PdfObject => ({
  body: `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
});

function pageObjects(pageCount: number, firstId: number): { kids: number[]; objects: PdfObject[] } {
  const kids: number[] = [];
  const objects: PdfObject[] = [];
  const fontId = firstId;
  objects.push({ body: "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>" });
  for (let page = 1; page <= pageCount; page++) {
    const pageId = firstId + objects.length;
    kids.push(pageId);
    const resources = `/Resources << /Font << /F1 ${fontId} 0 R >> >>`;
    objects.push({
      body: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ${resources} /Contents ${pageId + 1} 0 R >>`,
    });
    const hue = (page * 37) % 100;
    objects.push(
      stream(
        `0.${hue} 0.3 0.6 rg 60 560 475 200 re f\n` +
          `0 0 0 rg BT /F1 36 Tf 72 480 Td (Page ${page} of ${pageCount}) Tj ET\n` +
          `BT /F1 12 Tf 72 440 Td (Brochure text for the renderer's tests.) Tj ET\n0 0 1 RG 4 w 72 100 m 520 380 l S`,
      ),
    );
  }
  return { kids, objects };
}

/** A valid PDF of `pageCount` A4 pages, each with a coloured box, a line and its number in text. */
export function pdfWithPages(pageCount: number): Uint8Array {
  const { kids, objects } = pageObjects(pageCount, 3);
  return assemble([
    { body: "<< /Type /Catalog /Pages 2 0 R >>" },
    { body: `<< /Type /Pages /Kids [${kids.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageCount} >>` },
    ...objects,
  ]);
}

/**
 * A PDF that needs a password to open: the standard security handler with a user-password check
 * value that the empty password does not match, as a file locked with a real password has.
 */
export function encryptedPdf(): Uint8Array {
  const { kids, objects } = pageObjects(1, 4);
  const hex32 = (byte: string) => `<${byte.repeat(32)}>`;
  return assemble(
    [
      { body: "<< /Type /Catalog /Pages 2 0 R >>" },
      { body: `<< /Type /Pages /Kids [${kids.map((id) => `${id} 0 R`).join(" ")}] /Count 1 >>` },
      { body: `<< /Filter /Standard /V 1 /R 2 /O ${hex32("7a")} /U ${hex32("3c")} /P -44 >>` },
      ...objects,
    ],
    `/Encrypt 3 0 R /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>] `,
  );
}

/** Starts like a PDF (so the upload's content check accepts it) but holds no readable document. */
export function damagedPdf(): Uint8Array {
  const noise = Buffer.alloc(4096);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + 13) % 251;
  return new Uint8Array(Buffer.concat([Buffer.from("%PDF-1.7\n", "latin1"), noise]));
}
