import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tempFolder } from "../../tests/support/databases.ts";
import { DataDirInUseError, lockDataDir, lockFileName } from "./data-dir-lock.ts";

let folder: Awaited<ReturnType<typeof tempFolder>>;
beforeEach(async () => {
  folder = await tempFolder("data-dir-lock-");
});
afterEach(() => folder.remove());

/** A real process that is alive until killed, to stand in for another server. */
function startOtherProcess() {
  const child = spawn("sleep", ["30"], { stdio: "ignore" });
  return {
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, "exit");
      child.kill();
      await exited;
    },
  };
}

function lockContent(pid: number) {
  return `${JSON.stringify({ pid, host: "other-host", since: "2026-01-01T00:00:00.000Z" })}\n`;
}

describe("lockDataDir", () => {
  it("refuses a second lock on the folder within one process, naming the folder in Swedish and English", async () => {
    const lock = await lockDataDir(folder.path);
    const second = lockDataDir(folder.path);
    await expect(second).rejects.toThrow(DataDirInUseError);
    await expect(second).rejects.toThrow(`Databasmappen ${folder.path} används redan av en annan server`);
    await expect(second).rejects.toThrow(`The database folder ${folder.path} is already in use by another server`);
    await lock.release();
  });

  it("lets only one of two opens started together in one process have the folder", async () => {
    const results = await Promise.allSettled([lockDataDir(folder.path), lockDataDir(folder.path)]);
    const held = results.filter((result) => result.status === "fulfilled");
    expect(held).toHaveLength(1);
    expect(results.find((result) => result.status === "rejected")?.reason).toBeInstanceOf(DataDirInUseError);
    await held[0]!.value.release();
  });

  it("refuses a folder whose lock names a process that is alive", async () => {
    const other = startOtherProcess();
    try {
      await writeFile(join(folder.path, lockFileName), lockContent(other.pid));
      await expect(lockDataDir(folder.path)).rejects.toThrow(`(process ${other.pid})`);
      expect(await readFile(join(folder.path, lockFileName), "utf8")).toBe(lockContent(other.pid));
    } finally {
      await other.stop();
    }
  });

  it("takes over the lock of a process that is gone, as after a crash", async () => {
    const other = startOtherProcess();
    await other.stop();
    await writeFile(join(folder.path, lockFileName), lockContent(other.pid));

    const lock = await lockDataDir(folder.path);
    const holder = JSON.parse(await readFile(join(folder.path, lockFileName), "utf8")) as { pid: number };
    expect(holder.pid).toBe(process.pid);
    await lock.release();
  });

  it("takes over a lock naming this process's pid that this process does not hold (a restarted container)", async () => {
    await writeFile(join(folder.path, lockFileName), lockContent(process.pid));
    const lock = await lockDataDir(folder.path);
    await lock.release();
  });

  it("takes over a lock file that is not a lock", async () => {
    await writeFile(join(folder.path, lockFileName), "garbage");
    const lock = await lockDataDir(folder.path);
    await lock.release();
  });

  it("removes its lock file on release, so the next server can start", async () => {
    const lock = await lockDataDir(folder.path);
    expect(existsSync(join(folder.path, lockFileName))).toBe(true);
    await lock.release();
    expect(existsSync(join(folder.path, lockFileName))).toBe(false);
    const again = await lockDataDir(folder.path);
    await again.release();
  });

  it("creates the folder when it does not exist yet", async () => {
    const nested = join(folder.path, "not", "yet");
    const lock = await lockDataDir(nested);
    expect(existsSync(join(nested, lockFileName))).toBe(true);
    await lock.release();
  });
});
