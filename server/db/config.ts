import { isAbsolute, join, resolve } from "node:path";
import { z } from "zod";
import { parseEnv } from "../../config/parse-env.ts";

export const projectRoot = join(import.meta.dirname, "..", "..");

/** The database's environment variables, to be merged into the server's schema. */
export const databaseEnvShape = {
  /** A PostgreSQL server (recommended in production); without it, embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Folder of the embedded database, relative to the project root unless absolute. */
  DATA_DIR: z.string().trim().min(1).default(".data"),
};

export const databaseEnvSchema = z.object(databaseEnvShape);

export type DatabaseEnv = z.output<typeof databaseEnvSchema>;

export type DatabaseConfig = { databaseUrl: string } | { dataDir: string };

export function databaseConfigFromEnv(env: DatabaseEnv, root = projectRoot): DatabaseConfig {
  if (env.DATABASE_URL) return { databaseUrl: env.DATABASE_URL };
  return { dataDir: isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(root, env.DATA_DIR) };
}

export function readDatabaseConfig(source: Record<string, string | undefined> = process.env): DatabaseConfig {
  return databaseConfigFromEnv(parseEnv(databaseEnvSchema, source));
}
