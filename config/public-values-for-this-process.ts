import { installPublicValues, publicValuesFromEnvironment } from "./runtime-public-values.ts";

// The public values are read when a process starts, never compiled into a bundle
// (docs/decisions/027-public-values-at-start.md). The build's process prerenders the pages
// (and renders them in development), so it reads them as the server does. Imported first
// by vite.config.ts, so that they are installed before any module that reads them loads.
installPublicValues(publicValuesFromEnvironment());
