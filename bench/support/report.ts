/** Command-line flags and the Markdown report each lead benchmark writes to bench/results/. */
import { mkdir, writeFile } from "node:fs/promises";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { projectRoot } from "./lead-server.ts";

/** The value after `--name`, as a number; the default when the flag is absent. */
export function numberFlag(name: string, fallback: number, args = process.argv.slice(2)): number {
  const index = args.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const value = Number(args[index + 1]);
  if (!Number.isFinite(value) || value < 0) {
    console.error(`--${name} takes a number, got ${args[index + 1] ?? "nothing"}`);
    process.exit(2);
  }
  return value;
}

/** The value after `--name`, or undefined. */
export function stringFlag(name: string, args = process.argv.slice(2)): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index < 0 ? undefined : args[index + 1];
}

/** When and on what the numbers were taken: timings on a shared machine are noisy. */
export function machineLine(): string {
  const [load] = loadavg();
  return `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC with Node ${process.versions.node}, ${availableParallelism()} cores, load average ${load?.toFixed(2)} at the end.`;
}

export async function writeReport(name: string, markdown: string) {
  const folder = join(projectRoot, "bench", "results");
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, `${name}.md`), markdown);
  console.log(`\n${markdown}\nWrote bench/results/${name}.md`);
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
