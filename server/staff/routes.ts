import { type Context, Hono } from "hono";
import type { $ZodType, output } from "zod/v4/core";
import * as z from "zod/mini";
import {
  analyticsReportSubscriptionSchema,
  analyticsSummaryQuerySchema,
  staffAnalyticsLivePath,
  staffAnalyticsPath,
  staffAnalyticsReportPath,
} from "../../contracts/analytics.ts";
import {
  staffApiRoot,
  staffEraseQuerySchema,
  type StaffEraseResult,
  staffLeadPatchSchema,
  staffLeadQuerySchema,
  type StaffMembers,
  staffMailQuerySchema,
  staffNoteRequestSchema,
  staffPaths,
  type StaffRedeliverResult,
  type StaffSettings,
} from "../../contracts/staff.ts";
import { analyticsLive, analyticsSummary, isReportSubscriber, setReportSubscription } from "../analytics/index.ts";
import { accessTokenVerifier, type SignedInUser } from "../account/index.ts";
import { type AuthServices, authServiceFor } from "../auth/index.ts";
import type { AppEnv } from "../http/app-env.ts";
import { ApiError } from "../http/api-error.ts";
import { errorMessages } from "../http/error-messages.ts";
import { readBody } from "../http/request-body.ts";
import {
  addLeadNote,
  changeLead,
  erasePerson,
  formatReplyRule,
  type LeadAlertSettings,
  leadDetail,
  leadFilterOf,
  leadIdPattern,
  leadsCsvFileName,
  leadsCsvFor,
  listLeadPage,
  redeliverLead,
  type ReplyDeadlines,
} from "../leads/index.ts";
import { type DeliveryConfig, listMailPage } from "../delivery/index.ts";
import type { MailConfig } from "../mail/index.ts";
import type { Site } from "../site.ts";
import { staffMessages } from "./staff-messages.ts";
import { staffMembers } from "./staff-members.ts";

/** What the workspace's work on leads needs beside the accounts: where alerts go and the reply rules. */
export interface StaffServices extends AuthServices {
  delivery: DeliveryConfig;
  mail: MailConfig;
  deadlines: ReplyDeadlines;
}

/** What the workspace needs: the database and who signs staff in. Without either there is no workspace. */
export interface StaffContext {
  data?: StaffServices;
  /** The site's address, for the links in the alerts to staff. */
  site: Site;
}

/** The minutes after midnight as "09:00". */
function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** What the workspace should know of the server's configuration (contracts/staff.ts, staffSettingsSchema). */
function settingsOf({ mail, delivery, deadlines }: StaffServices): StaffSettings {
  return {
    mail: { configured: mail.smtpUrl !== undefined, notifyEmail: mail.leadsNotifyEmail },
    chatAlerts: { slack: delivery.targets.slack !== undefined, teams: delivery.targets.teams !== undefined },
    replies: {
      weekdays: [...deadlines.hours.weekdays],
      opensAt: clockTime(deadlines.hours.opensAt),
      closesAt: clockTime(deadlines.hours.closesAt),
      timeZone: "Europe/Stockholm",
      quote: formatReplyRule(deadlines.quote),
      other: formatReplyRule(deadlines.other),
      warning: formatReplyRule(deadlines.warning),
    },
  };
}

/** Nothing the workspace answers may be kept by a shared cache or on the staff member's disk. */
const privateAnswer = { "Cache-Control": "private, no-store" } as const;

/** A path of staffPaths as the area's router sees it, under its mount. */
function routeOf(path: string): string {
  return path.slice(staffApiRoot.length);
}

const leadsRoute = routeOf(staffPaths.leads);
const leadRoute = `${leadsRoute}/:id`;

/**
 * Input through a contract schema, or 400: a message per field, and as the error the
 * schema's own message for the whole input (a PATCH with nothing to change) or `message`.
 */
function parseInput<Schema extends $ZodType>(schema: Schema, input: unknown, message: string): output<Schema> {
  const result = z.safeParse(schema, input, { error: () => staffMessages.invalidValue });
  if (result.success) return result.data as output<Schema>;
  const fields: Record<string, string> = {};
  let whole: string | undefined;
  for (const issue of result.error.issues) {
    const name = issue.path.map(String).join(".");
    if (name) fields[name] ??= issue.message;
    // A check of the whole input carries its own message; a body of the wrong type gets `message`.
    else if (issue.code === "custom") whole ??= issue.message;
  }
  throw new ApiError(400, whole ?? message, Object.keys(fields).length > 0 ? fields : undefined);
}

function readQuery<Schema extends $ZodType>(c: Context<AppEnv>, schema: Schema): output<Schema> {
  return parseInput(schema, c.req.query(), staffMessages.badQuery);
}

/** A JSON body (readBody: JSON only, 32 KB at most, no NUL characters) through a contract schema. */
async function readStaffBody<Schema extends $ZodType>(c: Context<AppEnv>, schema: Schema): Promise<output<Schema>> {
  let input: unknown;
  try {
    input = await readBody(c, z.unknown());
  } catch (error) {
    // Characters that cannot be stored are bad input like any other here.
    if (error instanceof ApiError && error.status === 422) throw new ApiError(400, error.message, error.fields ? { ...error.fields } : undefined);
    throw error;
  }
  return parseInput(schema, input, errorMessages.invalidFields);
}

function leadIdOf(c: Context<AppEnv>): string {
  const id = c.req.param("id") ?? "";
  if (!leadIdPattern.test(id)) throw new ApiError(400, staffMessages.badLeadId);
  return id.toLowerCase();
}

/** The inbox's filter from the query; `assignee=me` is the signed-in staff member. */
function leadFilterFrom(c: Context<AppEnv>, me: string) {
  const query = readQuery(c, staffLeadQuerySchema);
  const parsed = leadFilterOf(query, { me });
  if ("invalid" in parsed) throw new ApiError(400, staffMessages.badQuery, parsed.invalid);
  return { query, filter: parsed.filter };
}

/**
 * /api/staff/ (contracts/staff.ts): the workspace where staff work the leads. Every call
 * needs the Bearer access token of a staff account: 401 without a valid one, 403 for a
 * customer's. The state-changing calls take the token from the header, never from a
 * cookie, so another site's page cannot make a browser send them (no CSRF check needed).
 */
export function staffRoutes({ data, site }: StaffContext) {
  if (!data) return undefined;
  const service = authServiceFor(data);
  const verifier = accessTokenVerifier(data.auth, service);
  if (!verifier) return undefined;
  const verify = verifier;
  const { db } = data.database;
  const members = staffMembers(data.auth?.mode === "embedded" ? service : undefined);
  const alerts: LeadAlertSettings = { delivery: data.delivery, leadsNotifyEmail: data.mail.leadsNotifyEmail, site, deadlines: data.deadlines };
  const settings = settingsOf(data);

  /** The staff member a request's token names; 401 or 403 otherwise, before any input is read. */
  async function staffOf(c: Context<AppEnv>): Promise<SignedInUser> {
    const user = await verify(c.req.header("Authorization"));
    if (!user) throw new ApiError(401, staffMessages.signedOut);
    if (user.role !== "staff") throw new ApiError(403, staffMessages.notStaff);
    return user;
  }

  return new Hono<AppEnv>()
    .get(routeOf(staffPaths.export), async (c) => {
      const staff = await staffOf(c);
      const { filter } = leadFilterFrom(c, staff.email);
      // The same bytes as `npm run leads -- export --csv` with the same filter (workspace/leads-csv.ts).
      const csv = await leadsCsvFor(db, filter);
      return c.body(csv, 200, {
        ...privateAnswer,
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${leadsCsvFileName(new Date())}"`,
      });
    })
    .get(leadsRoute, async (c) => {
      const staff = await staffOf(c);
      const { query, filter } = leadFilterFrom(c, staff.email);
      return c.json(await listLeadPage(db, filter, { page: query.page, pageSize: query.pageSize }), 200, privateAnswer);
    })
    .delete(leadsRoute, async (c) => {
      const staff = await staffOf(c);
      const { email } = readQuery(c, staffEraseQuerySchema);
      const erased = await erasePerson(db, email);
      // Who erased and how much, never whose: the address is what was to be forgotten.
      c.get("log").info({ erasure: { by: staff.email, leads: erased.leads, jobs: erased.jobs, mails: erased.mails, notes: erased.notes } }, "Person erased");
      const body: StaffEraseResult = { leads: erased.leads, mails: erased.mails, notes: erased.notes };
      return c.json(body, 200, privateAnswer);
    })
    .get(leadRoute, async (c) => {
      await staffOf(c);
      const detail = await leadDetail(db, leadIdOf(c));
      if (!detail) throw new ApiError(404, staffMessages.leadNotFound);
      return c.json(detail, 200, privateAnswer);
    })
    .patch(leadRoute, async (c) => {
      const staff = await staffOf(c);
      const id = leadIdOf(c);
      const patch = await readStaffBody(c, staffLeadPatchSchema);
      if (patch.assignee && !(await members.mayBeAssigned(patch.assignee))) {
        throw new ApiError(400, staffMessages.notStaffMember, { assignee: staffMessages.notStaffMember });
      }
      // A lead given to a colleague mails them (lead-alerts.ts); the worker is told to send it now.
      const changed = await changeLead(db, id, patch, staff.email, { alerts: { settings: alerts, nudge: () => data.nudge() } });
      if (!changed) throw new ApiError(404, staffMessages.leadNotFound);
      if (changed === "not-won") throw new ApiError(400, staffMessages.wonValueNotWon, { wonValue: staffMessages.wonValueNotWon });
      return c.json(await leadDetail(db, id), 200, privateAnswer);
    })
    .post(`${leadRoute}/notes`, async (c) => {
      const staff = await staffOf(c);
      const id = leadIdOf(c);
      const { text } = await readStaffBody(c, staffNoteRequestSchema);
      const note = await addLeadNote(db, id, text, staff.email);
      if (!note) throw new ApiError(404, staffMessages.leadNotFound);
      return c.json({ note }, 201, privateAnswer);
    })
    .post(`${leadRoute}/redeliver`, async (c) => {
      const staff = await staffOf(c);
      const redelivery = await redeliverLead(db, leadIdOf(c), staff.email);
      if (!redelivery) throw new ApiError(404, staffMessages.leadNotFound);
      // The worker would find the jobs on its next round; told now, it sends them at once.
      if (redelivery.requeued > 0 || redelivery.retriedNow > 0) data.nudge();
      const body: StaffRedeliverResult = { requeued: redelivery.requeued, retriedNow: redelivery.retriedNow, alreadyPending: redelivery.alreadyPending };
      return c.json(body, 200, privateAnswer);
    })
    .get(routeOf(staffPaths.mails), async (c) => {
      await staffOf(c);
      return c.json(await listMailPage(db, readQuery(c, staffMailQuerySchema)), 200, privateAnswer);
    })
    .get(routeOf(staffAnalyticsLivePath), async (c) => {
      await staffOf(c);
      return c.json(await analyticsLive(db), 200, privateAnswer);
    })
    .get(routeOf(staffAnalyticsReportPath), async (c) => {
      const staff = await staffOf(c);
      return c.json({ subscribed: await isReportSubscriber(db, staff.email) }, 200, privateAnswer);
    })
    .put(routeOf(staffAnalyticsReportPath), async (c) => {
      const staff = await staffOf(c);
      const { subscribed } = await readStaffBody(c, analyticsReportSubscriptionSchema);
      await setReportSubscription(db, staff.email, subscribed);
      return c.json({ subscribed }, 200, privateAnswer);
    })
    .get(routeOf(staffAnalyticsPath), async (c) => {
      await staffOf(c);
      return c.json(await analyticsSummary(db, readQuery(c, analyticsSummaryQuerySchema)), 200, privateAnswer);
    })
    .get(routeOf(staffPaths.settings), async (c) => {
      await staffOf(c);
      return c.json(settings, 200, privateAnswer);
    })
    .get(routeOf(staffPaths.members), async (c) => {
      const staff = await staffOf(c);
      const body: StaffMembers = { members: (await members.list(staff)).map((email) => ({ email })) };
      return c.json(body, 200, privateAnswer);
    });
}
