import { describe, expect, it } from "vitest";
import { parseEnv } from "../../config/parse-env.ts";
import { publicEnvSchema } from "../../config/public-env.ts";
import { mailConfigFromEnv, mailEnvShape } from "./config.ts";

/** The mail variables merged into the site's, as the server's own schema does. */
const schema = publicEnvSchema.extend(mailEnvShape);
const read = (source: Record<string, string>) => mailConfigFromEnv(parseEnv(schema, source));

describe("mailConfigFromEnv", () => {
  it("stores mails rather than sending them, offers no video, and takes its defaults from the site's configuration", () => {
    const config = read({
      BRAND_NAME: "Kundsvar",
      SITE_URL: "https://www.kundsvar.example/",
      CONTACT_EMAIL: "hej@kundsvar.example",
      CONTACT_PHONE: "031-123 45 67",
    });

    expect(config).toEqual({
      smtpUrl: undefined,
      from: { name: "Kundsvar", address: "no-reply@kundsvar.example" },
      leadsNotifyEmail: "hej@kundsvar.example",
      videoUrl: undefined,
    });
  });

  it("reads an SMTP server, a sender, a notification address and a video", () => {
    const config = read({
      SMTP_URL: "smtps://mejl%40kundsvar.example:hemligt@smtp.kundsvar.example:465",
      MAIL_FROM: '"Kundsvar, kundtjänst" <info@kundsvar.example>',
      LEADS_NOTIFY_EMAIL: "leads@kundsvar.example",
      VIDEO_URL: "https://video.kundsvar.example/v/1",
    });

    expect(config.smtpUrl).toBe("smtps://mejl%40kundsvar.example:hemligt@smtp.kundsvar.example:465");
    expect(config.from).toEqual({ name: "Kundsvar, kundtjänst", address: "info@kundsvar.example" });
    expect(config.leadsNotifyEmail).toBe("leads@kundsvar.example");
    expect(config.videoUrl).toBe("https://video.kundsvar.example/v/1");
  });

  it("accepts a bare sender address", () => {
    expect(read({ MAIL_FROM: "no-reply@kundsvar.example" }).from).toEqual({ name: "", address: "no-reply@kundsvar.example" });
  });

  it("stops at start-up on a value it cannot use, naming the variable", () => {
    expect(() => read({ SMTP_URL: "https://smtp.kundsvar.example" })).toThrow(/SMTP_URL/);
    expect(() => read({ SMTP_URL: "smtp.kundsvar.example:587" })).toThrow(/SMTP_URL/);
    expect(() => read({ MAIL_FROM: "Kundsvar" })).toThrow(/MAIL_FROM/);
    expect(() => read({ MAIL_FROM: "a@kundsvar.example, b@kundsvar.example" })).toThrow(/MAIL_FROM/);
    expect(() => read({ LEADS_NOTIFY_EMAIL: "leads" })).toThrow(/LEADS_NOTIFY_EMAIL/);
    expect(() => read({ VIDEO_URL: "ftp://video.kundsvar.example" })).toThrow(/VIDEO_URL/);
  });
});
