import { parseArgs } from "node:util";
import { UsageError } from "./usage-error.ts";

export type OptionSpec = Record<string, "string" | "boolean">;

export interface ParsedOptions {
  strings: Record<string, string>;
  flags: Set<string>;
  positionals: string[];
}

/**
 * Reads a subcommand's options with node:util parseArgs, but judges them here so every
 * complaint is one Swedish sentence naming the argument. parseArgs in strict mode would
 * answer in English and would take `--kind --json` as the kind "--json".
 */
export function parseOptions(args: readonly string[], spec: OptionSpec, maxPositionals: number): ParsedOptions {
  const options = Object.fromEntries(Object.entries(spec).map(([name, type]) => [name, { type }]));
  const { tokens } = parseArgs({ args: [...args], options, strict: false, allowPositionals: true, tokens: true });
  const parsed: ParsedOptions = { strings: {}, flags: new Set(), positionals: [] };
  for (const token of tokens) {
    if (token.kind === "option-terminator") continue;
    if (token.kind === "positional") {
      if (parsed.positionals.length >= maxPositionals) throw new UsageError(`Oväntat argument: ${token.value}`);
      parsed.positionals.push(token.value);
      continue;
    }
    const type = spec[token.name];
    if (!type || !token.rawName.startsWith("--")) throw new UsageError(`Okänd flagga: ${token.rawName}`);
    if (type === "boolean") {
      if (token.value !== undefined) throw new UsageError(`${token.rawName} tar inget värde`);
      parsed.flags.add(token.name);
      continue;
    }
    const value = token.value;
    if (value === undefined || value.trim() === "" || (!token.inlineValue && value.startsWith("-"))) {
      throw new UsageError(`${token.rawName} behöver ett värde`);
    }
    if (token.name in parsed.strings) throw new UsageError(`${token.rawName} får bara anges en gång`);
    parsed.strings[token.name] = value.trim();
  }
  return parsed;
}
