import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");

describe("server start-up", () => {
  it("stops with a message naming the variable when a value is bad", () => {
    const result = spawnSync(process.execPath, ["server/index.ts"], {
      cwd: root,
      env: { ...process.env, PORT: "inte-en-port", SITE_URL: "ftp://fel" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("PORT");
    expect(result.stderr).toContain("SITE_URL");
  });
});
