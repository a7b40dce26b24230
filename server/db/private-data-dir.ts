import { lstat, mkdir, stat } from "node:fs/promises";
import { groupAndOtherBits } from "./owner-only-fs.ts";

/** A folder of the embedded database that users other than the server's can read, write or enter. */
export class DataDirOpenError extends Error {
  constructor(folder: string, mode: number) {
    const octal = (mode & 0o777).toString(8);
    const fix = `chmod -R go-rwx ${shellWord(folder)}`;
    super(
      `Databasmappen ${folder} är öppen för andra användare än serverns (rättigheter ${octal}): de kan läsa ` +
        `kundernas uppgifter, sessionerna och nycklarna som inloggningarna signeras med. Stäng den med \`${fix}\` och starta igen.\n` +
        `The database folder ${folder} is open to users other than the server's (mode ${octal}): they can read ` +
        `the customers' data, the sessions and the keys that sign the sign-ins. Close it with \`${fix}\` and start again.`,
    );
    this.name = "DataDirOpenError";
  }
}

/**
 * Makes the data folder the embedded database's alone before it opens (issue 36, item 3):
 * the process's files from now on are its user's only (umask 077: the lock, the command
 * socket; PGlite's own files are kept so by owner-only-fs.ts), a new folder is created
 * 0700, and a folder that its group or others may read, write or enter stops the start.
 *
 * That is the data folder itself, the one door to everything in it, and each of `linked`
 * (the database's own folder) that is a symbolic link: the folder it leads to, on another
 * disk perhaps, is reached without passing that door. The files inside are not walked:
 * no other user gets past a folder 0700, and the message's `chmod -R` closes them all.
 */
export async function makeDataDirPrivate(dataDir: string, linked: readonly string[] = []): Promise<void> {
  process.umask(0o077);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  // Windows has no such modes: what Node reports there says nothing of who may read.
  if (process.platform === "win32") return;
  await refuseOpen(dataDir);
  for (const folder of linked) {
    const entry = await lstat(folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return undefined;
      throw error;
    });
    if (entry?.isSymbolicLink()) await refuseOpen(folder);
  }
}

async function refuseOpen(folder: string) {
  const { mode } = await stat(folder);
  if ((mode & groupAndOtherBits) !== 0) throw new DataDirOpenError(folder, mode);
}

/** A path as one word of a POSIX shell command, quoted only when it needs to be. */
function shellWord(path: string): string {
  return /^[\w./@%+=:,-]+$/.test(path) ? path : `'${path.replaceAll("'", `'\\''`)}'`;
}
