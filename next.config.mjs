/** @type {import('next').NextConfig} */
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // SAMEORIGIN, not DENY: the public share page shows our own PDFs in a frame.
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
  // Every powerful feature off but fullscreen, which the share page's video player offers.
  {
    key: "Permissions-Policy",
    value: [
      "accelerometer=()",
      "autoplay=()",
      "browsing-topics=()",
      "camera=()",
      "display-capture=()",
      "fullscreen=(self)",
      "geolocation=()",
      "gyroscope=()",
      "hid=()",
      "magnetometer=()",
      "microphone=()",
      "midi=()",
      "payment=()",
      "publickey-credentials-get=()",
      "serial=()",
      "usb=()",
      "xr-spatial-tracking=()",
    ].join(", "),
  },
];

/** HSTS, sent where the request came over https (scripts/start.mjs sends it when SITE_URL is https). */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

const nextConfig = {
  poweredByHeader: false,
  // `npm test` type-checks the whole tree in a step of its own (tsc --noEmit) and sets this for its
  // build, which would check the same files again (20 s); every other build, Vercel's too, checks.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPE_CHECK === "true" },
  reactStrictMode: true,
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled; so do the
  // page renderer's packages (native canvas and libvips builds, pdf.js's fonts), which only its
  // worker thread loads (docs/pages.md#rendering).
  serverExternalPackages: ["@electric-sql/pglite", "pdfjs-dist", "@napi-rs/canvas", "sharp"],
  // jose is ESM-only; next/jest transforms what is listed here.
  transpilePackages: ["jose"],
  // Migrations are read from disk at start-up, and the page renderer's worker thread is loaded from
  // disk with what it imports; make sure serverless bundles carry them.
  outputFileTracingIncludes: {
    "/**": ["./lib/server/platform/db/migrations/**/*"],
    "/api/**": [
      "./lib/server/pages/render-worker.mjs",
      "./node_modules/pdfjs-dist/{package.json,legacy/build/pdf.mjs,legacy/build/pdf.worker.mjs}",
      "./node_modules/pdfjs-dist/{standard_fonts,cmaps,wasm,iccs}/**/*",
      "./node_modules/@napi-rs/canvas*/**/*",
      "./node_modules/sharp/**/*",
      "./node_modules/@img/**/*",
    ],
  },
  // A path no route matches under the folders the request gate skips (SKIPPED_PATH in proxy.ts, but
  // the API and auth service, which answer their own 404) gets a not-found page with its own
  // Content-Security-Policy; the gate's not-found page would render there without one. Fallback
  // rewrites apply only after every page and route handler failed to match.
  async rewrites() {
    return {
      fallback: [{ source: "/:folder(go|asset|r|uploads|samples|icons)/:rest*", destination: "/page-not-found" }],
    };
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      {
        // Vercel and a TLS-terminating proxy say so in X-Forwarded-Proto; a client writing it over
        // plain http gains nothing (browsers ignore HSTS there).
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [{ key: "Strict-Transport-Security", value: STRICT_TRANSPORT_SECURITY }],
      },
    ];
  },
};

export default nextConfig;
