import { analyticsTool } from "./analytics/index.ts";
import { usersTool } from "./auth/index.ts";
import type { CommandTool } from "./cli/tool.ts";
import { consentTool } from "./consent/index.ts";
import { contentTool } from "./content/index.ts";
import { leadsTool } from "./leads/index.ts";
import { mailTool } from "./delivery/index.ts";
import { backupTool } from "./ops/cli/backup-tool.ts";

/** Every command line the running server also answers on its command channel (server/cli/command-channel.ts). */
export const commandTools: readonly CommandTool[] = [leadsTool, usersTool, mailTool, consentTool, analyticsTool, backupTool, contentTool];
