import { describe, expect, it } from "vitest";
import { composeBrandMail, composeMail } from "./compose.ts";
import type { MailSite } from "./config.ts";

const site: MailSite = { name: "Kundsvar & Co", url: "https://kundsvar.example", email: "hej@kundsvar.example", phone: "08-465 004 20" };

describe("composeMail", () => {
  it("renders the same blocks into the plain-text part and the HTML part", () => {
    const mail = composeMail({
      to: "kund@example.se",
      subject: "Ämne",
      blocks: [
        { type: "paragraph", text: "Första stycket." },
        { type: "button", label: "Öppna", url: "https://kundsvar.example/a?b=1&c=2" },
        { type: "fields", fields: [{ label: "Namn", value: "Åsa" }] },
      ],
      footer: ["Liten text"],
      site,
    });

    expect(mail.text).toBe("Första stycket.\n\nÖppna:\nhttps://kundsvar.example/a?b=1&c=2\n\nNamn: Åsa\n\n-- \nLiten text\n");
    expect(mail.html).toContain("<title>Ämne</title>");
    expect(mail.html).toContain("Första stycket.");
    expect(mail.html).toContain('href="https://kundsvar.example/a?b=1&amp;c=2"');
    expect(mail.html).toContain(">Namn</th>");
    expect(mail.html).toContain(">Åsa</td>");
    expect(mail.html).toContain("Liten text");
    expect(mail.html).toContain(">Kundsvar &amp; Co</a>");
    expect(mail).not.toHaveProperty("replyTo");
  });

  it("refuses a link that is not a web address", () => {
    expect(() =>
      composeMail({
        to: "kund@example.se",
        subject: "Ämne",
        blocks: [{ type: "button", label: "Klicka", url: "javascript:alert(1)" }],
        footer: [],
        site,
      }),
    ).toThrow(/javascript:/);
  });
});

describe("composeBrandMail", () => {
  it("signs with the brand, lists the contact details and sends replies to the contact address", () => {
    const mail = composeBrandMail({
      to: "kund@example.se",
      subject: "Ert nya lösenord",
      blocks: [{ type: "paragraph", text: "Hej!" }],
      reason: "Ni får det här mejlet eftersom någon bad om ett nytt lösenord.",
      site,
    });

    expect(mail.replyTo).toBe("hej@kundsvar.example");
    expect(mail.text).toBe(
      "Hej!\n\nMed vänliga hälsningar\nKundsvar & Co\n\n-- \nKundsvar & Co\nhej@kundsvar.example · 08-465 004 20 · kundsvar.example\nNi får det här mejlet eftersom någon bad om ett nytt lösenord.\n",
    );
  });
});
