/**
 * When a server put published content in place, from its log: the line
 * "Det publicerade innehållet är på plats: … (1,2 s)" that server/index.ts writes once the
 * changed pages are rendered, with the render's own seconds. The two split a publish's lag
 * into the wait for the instance's next check of the database and the render.
 */

export interface ContentApplied {
  /** The log line's time (Date.now() of the server). */
  at: number;
  /** How long the render took, as the line says (to a tenth of a second). */
  renderMs: number;
  /** When the render began: the check that found the change. */
  foundAt: number;
}

const appliedMessage = /^Det publicerade innehållet är på plats: .*\((\d+(?:,\d+)?) s\)$/;

/** Every "på plats" line in a server's JSON log output, oldest first. */
export function contentAppliedLines(log: string): ContentApplied[] {
  const applied: ContentApplied[] = [];
  for (const line of log.split("\n")) {
    if (!line.includes("på plats")) continue;
    let entry: { time?: unknown; msg?: unknown };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue;
    }
    const match = typeof entry.msg === "string" ? appliedMessage.exec(entry.msg) : null;
    if (!match || typeof entry.time !== "number") continue;
    const renderMs = Number(match[1]!.replace(",", ".")) * 1000;
    applied.push({ at: entry.time, renderMs, foundAt: entry.time - renderMs });
  }
  return applied;
}

/** The first time content was put in place at or after `since`. */
export function appliedAfter(log: string, since: number): ContentApplied | undefined {
  return contentAppliedLines(log).find((entry) => entry.at >= since);
}
