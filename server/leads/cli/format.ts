import type { StaffLeadEvent, StaffNote } from "../../../contracts/staff.ts";
import { leadStatusLabels } from "../../../app/content/staff-pages.ts";
import type { Lead } from "../../db/schema.ts";
import type { InboxRow, JobCounts, JobWithAttempts } from "../workspace/lead-records.ts";
import { formatSek } from "../../../app/lib/format.ts";
import { formatStockholmTime } from "../../cli/stockholm-time.ts";
import { formatTable, jobStatusName, shortId, terminalSafe } from "../../cli/table.ts";
import { companyName, personName } from "../workspace/lead-names.ts";

export { companyName, personName };

/** For example "2/2 levererade", "1/2 levererade, 1 misslyckad" or, without SMTP_URL, "2/2 sparade, inte skickade". */
export function formatJobCounts(counts: JobCounts): string {
  if (counts.total === 0) return "inga";
  const notes = [counts.dead > 0 ? `${counts.dead} misslyckad${counts.dead > 1 ? "e" : ""}` : "", counts.pending > 0 ? `${counts.pending} i kö` : ""];
  const done = counts.stored > 0 ? `${counts.stored}/${counts.total} sparade, inte skickade` : `${counts.delivered}/${counts.total} levererade`;
  return [done, ...notes.filter(Boolean)].join(", ");
}

/** A deadline to the minute, Stockholm time: "2025-03-03 17:00". */
function minuteOf(time: Date): string {
  return formatStockholmTime(time).slice(0, 16);
}

/**
 * When a lead must be answered, with where it stands: "försenad" while still new past its
 * deadline, "besvarad i tid" or "besvarad sent" once it left new.
 */
export function formatDeadline(lead: Pick<InboxRow, "status" | "respondBy" | "replyMet">, now: Date): string {
  const deadline = minuteOf(lead.respondBy);
  if (lead.replyMet !== null) return `${deadline}, besvarad ${lead.replyMet ? "i tid" : "sent"}`;
  if (lead.status === "new" && lead.respondBy < now) return `${deadline}, försenad`;
  return deadline;
}

export function formatLeadList(summaries: readonly InboxRow[], now: Date = new Date()): string {
  if (summaries.length === 0) return "Inga leads.\n";
  const rows = summaries.map((lead) => [
    shortId(lead.id),
    formatStockholmTime(lead.createdAt),
    lead.kind,
    leadStatusLabels[lead.status],
    lead.assignee ?? "",
    lead.spam ? "" : formatDeadline(lead, now),
    lead.email,
    personName(lead.fields),
    companyName(lead.fields),
    lead.spam ? "SPAM, skickas inte" : formatJobCounts(lead.webhooks),
    lead.spam ? "" : formatJobCounts(lead.mails),
  ]);
  const table = formatTable(["ID", "Mottaget", "Typ", "Status", "Ansvarig", "Svara senast", "E-post", "Namn", "Företag", "Leveranser", "Mejl"], rows);
  return `${table}${summaries.length} ${summaries.length === 1 ? "lead" : "leads"}.\n`;
}

/** One JSON object per lead, for `list --json`: every field, times in ISO 8601. */
export function leadJsonLine(lead: InboxRow): string {
  const { id, createdAt, kind, email, spam, fields, firstDownloadedAt, status, assignee, respondBy, repliedAt, replyMet, webhooks, mails } = lead;
  // Picked one by one, so the line keeps its keys when the workspace's rows carry more.
  return `${JSON.stringify({ id, createdAt, kind, email, spam, fields, firstDownloadedAt, status, assignee, respondBy, repliedAt, replyMet, webhooks, mails })}\n`;
}

function fieldValue(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "ja" : "nej";
  return JSON.stringify(value) ?? "";
}

/** Multi-line values (a message) keep their lines, indented under their label. */
function labelled(label: string, value: string, indent: string): string {
  const lines = value.split(/\r\n|\r|\n/).map(terminalSafe);
  return `${indent}${label}: ${lines.join(`\n${indent}  `)}\n`;
}

function mailField(payload: unknown, key: "to" | "subject"): string {
  const value = typeof payload === "object" && payload !== null ? (payload as Record<string, unknown>)[key] : undefined;
  return typeof value === "string" ? value : "";
}

/** What staff have done with a lead: its notes and its history, oldest first. */
export interface LeadWork {
  notes: readonly StaffNote[];
  history: readonly StaffLeadEvent[];
}

export function formatLeadDetails(lead: Lead, jobs: readonly JobWithAttempts[], work: LeadWork = { notes: [], history: [] }): string {
  let out = "";
  out += labelled("Lead", lead.id, "");
  out += labelled("Mottaget", formatStockholmTime(lead.createdAt), "");
  out += labelled("Typ", lead.kind, "");
  out += labelled("E-post", lead.email, "");
  out += labelled("Status", lead.status, "");
  out += labelled("Ansvarig", lead.assignee ?? "ingen", "");
  out += labelled("Svara senast", formatDeadline(lead, new Date()), "");
  out += labelled("Källa", sourceText(lead), "");
  if (lead.wonValue !== null) out += labelled("Affärens värde", formatSek(lead.wonValue), "");
  if (lead.spam) out += "Spam: ja (honungsfällan var ifylld; leadet skickas och mejlas aldrig)\n";
  if (lead.kind === "ebook") {
    out += labelled("Nedladdning", lead.firstDownloadedAt ? `första gången ${formatStockholmTime(lead.firstDownloadedAt)}` : "inte nedladdad ännu", "");
  }
  out += "\nFält:\n";
  const fields = typeof lead.fields === "object" && lead.fields !== null ? Object.entries(lead.fields) : [];
  for (const [key, value] of fields) out += labelled(key, fieldValue(value), "  ");

  const webhooks = jobs.filter((job) => job.kind === "webhook");
  const mails = jobs.filter((job) => job.kind === "mail");
  out += `\nLeveranser (${webhooks.length}):\n`;
  if (webhooks.length === 0) out += lead.spam ? "  inga: spam skickas inte\n" : "  inga: ingen mottagare var inställd när leadet kom in\n";
  for (const job of webhooks) {
    out += `  ${job.target}: ${jobStatusName(job.status)}, ${job.attempts} försök, webhook-id ${job.webhookId}\n`;
    out += formatAttempts(job);
  }
  out += `\nMejl (${mails.length}):\n`;
  if (mails.length === 0) out += "  inga\n";
  for (const job of mails) {
    out += `  till ${terminalSafe(mailField(job.payload, "to"))}: "${terminalSafe(mailField(job.payload, "subject"))}", ${jobStatusName(job.status)}, ${job.attempts} försök\n`;
    out += formatAttempts(job);
  }
  if (work.notes.length > 0) {
    out += `\nAnteckningar (${work.notes.length}):\n`;
    for (const note of work.notes) out += labelled(`${formatStockholmTime(new Date(note.createdAt))} ${terminalSafe(note.author)}`, note.text, "  ");
  }
  if (work.history.length > 0) {
    out += `\nHistorik (${work.history.length}):\n`;
    for (const event of work.history) out += `  ${formatStockholmTime(new Date(event.createdAt))}  ${terminalSafe(event.actor)}: ${describeEvent(event)}\n`;
  }
  return out;
}

/** "LinkedIn (kampanj host, ingång /)": the lead's source with its campaign and entry page when known. */
function sourceText(lead: Lead): string {
  const details = [lead.utmCampaign && `kampanj ${lead.utmCampaign}`, lead.entryPage && `ingång ${lead.entryPage}`].filter(Boolean);
  const source = lead.source ?? "Okänd";
  return details.length > 0 ? `${source} (${details.join(", ")})` : source;
}

function describeEvent({ action, from, to }: StaffLeadEvent): string {
  switch (action) {
    case "status":
      return `status ${from ?? ""} → ${to ?? ""}`;
    case "assignee":
      return `ansvarig ${from ?? "ingen"} → ${to ?? "ingen"}`;
    case "note":
      return "skrev en anteckning";
    case "redeliver":
      return to ? `köade om ${to} ${to === "1" ? "leverans" : "leveranser"}` : "köade om leveranserna";
    case "retry":
      return `tidigarelade ${to ?? ""} väntande ${to === "1" ? "leverans" : "leveranser"}`;
    case "reply":
      return to === "met" ? "besvarade leadet i tid" : "besvarade leadet efter tidsgränsen";
    case "warning":
      return `påminnelse om tidsgränsen skickad till ${to ?? ""}`;
    case "won_value":
      return `affärens värde ${from === null ? "inget" : formatSek(Number(from))} → ${to === null ? "inget" : formatSek(Number(to))}`;
  }
}

function formatAttempts(job: JobWithAttempts): string {
  const lines = job.history.map((attempt) => {
    const outcome = attempt.error === null ? "lyckades" : `fel: ${terminalSafe(attempt.error)}`;
    const status = attempt.statusCode === null ? "" : `HTTP ${attempt.statusCode}, `;
    return `    ${formatStockholmTime(attempt.attemptedAt)}  ${status}${outcome} (${attempt.durationMs} ms)\n`;
  });
  if (job.status === "pending") lines.push(`    nästa försök ${formatStockholmTime(job.nextAttemptAt)}\n`);
  return lines.join("");
}
