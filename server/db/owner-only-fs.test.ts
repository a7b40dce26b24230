import { lstat, readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tempFolder } from "../../tests/support/databases.ts";
import { groupAndOtherBits } from "./owner-only-fs.ts";
import { openPgliteClient } from "./pglite-client.ts";

describe.skipIf(process.platform === "win32")("PGlite's files on disk", () => {
  let scratch: Awaited<ReturnType<typeof tempFolder>>;
  let umask: number;
  beforeEach(async () => {
    scratch = await tempFolder("owner-only-fs-");
    umask = process.umask();
  });
  afterEach(async () => {
    process.umask(umask);
    await scratch.remove();
  });

  it("are its owner's alone, even in a process whose umask would leave every file open", { timeout: 120_000 }, async () => {
    // PostgreSQL creates its files 0666 and Emscripten sets that mode itself: the umask is not what keeps them private.
    process.umask(0);
    const folder = join(scratch.path, "pglite");
    const client = await openPgliteClient(folder);
    try {
      await client.exec("create table secrets (value text); insert into secrets values ('signing key'); checkpoint;");
    } finally {
      await client.close();
    }
    const open: string[] = [];
    for (const entry of ["", ...(await readdir(folder, { recursive: true }))]) {
      const stats = await lstat(join(folder, entry));
      if ((stats.mode & groupAndOtherBits) !== 0) open.push(`${(stats.mode & 0o777).toString(8)} ${entry}`);
    }
    expect(open).toEqual([]);
  });
});
