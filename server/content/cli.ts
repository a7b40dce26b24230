// First: the content modules read the public values as they load.
import { publicValuesProblem } from "../../config/public-values-for-this-process.ts";
import { readFile, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { loadEnvFile } from "../../config/load-env-file.ts";
import { exitCode } from "../cli/output.ts";
import { processOutput, runCli } from "../cli/run-cli.ts";
import { parseContentArguments } from "./cli/commands.ts";
import { contentTool } from "./cli/tool.ts";

// `npm run content -- export [FILE] | import FILE` (usage in cli/commands.ts): runs here, or in the server that holds the embedded database.
loadEnvFile();
if (publicValuesProblem) {
  console.error(publicValuesProblem);
  process.exit(1);
}
const argv = process.argv.slice(2);
const terminal = processOutput();
let command;
try {
  command = parseContentArguments(argv);
} catch {
  command = undefined;
}
const exportFile = command?.name === "export" && command.file ? resolve(command.file) : undefined;
let exported = "";
const output = exportFile ? { stdout: (text: string) => void (exported += text), stderr: terminal.stderr } : terminal;
process.exitCode = await runCli(argv, { env: process.env, output, readInput: () => readFile(resolve(command?.name === "import" ? command.file : ""), "utf8") }, contentTool);
if (exportFile && process.exitCode === exitCode.ok) {
  await writeFile(exportFile, exported);
  terminal.stdout(`Innehållet skrevs till ${exportFile}.\n`);
}
