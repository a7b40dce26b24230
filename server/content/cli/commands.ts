import { sameValue } from "../../../app/lib/editable-data.ts";
import type { Db } from "../../db/database.ts";
import { exitCode, type ExitCode, type Output } from "../../cli/output.ts";
import { UsageError } from "../../cli/usage-error.ts";
import { liveRevisions, readDraft, saveDraft } from "../content-store.ts";
import { documentSchema, fieldErrors } from "../document-schema.ts";
import { contentDocuments } from "../documents.ts";
import { checkedEdits } from "../live-content.ts";

export type ContentCommand = { name: "help" } | { name: "export"; file: string | undefined } | { name: "import"; file: string };

export const contentUsage = `Användning: npm run content -- <kommando>

Kommandon:
  export [FIL]            skriver det publicerade innehållet som JSON, alla
                          dokument, till FIL (eller till terminalen)
  import FIL              kontrollerar innehållet i FIL (samma form som export)
                          och lägger det som utkast; publicera utkasten på
                          /dashboard/content. Inget läggs in om något är fel.

Slutkoder: 0 klart, 1 fel vid körning eller i filen, 2 felaktiga argument.
`;

/** Who an import's drafts are saved by, as the history shows it. */
export const importAuthor = "npm run content";

/** What `export` writes and `import` reads: every document's content, published or the defaults. */
export interface ContentExport {
  format: "content-export";
  version: 1;
  exportedAt: string;
  documents: Record<string, { title: string; revision: number | null; publishedAt: string | null; publishedBy: string | null; data: Record<string, unknown> }>;
}

/** The arguments after `npm run content --`; throws UsageError with a Swedish message. */
export function parseContentArguments(argv: readonly string[]): ContentCommand {
  const [name, file, ...rest] = argv;
  if (name === undefined || name === "help" || name === "--help") return { name: "help" };
  if (rest.length > 0) throw new UsageError(`För många argument: ${rest.join(" ")}`);
  if (name === "export") return { name: "export", file };
  if (name === "import") {
    if (!file) throw new UsageError("Ange filen att läsa in: npm run content -- import innehall.json");
    return { name: "import", file };
  }
  throw new UsageError(`Okänt kommando: ${name}`);
}

export async function exportContent(db: Db, now = new Date()): Promise<ContentExport> {
  const live = await liveRevisions(db);
  const documents: ContentExport["documents"] = {};
  for (const document of contentDocuments()) {
    const revision = live.find((row) => row.document === document.id);
    const published = revision && checkedEdits(document, revision.data);
    documents[document.id] = {
      title: document.title,
      revision: revision?.id ?? null,
      publishedAt: revision?.publishAt.toISOString() ?? null,
      publishedBy: revision?.createdBy ?? null,
      data: published ?? { ...document.data },
    };
  }
  return { format: "content-export", version: 1, exportedAt: now.toISOString(), documents };
}

/** Problems of a file, each a line for the operator; none when every document fits. */
function problemsOf(file: unknown): { problems: string[]; documents: Record<string, Record<string, unknown>> } {
  const documents: Record<string, Record<string, unknown>> = {};
  if (typeof file !== "object" || file === null || (file as ContentExport).format !== "content-export" || typeof (file as ContentExport).documents !== "object") {
    return { problems: ["Filen är inte en export av innehållet (npm run content -- export)."], documents };
  }
  const known = new Map(contentDocuments().map((document) => [document.id, document]));
  const problems: string[] = [];
  for (const [id, entry] of Object.entries((file as ContentExport).documents)) {
    const document = known.get(id);
    if (!document) {
      problems.push(`${id}: det finns inget sådant dokument.`);
      continue;
    }
    const parsed = documentSchema(document.data).safeParse(entry?.data);
    if (!parsed.success) {
      for (const [path, message] of Object.entries(fieldErrors(parsed.error))) problems.push(`${id}: ${path}: ${message}`);
      continue;
    }
    documents[id] = parsed.data as Record<string, unknown>;
  }
  return { problems, documents };
}

/** Loads a file's documents as drafts, those that differ from what is published or drafted; nothing when anything is wrong. */
export async function importContent(db: Db, text: string, output: Output): Promise<ExitCode> {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    output.stderr("Filen är inte giltig JSON.\n");
    return exitCode.failure;
  }
  const { problems, documents } = problemsOf(file);
  if (problems.length > 0) {
    output.stderr(`Inget lades in. Rätta det här i filen först:\n${problems.map((problem) => `  ${problem}\n`).join("")}`);
    return exitCode.failure;
  }
  const current = await exportContent(db);
  const saved: string[] = [];
  for (const [id, data] of Object.entries(documents)) {
    const draft = await readDraft(db, id);
    if (sameValue(draft?.data ?? current.documents[id]?.data, data)) continue;
    await saveDraft(db, id, data, importAuthor);
    saved.push(id);
  }
  if (saved.length === 0) output.stdout("Filen innehåller inget som skiljer sig från det publicerade innehållet och utkasten. Inget ändrades.\n");
  else output.stdout(`${saved.length} utkast sparade: ${saved.join(", ")}. Granska och publicera dem på /dashboard/content.\n`);
  return exitCode.ok;
}

export async function runContentCommand(db: Db, command: ContentCommand, output: Output, input: string | undefined): Promise<ExitCode> {
  if (command.name === "export") {
    output.stdout(`${JSON.stringify(await exportContent(db), null, 2)}\n`);
    return exitCode.ok;
  }
  if (command.name === "import") return importContent(db, input ?? "", output);
  return exitCode.ok;
}
