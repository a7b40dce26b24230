import type { TestProject } from "vitest/node";
import { startPostgresCluster } from "./postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The unit tests' one throwaway PostgreSQL cluster (testEngines() in databases.ts makes a database per need). */
    postgresUrl: string;
  }
}

/**
 * One PostgreSQL cluster for every unit test file: starting a cluster takes seconds, a
 * database in it milliseconds. Each file still gets databases of its own.
 */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster({ maxConnections: 300 });
  project.provide("postgresUrl", cluster.url);
  return () => cluster.stop();
}
