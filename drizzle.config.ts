import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` is used: it reads the schema and writes SQL, touching no database.
// Migrations are applied by the app at start-up (lib/server/platform/db/client.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/server/platform/db/schema/index.ts",
  out: "./lib/server/platform/db/migrations",
});
