import { createHash } from "node:crypto";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";

/*
 * What a build is made from, as one hash: `npm start` builds only when it changed
 * (scripts/build.ts). The public values are not in it: a server applies them at start
 * (docs/decisions/027-public-values-at-start.md), so changing the brand or SITE_URL
 * needs no build.
 */

/** The files at the root that the build reads: its configuration and the locked dependencies. */
const rootFiles = ["package.json", "package-lock.json", "vite.config.ts", "react-router.config.ts", "tsconfig.json"];

/** The folders whose code or files end up in the build, or build it. */
const sourceFolders = ["app", "config", "contracts", "public", "server"];

/** Files there that no build reads: tests and notes. */
const notBuilt = /(\.test\.tsx?|\.md)$/;

/** Every file the build is made from, relative to the root, in a stable order. */
export async function buildInputs(root: string): Promise<string[]> {
  const files: string[] = [...rootFiles];
  for (const folder of sourceFolders) {
    const entries = await readdir(join(root, folder), { withFileTypes: true, recursive: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile() || notBuilt.test(entry.name)) continue;
      files.push(relative(root, join(entry.parentPath, entry.name)).split(sep).join("/"));
    }
  }
  return files.sort();
}

/**
 * The hash of every input file's content, the Node version and NODE_ENV: the same
 * stamp, the same build. Content rather than modification times, so a fresh clone or a
 * checkout of the same commit is the same build.
 */
export async function buildStamp(root: string, env: Record<string, string | undefined> = process.env): Promise<string> {
  const hash = createHash("sha256");
  hash.update(`node ${process.version}\nNODE_ENV=${env.NODE_ENV ?? ""}\n`);
  for (const file of await buildInputs(root)) {
    const content = await readFile(join(root, file)).catch(() => undefined);
    hash.update(`${file}\0${content ? createHash("sha256").update(content).digest("hex") : "missing"}\n`);
  }
  return hash.digest("hex");
}

/** Where a build keeps the stamp of what it was made from. */
export function stampFile(buildDir: string): string {
  return join(buildDir, "build-stamp.txt");
}

export async function readStamp(buildDir: string): Promise<string | undefined> {
  return (await readFile(stampFile(buildDir), "utf8").catch(() => undefined))?.trim();
}

export async function writeStamp(buildDir: string, stamp: string): Promise<void> {
  await writeFile(stampFile(buildDir), `${stamp}\n`);
}

/** Before a build: a build that fails half-way must not pass for the last good one. */
export async function removeStamp(buildDir: string): Promise<void> {
  await rm(stampFile(buildDir), { force: true });
}
