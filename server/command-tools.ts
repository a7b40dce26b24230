import { usersTool } from "./auth/cli/tool.ts";
import type { CommandTool } from "./cli/tool.ts";
import { consentTool } from "./consent/cli-tool.ts";
import { leadsTool } from "./leads/cli/tool.ts";
import { mailTool } from "./mail/cli/tool.ts";

/** Every command line the running server also answers on its command channel (server/cli/command-channel.ts). */
export const commandTools: readonly CommandTool[] = [leadsTool, usersTool, mailTool, consentTool];
