/** The web links in a mail's text, in order, each once; a sentence's closing punctuation is left out. */
export function linksIn(text: string): string[] {
  const links = (text.match(/https?:\/\/[^\s<>"']+/g) ?? []).map((link) => link.replace(/[.,;:!?)]+$/, ""));
  return [...new Set(links)];
}

/**
 * Where the staff workspace shows one lead. Typed here rather than taken from
 * app/lib/paths.ts, which is generated from app/route-table.ts: keep it equal to the
 * dashboard's lead route there.
 */
export const leadWorkspacePath = "/dashboard/leads/";

/** The lead's page in the workspace, for the business's notification mail. */
export function leadWorkspaceUrl(siteUrl: string, leadId: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${leadWorkspacePath}${encodeURIComponent(leadId)}`;
}
