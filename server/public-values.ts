import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { ServerBuild } from "react-router";
import type { PublicEnv } from "../config/public-env.ts";
import { changedValues, readBuiltValues } from "../config/runtime-public-values.ts";
import { guideBrand, guidePdfPath, layOutGuideAgain } from "./leads/index.ts";
import type { Logger } from "./logger.ts";
import { isCompressible } from "./middleware/precompress.ts";
import { type StaticFile, staticFile } from "./middleware/static-files.ts";

/*
 * One build for every environment (docs/decisions/027-public-values-at-start.md): the
 * build records the public values its pages were prerendered with; when the server
 * starts with others, it renders those pages again through the build's own request
 * handler, the one that renders every page that is not prerendered, and serves them from
 * memory, and lays the guide out again for the new brand in a temp folder. The client
 * bundles carry no values: each page hands them to its code in an inline script.
 */

/** What the guide names (guideBrand). */
const guideValues = new Set<keyof PublicEnv>(["BRAND_NAME", "SITE_URL", "CONTACT_EMAIL"]);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface ServedBuild {
  staticFiles: ReadonlyMap<string, StaticFile>;
  /** The guide PDF for the values the server runs with. */
  guidePdf: string;
  /** Removes what was written for this run (the guide laid out again). */
  cleanUp: () => Promise<void>;
}

export interface ServedBuildOptions {
  buildDir: string;
  build: Pick<ServerBuild, "prerender">;
  /** The build's request handler, as the server renders every other page with it. */
  renderPage: (request: Request) => Response | Promise<Response>;
  /** The client build as loadStaticFiles read it. */
  staticFiles: ReadonlyMap<string, StaticFile>;
  /** The public values this server runs with. */
  values: PublicEnv;
  logger: Pick<Logger, "info" | "warn">;
}

/** The client build and the guide as this server's public values want them. */
export async function serveWithPublicValues({ buildDir, build, renderPage, staticFiles, values, logger }: ServedBuildOptions): Promise<ServedBuild> {
  const asBuilt = { staticFiles, guidePdf: guidePdfPath(buildDir), cleanUp: async () => {} };
  const built = await readBuiltValues(buildDir);
  if (!built) {
    logger.warn(`Bygget i ${buildDir} säger inte vilka publika värden det byggdes med; sidorna visas som de byggdes (bygg om med npm run build)`);
    return asBuilt;
  }
  const changed = changedValues(built, values);
  if (changed.length === 0) return asBuilt;

  const started = performance.now();
  const pages = await renderPrerenderedPages(build.prerender, renderPage, staticFiles);
  let guidePdf = asBuilt.guidePdf;
  let cleanUp = asBuilt.cleanUp;
  if (changed.some((name) => guideValues.has(name))) {
    // A temp folder: the build's folder may be read-only, as in the container image.
    const folder = await mkdtemp(join(tmpdir(), "guide-"));
    guidePdf = await layOutGuideAgain(buildDir, guideBrand(values), join(folder, "guide.pdf"));
    cleanUp = () => rm(folder, { recursive: true, force: true });
  }
  const seconds = ((performance.now() - started) / 1000).toLocaleString("sv-SE", { maximumFractionDigits: 1 });
  logger.info(
    `De publika värdena skiljer sig från byggets (${changed.join(", ")}): ${pages.rendered} förrenderade filer${guidePdf === asBuilt.guidePdf ? "" : " och guiden"} renderades om på ${seconds} s`,
  );
  return { staticFiles: pages.files, guidePdf, cleanUp };
}

/**
 * Renders every prerendered path again, with the `.data` file a page with a loader has
 * beside it, as `react-router build` does: a GET without a user agent, so the page comes
 * out the same as the build's but for the values (or the published content,
 * server/content/live-pages.ts). Answers anything but 200 stop the start.
 */
export async function renderPrerenderedPages(
  paths: readonly string[],
  renderPage: (request: Request) => Response | Promise<Response>,
  staticFiles: ReadonlyMap<string, StaticFile>,
  { quick = false }: { quick?: boolean } = {},
): Promise<{ files: Map<string, StaticFile>; rendered: number; changed: string[] }> {
  const files = new Map(staticFiles);
  // React Router names the data of `/` `/_.data` (its createDataRequest).
  const urlPaths = paths.flatMap((path) => [path, path.endsWith("/") ? `${path}_.data` : `${path}.data`]).filter((path) => staticFiles.has(path));
  const compressing: Promise<void>[] = [];
  const changed: string[] = [];
  for (const urlPath of urlPaths) {
    const response = await renderPage(new Request(new URL(urlPath, "http://localhost")));
    if (response.status !== 200) throw new Error(`${urlPath} could not be rendered with this server's public values: HTTP ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    // A file that came out as it was keeps its compressed copies.
    if (staticFiles.get(urlPath)?.body.equals(body)) continue;
    // Pages have no extension; the built file they replace says what they are.
    const extension = extname(urlPath) || ".html";
    changed.push(urlPath);
    compressing.push(
      compress(extension, body, quick).then((compressed) => {
        files.set(urlPath, staticFile(urlPath, extension, body, compressed));
      }),
    );
  }
  await Promise.all(compressing);
  return { files, rendered: urlPaths.length, changed };
}

/**
 * The compressed copies the build would have written (precompress.ts), in Node's thread
 * pool; `quick`, about thirty times faster and some 10 % larger, for a page that should be
 * served at once and compressed fully afterwards (fullyCompressed).
 */
async function compress(extension: string, body: Buffer, quick = false): Promise<{ brotli?: Buffer; gzip?: Buffer }> {
  if (!isCompressible(`file${extension}`, body.length)) return {};
  const [brotliBody, gzipBody] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quick ? 5 : 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: quick ? 6 : 9 }),
  ]);
  return { brotli: brotliBody, gzip: gzipBody };
}

/** A file served with quick copies, with the build's full compression instead. */
export async function fullyCompressed(urlPath: string, file: StaticFile): Promise<StaticFile> {
  const extension = extname(urlPath) || ".html";
  return staticFile(urlPath, extension, file.body, await compress(extension, file.body));
}
