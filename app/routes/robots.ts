import { paths } from "../lib/paths.ts";
import { buildRobotsTxt } from "../lib/crawler-files.ts";

export function loader() {
  return new Response(buildRobotsTxt([paths.dashboard]), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
