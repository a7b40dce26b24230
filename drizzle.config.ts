import { defineConfig } from "drizzle-kit";

// Used by `npm run db:generate` only; the server applies the committed migrations itself.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
});
