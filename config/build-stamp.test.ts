import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildInputs, buildStamp, readStamp, removeStamp, writeStamp } from "./build-stamp.ts";

describe("the build's stamp", () => {
  let root: string;

  beforeAll(async () => {
    // A project of a few files in the places the build reads.
    root = await mkdtemp(join(tmpdir(), "build-stamp-"));
    for (const file of ["package.json", "package-lock.json", "vite.config.ts"]) await writeFile(join(root, file), `// ${file}\n`);
    await cp(join(import.meta.dirname, "public-env.ts"), join(root, "config", "public-env.ts"), { recursive: true });
    await writeFile(join(root, "config", "public-env.test.ts"), "// a test\n");
    await cp(join(import.meta.dirname, "public-env.ts"), join(root, "app", "content", "site.ts"), { recursive: true });
    await writeFile(join(root, "app", "README.md"), "notes\n");
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("lists the configuration, the lockfile and the source files, not tests or notes", async () => {
    expect(await buildInputs(root)).toEqual([
      "app/content/site.ts",
      "config/public-env.ts",
      "package-lock.json",
      "package.json",
      "react-router.config.ts",
      "tsconfig.json",
      "vite.config.ts",
    ]);
  });

  it("stays the same for the same files and changes with a source file, the lockfile or NODE_ENV", async () => {
    const env = { NODE_ENV: "production" };
    const first = await buildStamp(root, env);
    expect(await buildStamp(root, env)).toBe(first);
    // The public values are applied at start: they are no part of the stamp.
    expect(await buildStamp(root, { ...env, BRAND_NAME: "Annat", SITE_URL: "https://example.se" })).toBe(first);
    expect(await buildStamp(root, {})).not.toBe(first);

    await writeFile(join(root, "config", "public-env.test.ts"), "// another test\n");
    expect(await buildStamp(root, env)).toBe(first);
    await writeFile(join(root, "app", "content", "site.ts"), "export const site = {};\n");
    const edited = await buildStamp(root, env);
    expect(edited).not.toBe(first);
    await writeFile(join(root, "package-lock.json"), "{}\n");
    expect(await buildStamp(root, env)).not.toBe(edited);
  });

  it("is kept in the build folder and removed before a build", async () => {
    expect(await readStamp(root)).toBeUndefined();
    await writeStamp(root, "abc");
    expect(await readStamp(root)).toBe("abc");
    await removeStamp(root);
    expect(await readStamp(root)).toBeUndefined();
  });
});
