import { describe, expect, it } from "vitest";
import type { MailSite } from "./config.ts";
import type { LeadForMail } from "./lead-fields.ts";
import { leadMails, type LeadMailSettings } from "./lead-mails.ts";
import { type MailMessage, mailMessageSchema } from "./message.ts";
import { renderStoredMail, storedMailSchema } from "./stored-mail.ts";
import { addWorkingTime, defaultOpeningHours, endOfNextWorkingDay, workingDayMs } from "../time/business-calendar.ts";

const site: MailSite = {
  name: "Kundsvar Test",
  url: "https://www.kundsvar.example",
  email: "hej@kundsvar.example",
  phone: "031-123 45 67",
};
const settings: LeadMailSettings = {
  site,
  leadsNotifyEmail: "leads@kundsvar.example",
  videoUrl: "https://video.kundsvar.example/sa-fungerar-det",
};
// 09:30 in Stockholm in winter (UTC+1).
const receivedAt = new Date("2025-01-15T08:30:00Z");

const leads = {
  contact: {
    id: "0c5d7f7e-1b1a-4a53-9a57-3f0c1d2e4b6a",
    receivedAt,
    kind: "contact",
    fields: {
      name: "Åsa Öberg",
      email: "asa@foretaget.example",
      company: "Företaget AB",
      message: "Vi får 400 samtal i veckan.\nKan ni hjälpa oss?",
      interests: { voiceAgent: true, chatbot: false, email: true, socialMedia: false },
    },
  },
  ebook: {
    id: "1e0b2a51-8c57-4a7b-9b0c-5c6f7a8b9c0d",
    receivedAt,
    kind: "ebook",
    fields: { firstName: "Lars", lastName: "Ek", email: "lars@ek.example", phone: "070-123 45 67" },
    downloadUrl: "https://www.kundsvar.example/guide/hY3kq9Vt2xLp",
  },
  quote: {
    id: "2f1c3b62-9d68-4b8c-8c1d-6d7e8f9a0b1c",
    receivedAt,
    kind: "quote",
    fields: {
      companyName: "Hotell Norrsken",
      contactPerson: "Maja Lind",
      email: "maja@norrsken.example",
      industry: "hotel",
      services: ["voice-agent", "ai-suite"],
      message: undefined,
    },
  },
  demo: {
    id: "3a2d4c73-ae79-4c9d-9d2e-7e8f9a0b1c2d",
    receivedAt,
    kind: "demo",
    fields: { name: "Per Holm", email: "per@holm.example", company: "Holm Fastigheter", message: "Tisdagar passar bäst." },
  },
  popup: {
    id: "4b3e5d84-bf8a-4dae-8e3f-8f9a0b1c2d3e",
    receivedAt,
    kind: "popup",
    fields: { email: "nyfiken@example.se", consent: true },
  },
} satisfies Record<LeadForMail["kind"], LeadForMail>;

/** A lead's mails as the queue stores them and the sender gets them: content, checked and rendered. */
function mailsFor(lead: LeadForMail, mailSettings = settings, respondBy = endOfNextWorkingDay(lead.receivedAt)) {
  const [visitor, business] = leadMails(lead, mailSettings, respondBy).map((content) => renderStoredMail(storedMailSchema.parse(content)));
  if (!visitor || !business) throw new Error("Every lead gets two mails");
  return { visitor, business };
}

/** The href of every link in the HTML part. */
function hrefs(mail: MailMessage): string[] {
  return [...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? "");
}

describe("every lead's mails", () => {
  it.each(Object.values(leads))("$kind: one to the visitor and one to the business, each complete", (lead) => {
    const { visitor, business } = mailsFor(lead);

    expect(visitor.to).toBe(lead.fields.email);
    expect(visitor.replyTo).toBe(site.email);
    expect(business.to).toBe(settings.leadsNotifyEmail);
    expect(business.replyTo).toBe(lead.fields.email);
    for (const mail of [visitor, business]) {
      expect(mailMessageSchema.parse(mail)).toEqual(mail);
      expect(mail.html).toMatch(/^<!doctype html>\n<html lang="sv">/);
      expect(mail.text).toContain("www.kundsvar.example");
    }
    expect(visitor.text).toContain("Med vänliga hälsningar\nKundsvar Test");
    expect(visitor.text).toContain("hej@kundsvar.example · 031-123 45 67");
    expect(visitor.html).toContain("Kundsvar Test");
  });
});

describe("the e-book mail", () => {
  it("carries the lead's own download link, in the text and as the HTML button", () => {
    const { visitor } = mailsFor(leads.ebook);

    expect(visitor.subject).toBe("Här är guiden ni bad om");
    expect(visitor.text).toContain("Hej Lars!");
    expect(visitor.text).toContain("Ladda ner guiden:\nhttps://www.kundsvar.example/guide/hY3kq9Vt2xLp");
    expect(hrefs(visitor)).toContain("https://www.kundsvar.example/guide/hY3kq9Vt2xLp");
    expect(visitor.html).toContain(">Ladda ner guiden</a>");
  });
});

describe("the popup mail", () => {
  it("links to the promised video", () => {
    const { visitor } = mailsFor(leads.popup);

    expect(visitor.subject).toBe("Så fungerar AI-kundservice i praktiken");
    expect(visitor.text).toContain("Hej!");
    expect(visitor.text).toContain(settings.videoUrl);
    expect(hrefs(visitor)).toContain(settings.videoUrl);
  });

  it("without a video (VIDEO_URL unset) promises contact about a demo, and no video", () => {
    const { visitor } = mailsFor(leads.popup, { ...settings, videoUrl: undefined });

    expect(visitor.subject).toBe("Vi hör av oss om en demo");
    expect(visitor.text).toContain("föreslår en tid för en kostnadsfri demo");
    expect(visitor.text).not.toMatch(/video/i);
    expect(hrefs(visitor!)).not.toContain(settings.videoUrl);
  });
});

describe("the confirmations", () => {
  it("contact: promises an answer as soon as possible and repeats what was sent, empty fields and the message left out", () => {
    const { visitor } = mailsFor(leads.contact);

    expect(visitor.subject).toBe("Vi har tagit emot ert meddelande");
    expect(visitor.text).toContain("Hej Åsa Öberg!");
    expect(visitor.text).toContain("återkommer så snart som möjligt");
    expect(visitor.text).toContain("Företag: Företaget AB");
    expect(visitor.text).toContain("Intresserad av: Röstassistent, E-postautomatisering");
    expect(visitor.text).not.toContain("Meddelande");
    expect(visitor.text).not.toContain("400 samtal");
    expect(visitor.text).not.toContain("Telefon");
    expect(visitor.html).not.toContain("400 samtal");
  });

  it("quote: promises the quote within 24 hours, in both parts", () => {
    const { visitor } = mailsFor(leads.quote);

    expect(visitor.subject).toBe("Vi har tagit emot er offertförfrågan");
    expect(visitor.text).toContain("Hej Maja Lind!");
    expect(visitor.text).toContain("inom 24 timmar");
    expect(visitor.html).toContain("inom 24 timmar");
    expect(visitor.text).toContain("Bransch: Hotell och boende");
    expect(visitor.text).toContain("Intresserad av: Röstassistent, AI Suite");
  });

  it("demo: says that a time will be booked with them", () => {
    const { visitor } = mailsFor(leads.demo);

    expect(visitor.subject).toBe("Vi har tagit emot er demoförfrågan");
    expect(visitor.text).toContain("Hej Per Holm!");
    expect(visitor.text).toContain("Vi hör av oss och föreslår en tid för demon");
    expect(visitor.text).not.toContain("Tisdagar passar bäst.");
  });

  it("never repeat the message or anything typed that a mail program would show as a link; the notification keeps all of it", () => {
    const relay = {
      ...leads.contact,
      fields: {
        ...leads.contact.fields,
        name: "Vinn en iPhone på https://vinst.example.net/nu",
        company: "Besök www.billiga-lan.example",
        phone: "ring-mig.example.org",
        message: "Klicka här: https://phish.example.net/logga-in",
      },
    };
    const { visitor, business } = mailsFor(relay);
    for (const part of [visitor.text, visitor.html]) {
      for (const typed of ["vinst.example.net", "billiga-lan", "ring-mig.example.org", "phish.example.net", "Klicka här"]) expect(part).not.toContain(typed);
    }
    expect(visitor.text).toContain("Hej!");
    expect(visitor.text).toContain(`E-post: ${leads.contact.fields.email}`);
    for (const typed of ["https://vinst.example.net/nu", "www.billiga-lan.example", "ring-mig.example.org", "https://phish.example.net/logga-in"]) {
      expect(business.text).toContain(typed);
    }

    const quote = mailsFor({ ...leads.quote, fields: { ...leads.quote.fields, companyName: "Se mejl.example.com", message: "https://x.example" } });
    expect(quote.visitor.text).not.toContain("mejl.example.com");
    expect(quote.visitor.text).not.toContain("x.example");
    const demo = mailsFor({ ...leads.demo, fields: { ...leads.demo.fields, name: "Per www.example.se" } });
    expect(demo.visitor.text).toContain("Hej!");
    expect(demo.visitor.text).not.toContain("www.example.se");
    const ebook = mailsFor({ ...leads.ebook, fields: { ...leads.ebook.fields, firstName: "http://evil.example" } });
    expect(ebook.visitor.text).not.toContain("evil.example");
  });
});

describe("a field that spells a link another way", () => {
  const disguised = [
    ["an ideographic full stop", "phish\u3002example"],
    ["a full-width full stop", "phish\uff0eexample"],
    ["a halfwidth ideographic full stop", "phish\uff61example"],
    ["full-width letters and stops", "\uff57\uff57\uff57\uff0e\uff50\uff48\uff49\uff53\uff48\uff0e\uff53\uff45"],
    ["a bracketed dot", "phish[.]example"],
    ["a parenthesised dot", "phish(.)example"],
    ["a spelled-out dot", "phish dot example"],
    ["a bracketed word dot", "phish[dot]example"],
    ["a bare IPv4 address", "203.0.113.7"],
    ["an IPv4 address with a path", "Logga in på 198.51.100.23/konto"],
    ["an IPv4 address with bracketed dots", "198[.]51[.]100[.]23"],
  ] as const;

  it.each(disguised)("is left out of the greeting and the fields when it uses %s", (_, typed) => {
    const { visitor, business } = mailsFor({ ...leads.contact, fields: { ...leads.contact.fields, name: typed, company: typed } });
    expect(visitor.text).toContain("Hej!");
    for (const part of [visitor.text, visitor.html]) expect(part).not.toContain(typed);
    expect(business.text).toContain(typed);
  });

  it.each(["Åsa Öberg", "Företaget AB", "Dot Nilsson", "070.123.45.67", "08-123 45 67", "Punkt & Komma AB", "Hotell 1.2"])("still repeats %s", (typed) => {
    const { visitor } = mailsFor({ ...leads.contact, fields: { ...leads.contact.fields, company: typed, phone: typed } });
    expect(visitor.text).toContain(`Företag: ${typed}`);
  });
});

describe("the notification to the business", () => {
  it.each([
    [leads.contact, "Ny kontaktförfrågan: Företaget AB"],
    [leads.ebook, "Ny beställd guide"],
    [leads.quote, "Ny offertförfrågan: Hotell Norrsken"],
    [leads.demo, "Ny demoförfrågan: Holm Fastigheter"],
    [leads.popup, "Ny intresseanmälan via popupen"],
  ] as const)("names the kind and the company, never a person, in the subject: %#", (lead, subject) => {
    expect(mailsFor(lead).business.subject).toBe(subject);
  });

  it("lists every field with a Swedish label, saying which were left empty", () => {
    const { business } = mailsFor(leads.contact);

    expect(business.text).toContain(
      [
        "Typ: Kontaktförfrågan",
        "Mottagen: 2025-01-15 09:30",
        "Namn: Åsa Öberg",
        "Företag: Företaget AB",
        "E-post: asa@foretaget.example",
        "Telefon: Ej angivet",
        "Intresserad av: Röstassistent, E-postautomatisering",
        "Meddelande:",
      ].join("\n"),
    );
    expect(business.text).toContain("npm run leads -- show 0c5d7f7e-1b1a-4a53-9a57-3f0c1d2e4b6a");
    expect(business.text).toContain("Svara på det här mejlet för att svara Åsa Öberg direkt.");
  });

  it("links to the lead's page in the staff workspace", () => {
    const { business, visitor } = mailsFor(leads.contact);
    const url = "https://www.kundsvar.example/dashboard/leads/0c5d7f7e-1b1a-4a53-9a57-3f0c1d2e4b6a";
    expect(business.text).toContain(url);
    expect(business.html).toContain(`href="${url}"`);
    expect(business.html).toContain("Öppna leadet");
    expect(visitor.text).not.toContain("/dashboard/");
  });

  it("lists the e-book, quote, demo and popup fields", () => {
    expect(mailsFor(leads.ebook).business.text).toContain(
      "Förnamn: Lars\nEfternamn: Ek\nE-post: lars@ek.example\nFöretag: Ej angivet\nTelefon: 070-123 45 67",
    );
    expect(mailsFor(leads.quote).business.text).toContain(
      "Företagsnamn: Hotell Norrsken\nKontaktperson: Maja Lind\nE-post: maja@norrsken.example\nBransch: Hotell och boende\nIntresserad av: Röstassistent, AI Suite\nMeddelande: Inget meddelande",
    );
    expect(mailsFor(leads.demo).business.text).toContain(
      "Namn: Per Holm\nFöretag: Holm Fastigheter\nE-post: per@holm.example\nTelefon: Ej angivet\nMeddelande: Tisdagar passar bäst.",
    );
    expect(mailsFor(leads.popup).business.text).toContain("E-post: nyfiken@example.se\nSamtycke: Ja");
  });

  it("gives the time in Stockholm, summer time included, and the reply deadline in working time", () => {
    const summer = { ...leads.quote, receivedAt: new Date("2025-07-01T21:45:00Z") };
    // A working day from Tuesday night: counted from Wednesday's opening.
    const { business } = mailsFor(summer, settings, addWorkingTime(summer.receivedAt, workingDayMs(defaultOpeningHours)));

    expect(business.text).toContain("Mottagen: 2025-07-01 23:45");
    expect(business.text).toContain("Sidan lovar en offert inom 24 timmar, alltså inom en arbetsdag.");
    expect(business.text).toContain("Svara senast onsdag 2 juli kl. 17:00.");
    const contact = mailsFor(leads.contact).business.text;
    expect(contact).not.toContain("24 timmar");
    expect(contact).toContain("Svara senast torsdag 16 januari kl. 17:00.");
  });

  it("gives each lead its own minute, however many arrive in the same one", () => {
    const at = (iso: string) => mailsFor({ ...leads.demo, receivedAt: new Date(iso) }).business.text;
    expect(at("2025-01-15T08:30:05Z")).toContain("Mottagen: 2025-01-15 09:30");
    expect(at("2025-01-15T08:30:59Z")).toContain("Mottagen: 2025-01-15 09:30");
    expect(at("2025-01-15T08:31:00Z")).toContain("Mottagen: 2025-01-15 09:31");
    expect(at("2025-01-15T08:30:59Z")).toContain("Mottagen: 2025-01-15 09:30");
  });
});

describe("values typed by a visitor", () => {
  const hostile = {
    ...leads.contact,
    fields: {
      ...leads.contact.fields,
      name: '<script>alert("hej")</script>\r\nBcc: alla@example.com',
      company: "Smith & Söner <AB>",
      message: `<img src=x onerror="alert('x')">`,
    },
  };

  it("are escaped in every HTML part, so no markup of theirs reaches a mail client", () => {
    const { visitor, business } = mailsFor(hostile);

    for (const mail of [visitor, business]) {
      expect(mail.html).not.toContain("<script");
      expect(mail.html).not.toContain("<img");
      expect(mail.html).toContain("Smith &amp; Söner &lt;AB&gt;");
    }
    expect(business.html).toContain("&lt;script&gt;alert(&quot;hej&quot;)&lt;/script&gt;");
    expect(business.html).toContain("&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;");
    expect(visitor.text).toContain("Smith & Söner <AB>");
  });

  it("cannot break the subject onto a new header line", () => {
    const { business } = mailsFor({ ...hostile, fields: { ...hostile.fields, company: "Smith & Söner\r\nBcc: alla@example.com" } });

    expect(business.subject).not.toMatch(/[\r\n]/);
    expect(business.subject).toBe("Ny kontaktförfrågan: Smith & Söner Bcc: alla@example.com");
  });
});
