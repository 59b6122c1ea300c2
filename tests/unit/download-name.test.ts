import { contentDisposition, downloadFileName } from "@/lib/server/platform/storage/download-name";

const STORED = "5b0c6a52-1111-4111-8111-111111111111.pdf";

describe("downloadFileName", () => {
  test("the title with the stored file's extension, not added twice", () => {
    expect(downloadFileName("Price List 2026", STORED)).toBe("Price List 2026.pdf");
    expect(downloadFileName("price-list-2026.PDF", STORED)).toBe("price-list-2026.PDF");
    expect(downloadFileName("Slides v1.2", "5b0c6a52-1111-4111-8111-111111111111.pptx")).toBe("Slides v1.2.pptx");
  });

  test("separators, reserved characters and control characters never reach the name", () => {
    expect(downloadFileName("../../etc/passwd", STORED)).toBe(".. .. etc passwd.pdf");
    expect(downloadFileName('Q3: "Final" <draft>?', STORED)).toBe("Q3 Final draft.pdf");
    expect(downloadFileName("Line\r\nbreak\u0000", STORED)).toBe("Line break.pdf");
    expect(downloadFileName("Trailing dots...", STORED)).toBe("Trailing dots.pdf");
  });

  test("no usable title: the stored name", () => {
    expect(downloadFileName(undefined, STORED)).toBe(STORED);
    expect(downloadFileName(" /// ", STORED)).toBe(STORED);
  });

  test("a long title is shortened without splitting a character", () => {
    const name = downloadFileName(`${"a".repeat(119)}😀😀`, STORED);
    expect(name).toBe(`${"a".repeat(119)}😀.pdf`);
  });
});

describe("contentDisposition", () => {
  test("plain ASCII names are the same in both parameters", () => {
    expect(contentDisposition("attachment", "Price List 2026.pdf")).toBe(
      `attachment; filename="Price List 2026.pdf"; filename*=UTF-8''Price%20List%202026.pdf`,
    );
  });

  test("other names: an ASCII stand-in, and the exact name percent-encoded as UTF-8 (RFC 5987)", () => {
    expect(contentDisposition("inline", "Händler (neu)*'s.pdf")).toBe(
      `inline; filename="H_ndler (neu)*'s.pdf"; filename*=UTF-8''H%C3%A4ndler%20%28neu%29%2A%27s.pdf`,
    );
    expect(contentDisposition("attachment", 'say "hi" \\ bye.pdf')).toBe(
      `attachment; filename="say \\"hi\\" \\\\ bye.pdf"; filename*=UTF-8''say%20%22hi%22%20%5C%20bye.pdf`,
    );
  });

  test("the header is always valid for the Fetch API (no line breaks or non-Latin-1 bytes)", () => {
    expect(
      () => new Headers({ "Content-Disposition": contentDisposition("attachment", "日本語\r\n.pdf") }),
    ).not.toThrow();
  });
});
