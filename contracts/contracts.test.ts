import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Each endpoint's path and each enum the browser and the server share is written once, in
 * its contract module here. These checks read the source and fail where one is typed
 * again, so the next endpoint cannot drift from its client.
 */

const root = join(import.meta.dirname, "..");
const sourceFolders = ["app", "server", "config", "bench", "scripts", "tests/support"];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

const files = sourceFolders.flatMap(sourceFiles).map((path) => ({ path, text: readFileSync(join(root, path), "utf8") }));
const contracts = readdirSync(import.meta.dirname, { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
  .map((name) => ({ path: `contracts/${name}`, text: readFileSync(join(import.meta.dirname, name), "utf8") }));

/** A string literal that starts like one of the site's endpoint paths. */
const endpointLiteral = /(["'`])(\/api\/|\/api\1|\/auth\/v1|\/\.netlify\/|\/healthz)/g;

describe("contracts", () => {
  it("are the only place an endpoint path is written", () => {
    const offenders = files.flatMap(({ path, text }) =>
      text.split("\n").flatMap((line, index) => (line.match(endpointLiteral) && !line.trim().startsWith("*") && !line.trim().startsWith("//") ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });

  it("are the only place a shared enum is listed", () => {
    const enums = contracts.flatMap(({ text }) =>
      // A list that spreads another (quoteIndustries: the industries and "other") is that list's.
      [...text.matchAll(/export const (\w+) = \[([^\]]+)\] as const/g)].filter((match) => !match[2]!.includes("...")).map((match) => ({
        name: match[1]!,
        members: [...match[2]!.matchAll(/"([^"]+)"/g)].map((member) => member[1]!),
      })),
    );
    expect(enums.map(({ name }) => name)).toEqual(expect.arrayContaining(["leadFormKinds", "consentCategories", "consentActions", "chatRoles", "industryIds", "quoteServices"]));
    const offenders = enums.flatMap(({ name, members }) => {
      const listed = new RegExp(members.map((member) => `["'\`]${member}["'\`]`).join(String.raw`\s*,\s*`));
      return [...files, ...contracts.filter((contract) => !contract.text.includes(`export const ${name} =`))]
        .filter(({ text }) => listed.test(text))
        .map(({ path }) => `${path} lists ${name} again`);
    });
    expect(offenders).toEqual([]);
  });

  it("notice a path typed outside them", () => {
    expect('fetch("/api/chat")'.match(endpointLiteral)).not.toBeNull();
    expect("const mount = `/auth/v1`".match(endpointLiteral)).not.toBeNull();
    expect('"/api"'.match(endpointLiteral)).not.toBeNull();
    expect('"/apiary"'.match(endpointLiteral)).toBeNull();
  });
});
