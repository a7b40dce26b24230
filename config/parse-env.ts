import type { z } from "zod";

/**
 * Parses environment variables against a schema and fails with one line per bad
 * variable, naming it, so a misconfigured deployment stops at start-up.
 */
export function parseEnv<Schema extends z.ZodType>(
  schema: Schema,
  source: Record<string, string | undefined>,
): z.output<Schema> {
  const result = schema.safeParse(withoutBlanks(source));
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join(".") || "(environment)";
    return `  ${name}: ${issue.message} (value: ${JSON.stringify(source[name] ?? null)})`;
  });
  throw new Error(`Invalid environment variables:\n${lines.join("\n")}`);
}

/** An empty variable (`FOO=`) means "use the default", as in most twelve-factor apps. */
function withoutBlanks(source: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ""));
}
