import { execFile } from "node:child_process";
import { join } from "node:path";
import { runCli } from "../cli/run-cli.ts";
import type { CommandTool } from "../cli/tool.ts";

/** What an operator sees of one command: its exit code and both streams. */
export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

const projectRoot = join(import.meta.dirname, "..", "..");

/**
 * Runs a command line's tool in this process exactly as its entry file (`server/<area>/cli.ts`)
 * does with the process's arguments and streams, the environment being this process's with
 * `env` on top. `input` is what the command reads on standard input, its final line break
 * already taken off as the entry's reader does. A process of its own costs seconds of CPU
 * (Node, the module graph, PGlite's WebAssembly), so each command line's tests start its
 * entry file once (runEntry) and run the rest here.
 */
export async function runTool<Command extends { name: string }>(
  tool: CommandTool<Command>,
  argv: readonly string[],
  env: Record<string, string>,
  input = "",
): Promise<CommandResult> {
  let stdout = "";
  let stderr = "";
  const output = {
    stdout: (text: string) => void (stdout += text),
    stderr: (text: string) => void (stderr += text),
  };
  const code = await runCli(argv, { env: { ...process.env, ...env }, output, readInput: async () => input }, tool);
  return { code, stdout, stderr };
}

/** Starts a command line's entry file in a process of its own, as `npm run <name> -- ...` does. */
export function runEntry(script: string, argv: readonly string[], env: Record<string, string>, stdin = ""): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [script, ...argv], { cwd: projectRoot, env: { ...process.env, ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
    child.stdin?.end(stdin);
  });
}
