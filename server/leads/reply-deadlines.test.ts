import { describe, expect, it } from "vitest";
import { stockholmTime as at } from "../../tests/support/stockholm-time.ts";
import { readServerEnv } from "../env.ts";
import {
  defaultReplyDeadlines,
  formatReplyRule,
  parseReplyRule,
  readReplyDeadlines,
  type ReplyDeadlines,
  replyDeadlinesFromEnv,
  respondByFor,
  warningAt,
} from "./reply-deadlines.ts";

describe("reply deadlines", () => {
  it("gives a quote sent on Friday at 16:30 until Monday at 16:30: its 24 hours are one working day", () => {
    expect(respondByFor("quote", at("2026-11-27 16:30"))).toEqual(at("2026-11-30 16:30"));
  });

  it("gives the other kinds until the end of the next working day", () => {
    expect(respondByFor("contact", at("2026-11-27 16:30"))).toEqual(at("2026-11-30 17:00"));
    expect(respondByFor("demo", at("2026-11-24 08:00"))).toEqual(at("2026-11-25 17:00"));
  });

  it("skips a Swedish public holiday the day after a lead arrives", () => {
    // Kristi himmelsfärdsdag is Thursday 14 May 2026; nationaldagen Saturday 6 June; juldagen Friday 25 December.
    expect(respondByFor("quote", at("2026-05-13 15:00"))).toEqual(at("2026-05-15 15:00"));
    expect(respondByFor("popup", at("2026-05-13 15:00"))).toEqual(at("2026-05-15 17:00"));
    expect(respondByFor("quote", at("2026-12-23 10:00"))).toEqual(at("2026-12-28 10:00"));
  });

  it("follows the configured rules: working days, working hours, other opening hours", () => {
    const rules: ReplyDeadlines = { ...defaultReplyDeadlines, quote: { workingHours: 4 }, other: { workingDays: 2 } };
    expect(respondByFor("quote", at("2026-11-27 16:30"), rules)).toEqual(at("2026-11-30 12:30"));
    expect(respondByFor("contact", at("2026-11-26 10:00"), rules)).toEqual(at("2026-11-30 10:00"));
    const early = replyDeadlinesFromEnv(readServerEnv({ BUSINESS_HOURS: "08:00-16:00" }));
    expect(respondByFor("quote", at("2026-11-27 15:30"), early)).toEqual(at("2026-11-30 15:30"));
  });

  it("warns the configured working time before a deadline, over a weekend if need be", () => {
    expect(warningAt(at("2026-11-30 16:30"))).toEqual(at("2026-11-30 14:30"));
    expect(warningAt(at("2026-11-30 10:00"))).toEqual(at("2026-11-27 16:00"));
    expect(warningAt(at("2026-11-30 10:00"), { ...defaultReplyDeadlines, warning: { workingDays: 1 } })).toEqual(at("2026-11-27 10:00"));
  });

  it("reads the rules as written: <N>d, <N>h, next-day-end", () => {
    expect(parseReplyRule("1d")).toEqual({ workingDays: 1 });
    expect(parseReplyRule(" 4H ")).toEqual({ workingHours: 4 });
    expect(parseReplyRule("next-day-end")).toBe("next-day-end");
    for (const wrong of ["0d", "1w", "24 timmar", "", "d"]) expect(parseReplyRule(wrong)).toBeNull();
    expect(formatReplyRule({ workingDays: 1 })).toBe("1d");
    expect(formatReplyRule({ workingHours: 2 })).toBe("2h");
  });

  it("takes Monday to Friday 09-17 in Stockholm, a working day for quotes, the next day's end and 2 hours' warning by default", () => {
    expect(readReplyDeadlines({})).toEqual(defaultReplyDeadlines);
    expect(defaultReplyDeadlines).toEqual({
      hours: { weekdays: [1, 2, 3, 4, 5], opensAt: 9 * 60, closesAt: 17 * 60 },
      quote: { workingDays: 1 },
      other: "next-day-end",
      warning: { workingHours: 2 },
    });
  });

  it("stops at start-up on a rule it cannot read, naming the variable", () => {
    expect(() => readReplyDeadlines({ BUSINESS_HOURS: "9-17" })).toThrow(/BUSINESS_HOURS/);
    expect(() => readReplyDeadlines({ LEAD_REPLY_QUOTE: "24 timmar" })).toThrow(/LEAD_REPLY_QUOTE/);
    expect(() => readReplyDeadlines({ LEAD_REPLY_DEFAULT: "imorgon" })).toThrow(/LEAD_REPLY_DEFAULT/);
    expect(() => readReplyDeadlines({ LEAD_DEADLINE_WARNING: "next-day-end" })).toThrow(/LEAD_DEADLINE_WARNING/);
  });
});
