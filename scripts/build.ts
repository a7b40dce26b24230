/**
 * `npm run build`: the production build into BUILD_DIR (build/), with a stamp of what it
 * was made from (config/build-stamp.ts). `npm start` runs it with --if-changed: no build
 * when the stamp is the same, so a second start serves at once. The public values are
 * not in the stamp: the server applies them at start (docs/decisions/027-public-values-at-start.md).
 *
 *   node scripts/build.ts [--if-changed]
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { buildStamp, readStamp, removeStamp, writeStamp } from "../config/build-stamp.ts";

const root = join(import.meta.dirname, "..");
const buildDir = resolve(root, process.env.BUILD_DIR ?? "build");
const ifChanged = process.argv.includes("--if-changed");

const started = performance.now();
const stamp = await buildStamp(root);
const complete = existsSync(join(buildDir, "server", "index.js")) && existsSync(join(buildDir, "client", "index.html"));
if (ifChanged && complete && (await readStamp(buildDir)) === stamp) {
  console.log(`Bygget i ${buildDir} är aktuellt: inget i källkoden eller beroendena har ändrats sedan det byggdes.`);
  process.exit(0);
}

await removeStamp(buildDir);
// This Node (24, the project's), whatever `node` the machine's PATH names.
const cli = join(root, "node_modules", "@react-router", "dev", "bin.cjs");
const build = spawnSync(process.execPath, [cli, "build"], { cwd: root, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
await writeStamp(buildDir, stamp);
console.log(`Byggt på ${((performance.now() - started) / 1000).toFixed(0)} s.`);
