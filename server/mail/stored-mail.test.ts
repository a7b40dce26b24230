import { describe, expect, it } from "vitest";
import { brandMailContent, composeMail } from "./compose.ts";
import type { MailSite } from "./config.ts";
import { renderStoredMail, storedMailSchema } from "./stored-mail.ts";

const site: MailSite = { name: "Kundsvar", url: "https://www.kundsvar.example", email: "hej@kundsvar.example", phone: "031-123 45 67" };
const content = brandMailContent({
  to: "asa@example.se",
  subject: "Tack för\ner förfrågan",
  blocks: [
    { type: "paragraph", text: "Hej Åsa!" },
    { type: "button", label: "Ladda ner guiden", url: "https://www.kundsvar.example/api/guide/abc" },
    { type: "fields", fields: [{ label: "Företag", value: "<Öberg & Co>" }] },
  ],
  reason: "Du får det här mejlet för att du fyllde i ett formulär.",
  site,
});

describe("a stored mail", () => {
  it("keeps a template's content and renders it, when sent or shown, into the mail the template describes", () => {
    const stored = storedMailSchema.parse(JSON.parse(JSON.stringify(content)));
    expect(stored).toEqual(content);
    const mail = renderStoredMail(stored);
    expect(mail).toEqual(composeMail(content));
    expect(mail).toMatchObject({ to: "asa@example.se", replyTo: "hej@kundsvar.example", subject: "Tack för er förfrågan" });
    expect(mail.text).toContain("Företag: <Öberg & Co>");
    expect(mail.html).toContain("&lt;Öberg &amp; Co&gt;");
    expect(mail.html).toContain('href="https://www.kundsvar.example/api/guide/abc"');
  });

  it("is a fraction of the rendered mail's size", () => {
    const rendered = JSON.stringify(composeMail(content)).length;
    expect(JSON.stringify(content).length).toBeLessThan(rendered / 2);
  });

  it("passes a mail stored already rendered (account mails, older jobs) on as it is", () => {
    const rendered = { to: "asa@example.se", subject: "Välkommen", text: "Hej!", html: "<p>Hej!</p>" };
    expect(renderStoredMail(rendered)).toEqual(rendered);
  });

  it("refuses a button that links anywhere but a web page, and anything that is no mail", () => {
    const sneaky = { ...content, blocks: [{ type: "button", label: "Klicka", url: "javascript:alert(1)" }] };
    expect(storedMailSchema.safeParse(sneaky).success).toBe(false);
    expect(() => renderStoredMail(sneaky)).toThrow();
    expect(() => renderStoredMail({ to: "asa@example.se", subject: "Hej" })).toThrow();
    expect(() => renderStoredMail({ ...content, to: "inte en adress" })).toThrow();
  });
});
