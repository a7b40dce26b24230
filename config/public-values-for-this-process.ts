import { installPublicValues, publicValuesFromEnvironment } from "./runtime-public-values.ts";

// The public values are read when a process starts, never compiled into a bundle
// (docs/decisions/027-public-values-at-start.md). Imported first by every entry whose
// modules read them as they load (vite.config.ts, which prerenders the pages; the server;
// `npm run content`), so that they are installed before any such module loads.
try {
  installPublicValues(publicValuesFromEnvironment());
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
