import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { ReactNode } from "react";
import { renderToPipeableStream, type RenderToPipeableStreamOptions, renderToString } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { hydrationOf } from "./islands/islands-page.ts";
import { LateScriptsContext } from "./islands/late-scripts.tsx";
import { lateScriptTexts } from "./islands/late-scripts.server.ts";
import { RenderIslandContext } from "./islands/server-render.ts";

/** Each island (islands/island.tsx) is rendered on its own, as the browser hydrates it. */
const renderIsland = (element: ReactNode, identifierPrefix: string) => renderToString(element, { identifierPrefix });

/** How long a streamed response may wait for data before the rest is abandoned. */
export const streamTimeout = 5_000;

/**
 * React Router's Node rendering, with the renderer of islands and the texts of the late
 * start (islands/late-scripts.tsx) given to the page.
 * Crawlers and prerendering get the whole document; browsers get it streamed.
 */
export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });

  const userAgent = request.headers.get("user-agent");
  const readyEvent: keyof RenderToPipeableStreamOptions =
    (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

  // The route table's `hydrate` column of the page's route (islands/islands-page.ts).
  const islandsPage = hydrationOf(routerContext.staticHandlerContext.matches.at(-1)?.route.id) === "islands";
  const lateScripts = lateScriptTexts(routerContext, islandsPage);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let responseStatus = status;
    const { pipe, abort } = renderToPipeableStream(
      <RenderIslandContext value={renderIsland}>
        <LateScriptsContext value={lateScripts}>
          <ServerRouter context={routerContext} url={request.url} />
        </LateScriptsContext>
      </RenderIslandContext>,
      {
      // A finished Suspense boundary stays where it is in the HTML: React would otherwise move
      // a large one to the end, hidden until an inline script reveals it, and a visitor
      // without JavaScript would never see it.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyEvent]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeout);
            callback();
          },
        });
        headers.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status: responseStatus }));
      },
      onShellError: reject,
      onError(error: unknown) {
        responseStatus = 500;
        // Errors before the shell are logged by React Router; later ones only here.
        if (shellRendered) console.error(error);
      },
    });
    // Leaves time to send the boundaries that failed before the stream is cut.
    const timeout = setTimeout(abort, streamTimeout + 1_000);
  });
}
