import path from "node:path";
import { fileURLToPath } from "node:url";

// A separate, minimal Next.js app for the benchmark baseline; it resolves `next` from the repository.
// It sends the same response headers as the portal's next.config.mjs, so both pay the same for them.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
];
const nextConfig = {
  poweredByHeader: false,
  turbopack: { root },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};
export default nextConfig;
