import { describe, expect, it } from "vitest";
import { readServerEnv } from "./env.ts";

describe("readServerEnv", () => {
  it("listens on localhost:3000, trusts no proxy and logs at info by default", () => {
    const env = readServerEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("localhost");
    expect(env.TRUST_PROXY).toBe(0);
    expect(env.LOG_LEVEL).toBe("info");
  });

  it("reads the port and the proxy hops as numbers", () => {
    expect(readServerEnv({ PORT: "8080" }).PORT).toBe(8080);
    expect(readServerEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
  });

  it("accepts silent logs, for tests", () => {
    expect(readServerEnv({ LOG_LEVEL: "silent" }).LOG_LEVEL).toBe("silent");
  });

  it("stops on a bad value and names the variable", () => {
    expect(() => readServerEnv({ PORT: "tre tusen" })).toThrow(/PORT/);
    expect(() => readServerEnv({ PORT: "70000" })).toThrow(/PORT/);
    expect(() => readServerEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
    expect(() => readServerEnv({ TRUST_PROXY: "-1" })).toThrow(/TRUST_PROXY/);
    expect(() => readServerEnv({ LOG_LEVEL: "verbose" })).toThrow(/LOG_LEVEL/);
  });
});

describe("readServerEnv, the reply deadlines and chat alerts", () => {
  it("reads .env.example's values as the defaults: 09-17, a working day for quotes, the next day's end, 2 hours' warning, no chat", () => {
    const env = readServerEnv({ BUSINESS_HOURS: "09:00-17:00", LEAD_REPLY_QUOTE: "1d", LEAD_REPLY_DEFAULT: "next-day-end", LEAD_DEADLINE_WARNING: "2h" });
    const defaults = readServerEnv({});
    expect(env.BUSINESS_HOURS).toEqual(defaults.BUSINESS_HOURS);
    expect([env.LEAD_REPLY_QUOTE, env.LEAD_REPLY_DEFAULT, env.LEAD_DEADLINE_WARNING]).toEqual([
      defaults.LEAD_REPLY_QUOTE,
      defaults.LEAD_REPLY_DEFAULT,
      defaults.LEAD_DEADLINE_WARNING,
    ]);
    expect(defaults.SLACK_WEBHOOK_URL).toBeUndefined();
    expect(defaults.TEAMS_WEBHOOK_URL).toBeUndefined();
  });
});

describe("readServerEnv, the lead pipeline's variables", () => {
  it("defaults to embedded PGlite in .data, no webhook targets, stored mails and 24 months of retention", () => {
    const env = readServerEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe(".data");
    expect(env.AUTOMATION_WEBHOOK_URL).toBeUndefined();
    expect(env.FORM_SERVICE_URL).toBeUndefined();
    expect(env.WEBHOOK_SECRET).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.LEAD_RETENTION_MONTHS).toBe(24);
  });

  it("reads each of them", () => {
    const env = readServerEnv({
      DATABASE_URL: "postgres://site:hemligt@db.internal:5432/site",
      DATA_DIR: "/var/lib/site",
      AUTOMATION_WEBHOOK_URL: "https://hooks.example.com/leads",
      FORM_SERVICE_URL: "https://forms.example.com/f/abc",
      WEBHOOK_SECRET: "whsec_c2VjcmV0",
      LEAD_RETENTION_MONTHS: "12",
      SMTP_URL: "smtps://user:pass@smtp.example.com:465",
      MAIL_FROM: "Nordsvar <no-reply@example.com>",
      LEADS_NOTIFY_EMAIL: "leads@example.com",
      VIDEO_URL: "https://video.example.com/demo",
    });
    expect(env).toMatchObject({
      DATABASE_URL: "postgres://site:hemligt@db.internal:5432/site",
      DATA_DIR: "/var/lib/site",
      AUTOMATION_WEBHOOK_URL: "https://hooks.example.com/leads",
      FORM_SERVICE_URL: "https://forms.example.com/f/abc",
      LEAD_RETENTION_MONTHS: 12,
      SMTP_URL: "smtps://user:pass@smtp.example.com:465",
      MAIL_FROM: { name: "Nordsvar", address: "no-reply@example.com" },
      LEADS_NOTIFY_EMAIL: "leads@example.com",
      VIDEO_URL: "https://video.example.com/demo",
    });
    expect(env.WEBHOOK_SECRET?.toString()).toBe("secret");
  });

  it("stops on a bad value and names the variable", () => {
    expect(() => readServerEnv({ DATABASE_URL: "mysql://db/site" })).toThrow(/DATABASE_URL/);
    expect(() => readServerEnv({ AUTOMATION_WEBHOOK_URL: "ftp://hooks.example.com" })).toThrow(/AUTOMATION_WEBHOOK_URL/);
    expect(() => readServerEnv({ SMTP_URL: "http://smtp.example.com" })).toThrow(/SMTP_URL/);
    expect(() => readServerEnv({ LEAD_RETENTION_MONTHS: "0" })).toThrow(/LEAD_RETENTION_MONTHS/);
  });
});
