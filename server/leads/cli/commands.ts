import type { Db } from "../../db/database.ts";
import type { Lead } from "../../db/schema.ts";
import { erasePerson } from "../workspace/erase-person.ts";
import { leadDetail } from "../workspace/lead-detail.ts";
import { cliActor } from "../workspace/lead-changes.ts";
import { redeliverLead as requeueLeadDeliveries } from "../workspace/redeliver.ts";
import type { LeadsCommand } from "./arguments.ts";
import { leadsCsvFor } from "../workspace/leads-csv.ts";
import { jobStatusName, shortId } from "../../cli/table.ts";
import { formatLeadDetails, formatLeadList, leadJsonLine } from "./format.ts";
import { findJobsOfLead, findLeadById, findLeadSummaries, type LeadFilter } from "../workspace/lead-records.ts";
import { type ExitCode, exitCode, type Output } from "../../cli/output.ts";
import type { ToolIo } from "../../cli/tool.ts";

/** Who sends what a command queues (ToolIo): told at once when it is this process. */
export type Worker = Pick<ToolIo, "nudge" | "deliveryWorker">;

const noServer: Worker = { nudge: () => undefined, deliveryWorker: "stopped" };

/** Runs one parsed command (other than help) against an open database. */
export function runLeadsCommand(db: Db, command: Exclude<LeadsCommand, { name: "help" }>, output: Output, worker: Worker = noServer): Promise<ExitCode> {
  switch (command.name) {
    case "list":
      return listLeads(db, command, command.json, output);
    case "show":
      return showLead(db, command.id, output);
    case "export":
      return exportLeadsCsv(db, command.filter, output);
    case "redeliver":
      return redeliverLead(db, command.id, output, worker);
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

/** The workspace's export (workspace/leads-csv.ts): for the same filter, the same bytes as the web API's. */
export async function exportLeadsCsv(db: Db, filter: LeadFilter, output: Output): Promise<ExitCode> {
  output.stdout(await leadsCsvFor(db, filter));
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
  const detail = await leadDetail(db, lead.id);
  output.stdout(formatLeadDetails(lead, await findJobsOfLead(db, lead.id), { notes: detail?.notes ?? [], history: detail?.history ?? [] }));
  return exitCode.ok;
}

/** When what a command queued is sent, as it is: the command may run in the server, beside it or alone. */
const whenSent: Record<Worker["deliveryWorker"], string> = {
  here: "Servern skickar leveranserna nu.\n",
  stopped: "Servern körs inte: leveranserna skickas när den startar.\n",
  elsewhere: "En server på samma databas skickar leveranserna inom några sekunder; körs ingen, skickas de när en startar.\n",
};

/**
 * Sends the lead's webhook deliveries again (workspace/redeliver.ts): finished ones queued
 * again, waiting ones tried now, printing what each was and when they go out.
 */
export async function redeliverLead(db: Db, id: string, output: Output, worker: Worker = noServer): Promise<ExitCode> {
  const lead = await leadOrExit(db, id, output);
  if (typeof lead === "number") return lead;
  const redelivery = await requeueLeadDeliveries(db, lead.id, cliActor);
  if (!redelivery) {
    output.stderr(`Inget lead har id ${id}.\n`);
    return exitCode.notFound;
  }
  if (redelivery.deliveries.length === 0) {
    output.stdout(`Lead ${shortId(lead.id)} har inga webhookleveranser att köa om${redelivery.spam ? " (det är spam)" : ""}.\n`);
    return exitCode.ok;
  }
  for (const delivery of redelivery.deliveries) {
    if (delivery.result === "requeued") {
      output.stdout(`${delivery.target}: köad igen (var ${jobStatusName(delivery.was)}), webhook-id ${delivery.webhookId}\n`);
    } else if (delivery.result === "retried-now") {
      output.stdout(`${delivery.target}: försöks nu i stället för vid nästa försökstid, webhook-id ${delivery.webhookId}\n`);
    } else {
      output.stdout(`${delivery.target}: redan i kö, webhook-id ${delivery.webhookId}\n`);
    }
  }
  if (redelivery.requeued + redelivery.retriedNow === 0) {
    output.stdout("Inget att skicka igen: leveranserna väntar redan på sitt försök.\n");
    return exitCode.ok;
  }
  worker.nudge();
  output.stdout(whenSent[worker.deliveryWorker]);
  return exitCode.ok;
}

/** GDPR erasure of one person (workspace/erase-person.ts), saying what was erased. */
export async function deletePerson(db: Db, email: string, output: Output): Promise<ExitCode> {
  const address = email.toLowerCase();
  const result = await erasePerson(db, address);
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
