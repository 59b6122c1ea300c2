import { call } from "./portal";

interface Manifest {
  name: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string }[];
}

test.each([
  ["/favicon.ico", "image/x-icon"],
  ["/icon.svg", "image/svg+xml"],
  ["/apple-icon.png", "image/png"],
])("%s is served to a signed-out visitor as %s", async (path, type) => {
  const response = await call(path);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe(type);
  expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
});

test("the web manifest names the portal, has a theme color, and its icons are served", async () => {
  const response = await call("/manifest.webmanifest");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({ name: "Sales Rep Portal", theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i) });
  expect(manifest.icons.length).toBeGreaterThan(0);
  for (const icon of manifest.icons) {
    const served = await call(icon.src);
    expect([icon.src, served.status, served.headers.get("content-type")]).toEqual([icon.src, 200, icon.type]);
  }
});

test("pages link the icon, the apple-touch icon and the manifest", async () => {
  const html = await (await call("/login")).text();
  expect(html).toMatch(/<link rel="icon" href="\/favicon\.ico\?[^"]*"[^>]* type="image\/x-icon"/);
  expect(html).toMatch(/<link rel="icon" href="\/icon\.svg\?[^"]*"[^>]* type="image\/svg\+xml"/);
  expect(html).toMatch(/<link rel="apple-touch-icon" href="\/apple-icon\.png\?[^"]*"[^>]* sizes="180x180"/);
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
});
