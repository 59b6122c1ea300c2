import { config } from "zod/v4/core";

// Runs before the app's own code in the browser. zod would otherwise probe `new Function` once to
// speed up parsing, which the pages' Content-Security-Policy (no eval) reports as a violation.
config({ jitless: true });
