import { join } from "node:path";
import { build, type Plugin, type Rolldown } from "vite";
import { describe, expect, it } from "vitest";
import { pureZodCalls } from "./pure-zod-calls.ts";

const root = join(import.meta.dirname, "..");

async function bundle(plugins: Plugin[]): Promise<string> {
  const output = (await build({
    configFile: false,
    root,
    logLevel: "silent",
    plugins,
    build: { write: false, minify: false, rolldownOptions: { input: join(import.meta.dirname, "fixtures/path-only-entry.ts") } },
  })) as Rolldown.RolldownOutput;
  return output.output.map((item) => (item.type === "chunk" ? item.code : "")).join("\n");
}

function transform(code: string): string | undefined {
  const hook = pureZodCalls().transform as { handler: (code: string) => { code: string } | undefined };
  return hook.handler(code)?.code;
}

describe("zod calls marked pure", () => {
  it("let a module that imports only a contract's path leave the schema and zod behind", async () => {
    const code = await bundle([pureZodCalls()]);
    expect(code).toContain("fixture-path");
    expect(code).not.toMatch(/maxLength|ZodMini|_zod/);
  }, 60_000);

  it("are what drops the schema: without them the bundle keeps zod", async () => {
    const code = await bundle([]);
    expect(code).toMatch(/maxLength|_zod/);
  }, 60_000);

  it("mark every call on z, nested ones and z.iso's too, in a module that imports zod", () => {
    expect(transform('import * as z from "zod/mini";\nconst s = z.object({ a: z.string(), at: z.iso.datetime() });')).toBe(
      'import * as z from "zod/mini";\nconst s = /* @__PURE__ */ z.object({ a: /* @__PURE__ */ z.string(), at: /* @__PURE__ */ z.iso.datetime() });',
    );
  });

  it("leave a module alone that does not import zod, such as a minified library with a function z", () => {
    expect(transform("function z(e){e.run()} z.call(null, task); z(task);")).toBeUndefined();
  });
});
