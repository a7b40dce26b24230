import { chmod, mkdir, readdir, stat, symlink } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tempFolder } from "../../tests/support/databases.ts";
import { openDatabase, pgliteFolderName } from "./open-database.ts";
import { DataDirOpenError, makeDataDirPrivate } from "./private-data-dir.ts";

const mode = async (path: string) => (await stat(path)).mode & 0o777;

describe.skipIf(process.platform === "win32")("the embedded database's data folder", () => {
  let scratch: Awaited<ReturnType<typeof tempFolder>>;
  let umask: number;
  beforeEach(async () => {
    scratch = await tempFolder("private-data-dir-");
    umask = process.umask();
  });
  afterEach(async () => {
    process.umask(umask);
    await scratch.remove();
  });

  it("is created for the server's user alone, the folders above it too, and the files made after it are private", async () => {
    process.umask(0o022);
    const dataDir = join(scratch.path, "var", "data");
    await makeDataDirPrivate(dataDir);
    expect(await mode(dataDir)).toBe(0o700);
    expect(await mode(join(scratch.path, "var"))).toBe(0o700);
    expect(process.umask()).toBe(0o077);
  });

  it("stops the start when its group or others may read, write or enter it, naming the command that closes it, in Swedish and English", async () => {
    for (const open of [0o755, 0o750, 0o701, 0o702]) {
      const dataDir = join(scratch.path, `open-${open.toString(8)}`);
      await mkdir(dataDir);
      await chmod(dataDir, open);
      const refused = makeDataDirPrivate(dataDir);
      await expect(refused).rejects.toThrow(DataDirOpenError);
      await expect(refused).rejects.toThrow(`Databasmappen ${dataDir} är öppen för andra användare än serverns (rättigheter ${open.toString(8)})`);
      await expect(refused).rejects.toThrow(`The database folder ${dataDir} is open to users other than the server's (mode ${open.toString(8)})`);
      await expect(refused).rejects.toThrow(`chmod -R go-rwx ${dataDir}`);
    }
  });

  it("stops the start when the database's own folder links to an open folder on another disk", async () => {
    const elsewhere = join(scratch.path, "other disk");
    await mkdir(elsewhere);
    await chmod(elsewhere, 0o755);
    const dataDir = join(scratch.path, "data");
    await mkdir(dataDir, { mode: 0o700 });
    await symlink(elsewhere, join(dataDir, pgliteFolderName));
    const pgliteFolder = join(dataDir, pgliteFolderName);
    await expect(makeDataDirPrivate(dataDir, [pgliteFolder])).rejects.toThrow(`chmod -R go-rwx ${pgliteFolder}`);
    // A path with a space is quoted for the shell.
    await expect(makeDataDirPrivate(elsewhere)).rejects.toThrow(`chmod -R go-rwx '${elsewhere}'`);
  });

  it("lets a folder inside pass whatever its mode, behind a data folder no other user enters", async () => {
    const dataDir = join(scratch.path, "data");
    const pgliteFolder = join(dataDir, pgliteFolderName);
    await mkdir(pgliteFolder, { recursive: true, mode: 0o700 });
    await chmod(pgliteFolder, 0o755);
    await expect(makeDataDirPrivate(dataDir, [pgliteFolder])).resolves.toBeUndefined();
  });

  it("is refused by openDatabase before anything is written in it, by the server and the command lines alike", async () => {
    const dataDir = join(scratch.path, "data");
    await mkdir(dataDir);
    await chmod(dataDir, 0o755);
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirOpenError);
    expect(await readdir(dataDir)).toEqual([]);
  });
});
