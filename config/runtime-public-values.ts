import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { loadEnvFile } from "./load-env-file.ts";
import { type PublicEnv, publicEnvSchema, readPublicEnv } from "./public-env.ts";

/*
 * The public values (brand, contact details, SITE_URL, links) are read when a process
 * starts, never compiled into a bundle (docs/decisions/027-public-values-at-start.md): the
 * app's code reads the global `__PUBLIC_ENV__` (app/env.d.ts), which the build's process
 * sets before it prerenders, the server before it loads the build, and each page's
 * inline script in the browser (app/components/layout/public-values.tsx).
 */

/** The public values of `.env` and the environment, real variables first. */
export function publicValuesFromEnvironment(): PublicEnv {
  loadEnvFile();
  return readPublicEnv(process.env);
}

const globalValues = globalThis as { __PUBLIC_ENV__?: PublicEnv };

/** Makes `values` what the app's code reads as `__PUBLIC_ENV__` in this process; returns them. */
export function installPublicValues(values: PublicEnv): PublicEnv {
  globalValues.__PUBLIC_ENV__ = values;
  return values;
}

/** The values installed in this process; fails when none are. */
export function installedPublicValues(): PublicEnv {
  const values = globalValues.__PUBLIC_ENV__;
  if (!values) throw new Error("No public values are installed in this process (config/runtime-public-values.ts)");
  return values;
}

/** Where a build records the values its pages were prerendered with: beside the client folder, never served. */
export function builtValuesFile(buildDir: string): string {
  return join(buildDir, "public-values.json");
}

export async function writeBuiltValues(buildDir: string, values: PublicEnv): Promise<void> {
  await writeFile(builtValuesFile(buildDir), `${JSON.stringify(values, null, 2)}\n`);
}

/**
 * The values a build's pages were prerendered with, or undefined for a build that did not
 * record them (made before they were recorded, or a test's build without pages).
 */
export async function readBuiltValues(buildDir: string): Promise<PublicEnv | undefined> {
  let text: string;
  try {
    text = await readFile(builtValuesFile(buildDir), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  return publicEnvSchema.parse(JSON.parse(text));
}

/** The names whose values differ between two sets, in the schema's order. */
export function changedValues(before: PublicEnv, after: PublicEnv): (keyof PublicEnv)[] {
  return (Object.keys(publicEnvSchema.shape) as (keyof PublicEnv)[]).filter((name) => before[name] !== after[name]);
}
