/**
 * Starts a download through a temporary link (docs/api.md#in-the-browser-only). Same-origin and data: URLs save under
 * `fileName`; the browser opens other origins' files in a new tab, as it ignores `download` there.
 */
export function downloadFromUrl(href: string, fileName = ""): void {
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.target = "_blank";
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
}
