import { and, count, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { type Lead, leads, outboxJobs } from "../../db/schema.ts";
import { requeue } from "../../delivery/index.ts";
import type { LeadsCommand } from "./arguments.ts";
import { leadCsvHeader, leadCsvRow, csvRow } from "./csv.ts";
import { jobStatusName, shortId } from "../../cli/table.ts";
import { formatLeadDetails, formatLeadList, leadJsonLine } from "./format.ts";
import { findJobsOfLead, findLeadById, findLeadSummaries, type LeadFilter } from "./lead-records.ts";
import { type ExitCode, exitCode, type Output } from "../../cli/output.ts";

/** Runs one parsed command (other than help) against an open database. */
export function runLeadsCommand(db: Db, command: Exclude<LeadsCommand, { name: "help" }>, output: Output): Promise<ExitCode> {
  switch (command.name) {
    case "list":
      return listLeads(db, command, command.json, output);
    case "show":
      return showLead(db, command.id, output);
    case "export":
      return exportLeadsCsv(db, output);
    case "redeliver":
      return redeliverLead(db, command.id, output);
    case "delete":
      return deletePerson(db, command.email, output);
  }
}

export async function listLeads(db: Db, filter: LeadFilter, json: boolean, output: Output): Promise<ExitCode> {
  const summaries = await findLeadSummaries(db, filter);
  if (json) for (const lead of summaries) output.stdout(leadJsonLine(lead));
  else output.stdout(formatLeadList(summaries));
  return exitCode.ok;
}

export async function exportLeadsCsv(db: Db, output: Output): Promise<ExitCode> {
  const summaries = await findLeadSummaries(db);
  output.stdout(csvRow(leadCsvHeader));
  for (const lead of summaries) output.stdout(leadCsvRow(lead));
  return exitCode.ok;
}

/** The lead an id names, or the exit code after saying why there is none. */
async function leadOrExit(db: Db, id: string, output: Output): Promise<Lead | ExitCode> {
  const lookup = await findLeadById(db, id);
  if (lookup === "not-found") {
    output.stderr(`Inget lead har id ${id}.\n`);
    return exitCode.notFound;
  }
  if ("ambiguous" in lookup) {
    output.stderr(`Flera leads har id som börjar med ${id}: ange fler tecken.\n`);
    return exitCode.usage;
  }
  return lookup.found;
}

export async function showLead(db: Db, id: string, output: Output): Promise<ExitCode> {
  const lead = await leadOrExit(db, id, output);
  if (typeof lead === "number") return lead;
  output.stdout(formatLeadDetails(lead, await findJobsOfLead(db, lead.id)));
  return exitCode.ok;
}

/**
 * Queues the lead's finished webhook deliveries again with their webhook-ids, so a
 * receiver that lost a lead gets it once more and one that has it can drop the repeat.
 * Mails are left alone: the visitor already has theirs.
 */
export async function redeliverLead(db: Db, id: string, output: Output): Promise<ExitCode> {
  const lead = await leadOrExit(db, id, output);
  if (typeof lead === "number") return lead;
  const jobs = await db
    .select()
    .from(outboxJobs)
    .where(and(eq(outboxJobs.leadId, lead.id), eq(outboxJobs.kind, "webhook")))
    .orderBy(outboxJobs.target);
  if (jobs.length === 0) {
    output.stdout(`Lead ${shortId(lead.id)} har inga webhookleveranser att köa om${lead.spam ? " (det är spam)" : ""}.\n`);
    return exitCode.ok;
  }
  let queued = 0;
  for (const job of jobs) {
    const result = await requeue(db, job.id);
    if (result === "requeued") {
      queued += 1;
      output.stdout(`${job.target}: köad igen (var ${jobStatusName(job.status)}), webhook-id ${job.webhookId}\n`);
    } else if (result === "already-pending") {
      output.stdout(`${job.target}: redan i kö, webhook-id ${job.webhookId}\n`);
    }
  }
  if (queued > 0) output.stdout("Leveranserna skickas när servern körs (den som skickar kön).\n");
  return exitCode.ok;
}

/**
 * GDPR erasure: every lead of the address, with its deliveries, mails and attempts (the
 * foreign keys cascade), and mails to the address that concern no lead. One transaction,
 * so a failure leaves nothing half-deleted.
 */
export async function deletePerson(db: Db, email: string, output: Output): Promise<ExitCode> {
  const address = email.toLowerCase();
  const result = await db.transaction(async (tx) => {
    const leadIds = (await tx.select({ id: leads.id }).from(leads).where(eq(leads.email, address))).map((row) => row.id);
    const [jobs] = leadIds.length > 0 ? await tx.select({ count: count() }).from(outboxJobs).where(inArray(outboxJobs.leadId, leadIds)) : [{ count: 0 }];
    if (leadIds.length > 0) await tx.delete(leads).where(inArray(leads.id, leadIds));
    const mails = await tx
      .delete(outboxJobs)
      .where(
        and(
          isNull(outboxJobs.leadId),
          eq(outboxJobs.kind, "mail"),
          or(sql`lower(${outboxJobs.payload}->>'to') = ${address}`, sql`lower(${outboxJobs.payload}->>'replyTo') = ${address}`),
        ),
      )
      .returning({ id: outboxJobs.id });
    return { leads: leadIds.length, jobs: jobs?.count ?? 0, mails: mails.length };
  });
  if (result.leads === 0 && result.mails === 0) {
    output.stdout(`Inget finns sparat om ${address}.\n`);
    return exitCode.ok;
  }
  output.stdout(
    `Raderat om ${address}: ${result.leads} ${result.leads === 1 ? "lead" : "leads"} ` +
      `med ${result.jobs} leveranser och mejl, och ${result.mails} mejl utan lead.\n`,
  );
  return exitCode.ok;
}
