/** @type {import('next').NextConfig} */
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // SAMEORIGIN, not DENY: the public share page shows our own PDFs in a frame.
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
];

const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite"],
  // jose is ESM-only; next/jest transforms what is listed here.
  transpilePackages: ["jose"],
  // Migrations are read from disk at start-up; make sure serverless bundles carry them.
  outputFileTracingIncludes: { "/**": ["./lib/server/db/migrations/**/*"] },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
