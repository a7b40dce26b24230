import { z } from "zod";
import { parseEnv } from "../../config/parse-env.ts";
import type { LeadKind } from "../db/schema.ts";
import {
  addWorkingTime,
  defaultOpeningHours,
  endOfNextWorkingDay,
  type OpeningHours,
  parseOpeningHours,
  subtractWorkingTime,
  workingDayMs,
} from "../time/business-calendar.ts";

/*
 * Speed to lead (DESIGN.md): every lead has a reply deadline, counted in the business's
 * working time in Stockholm with Swedish holidays closed (server/time/). A quote is
 * promised "inom 24 timmar" (SPEC §9), which in working time is one working day: the same
 * time the next working day. The other kinds take a configurable rule, by default the end
 * of the next working day. The deadline is stored on the lead when it arrives, so a later
 * change of these rules moves no deadline already given.
 */

/** "<N>d": N working days; "<N>h": N working hours; "next-day-end": when the next working day closes. */
export type ReplyRule = { workingDays: number } | { workingHours: number } | "next-day-end";

const rulePattern = /^(\d{1,3})\s*([dh])$/i;

/** A rule as BUSINESS_HOURS' companions write it; null for anything else. */
export function parseReplyRule(text: string): ReplyRule | null {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === "next-day-end") return "next-day-end";
  const match = rulePattern.exec(trimmed);
  if (!match) return null;
  const count = Number(match[1]);
  if (count === 0) return null;
  return match[2] === "d" ? { workingDays: count } : { workingHours: count };
}

/** The rule as it is written in the environment. */
export function formatReplyRule(rule: ReplyRule): string {
  if (rule === "next-day-end") return rule;
  return "workingDays" in rule ? `${rule.workingDays}d` : `${rule.workingHours}h`;
}

/** An amount of working time ("2h", "1d"), for the warning before a deadline. */
function workingTimeMs(rule: ReplyRule, hours: OpeningHours): number {
  if (rule === "next-day-end") throw new Error("next-day-end is a moment, not an amount of time");
  return "workingDays" in rule ? rule.workingDays * workingDayMs(hours) : rule.workingHours * 3_600_000;
}

export interface ReplyDeadlines {
  hours: OpeningHours;
  /** The quote's rule: its promise of a reply within 24 hours, one working day. */
  quote: ReplyRule;
  /** Every other kind's. */
  other: ReplyRule;
  /** How much working time before a deadline the reminder goes out. */
  warning: ReplyRule & ({ workingDays: number } | { workingHours: number });
}

export const defaultReplyDeadlines: ReplyDeadlines = {
  hours: defaultOpeningHours,
  quote: { workingDays: 1 },
  other: "next-day-end",
  warning: { workingHours: 2 },
};

/** When a lead of `kind` received at `receivedAt` must be answered. */
export function respondByFor(kind: LeadKind, receivedAt: Date, deadlines: ReplyDeadlines = defaultReplyDeadlines): Date {
  const rule = kind === "quote" ? deadlines.quote : deadlines.other;
  if (rule === "next-day-end") return endOfNextWorkingDay(receivedAt, deadlines.hours);
  return addWorkingTime(receivedAt, workingTimeMs(rule, deadlines.hours), deadlines.hours);
}

/** When the reminder for a deadline is due: the warning's working time before it. */
export function warningAt(respondBy: Date, deadlines: ReplyDeadlines = defaultReplyDeadlines): Date {
  return subtractWorkingTime(respondBy, workingTimeMs(deadlines.warning, deadlines.hours), deadlines.hours);
}

function ruleVariable(example: string) {
  return z
    .string()
    .trim()
    .transform((value, context) => {
      const rule = parseReplyRule(value);
      if (!rule) context.addIssue({ code: "custom", message: `must be "<N>d" (working days), "<N>h" (working hours) or "next-day-end", such as "${example}"` });
      return rule ?? z.NEVER;
    });
}

/** The deadlines' environment variables, to be merged into the server's schema (documented in .env.example). */
export const replyDeadlineEnvShape = {
  /** The working day in Stockholm, Monday to Friday, Swedish holidays closed. */
  BUSINESS_HOURS: z
    .string()
    .trim()
    .transform((value, context) => {
      const hours = parseOpeningHours(value);
      if (!hours) context.addIssue({ code: "custom", message: 'must be opening hours such as "09:00-17:00"' });
      return hours ?? z.NEVER;
    })
    .default(defaultOpeningHours),
  LEAD_REPLY_QUOTE: ruleVariable("1d").default(defaultReplyDeadlines.quote),
  LEAD_REPLY_DEFAULT: ruleVariable("next-day-end").default(defaultReplyDeadlines.other),
  LEAD_DEADLINE_WARNING: ruleVariable("2h")
    .refine((rule) => rule !== "next-day-end", 'must be an amount of working time such as "2h" or "1d"')
    .default(defaultReplyDeadlines.warning),
};

const replyDeadlineEnvSchema = z.object(replyDeadlineEnvShape);

export function replyDeadlinesFromEnv(env: z.output<typeof replyDeadlineEnvSchema>): ReplyDeadlines {
  return {
    hours: env.BUSINESS_HOURS,
    quote: env.LEAD_REPLY_QUOTE,
    other: env.LEAD_REPLY_DEFAULT,
    warning: env.LEAD_DEADLINE_WARNING as ReplyDeadlines["warning"],
  };
}

export function readReplyDeadlines(source: Record<string, string | undefined> = process.env): ReplyDeadlines {
  return replyDeadlinesFromEnv(parseEnv(replyDeadlineEnvSchema, source));
}
