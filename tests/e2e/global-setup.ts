import type { TestProject } from "vitest/node";
import { buildAndServe } from "../support/site-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The production build the site is served from; a test that needs a server of its own serves it again (serveBuild). */
    buildDir: string;
  }
}

/** Every browser test runs against the production build served by the real server. */
export default async function setup(project: TestProject) {
  const site = await buildAndServe("e2e");
  project.provide("baseUrl", site.baseUrl);
  project.provide("buildDir", site.buildDir);
  return site.stop;
}
