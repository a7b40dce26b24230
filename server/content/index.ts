/** Content editing (README.md): what the rest of the server uses. */
export { type ContentRuntime, contentRoutes } from "./routes.ts";
export { installContentEdits, type LiveContent, type LiveContentChange, startLiveContent, withContentEdits } from "./live-content.ts";
export { type LivePages, livePages } from "./live-pages.ts";
export { contentTool } from "./cli/tool.ts";
