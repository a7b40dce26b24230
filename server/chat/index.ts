/** The chat area's public face: other areas and the server import it only from here. */
export { createAnswerer } from "./answerer/answerer.ts";
export { answererCases } from "./answerer/question-set.ts";
export { tuningConversations } from "./evaluation/tuning-conversations.ts";
export { chatConfigFromEnv, chatEnvShape, type ChatConfig } from "./config.ts";
export { chatRoutes } from "./routes.ts";
