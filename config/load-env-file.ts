import { existsSync } from "node:fs";
import { join } from "node:path";

/** Reads `.env` from the project root, if there is one; real environment variables win. */
export function loadEnvFile(root = join(import.meta.dirname, "..")) {
  const file = join(root, ".env");
  if (!existsSync(file)) return;
  const before = { ...process.env };
  process.loadEnvFile(file);
  Object.assign(process.env, before);
}
