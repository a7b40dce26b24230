import { bookingPage } from "../../app/content/booking-page.ts";

/** The Swedish texts of the booking's mails (booking-mails.ts) and its error messages. */
export const bookingTexts = {
  // The page compares the 409's message with its own copy to fetch the free slots again.
  get slotTaken() {
    return bookingPage.slotTaken;
  },
  unknownType: "Den mötestypen finns inte. Välj en av mötestyperna på sidan.",
  linkInvalid: "Länken fungerar inte längre. Mötet kan redan vara avbokat eller flyttat; titta i det senaste mejlet från oss.",
  greeting: (name: string) => `Hej ${name}!`,
  confirmation: {
    subject: (meeting: string, when: string) => `Bokat: ${meeting}, ${when}`,
    intro: (meeting: string, when: string) => `Tack för er bokning. Vi ses ${when} (svensk tid) för ${meeting.toLowerCase()}.`,
    invite: "Kalenderinbjudan finns i mejlet. Öppna den för att lägga in mötet i er kalender.",
  },
  moved: {
    subject: (meeting: string, when: string) => `Ny tid: ${meeting}, ${when}`,
    intro: (meeting: string, when: string) => `${meeting} är flyttat till ${when} (svensk tid). Den uppdaterade inbjudan finns i mejlet.`,
  },
  cancelled: {
    subject: (meeting: string, when: string) => `Avbokat: ${meeting}, ${when}`,
    intro: (meeting: string, when: string) => `${meeting} ${when} är avbokat. Inbjudan i er kalender tas bort när ni öppnar mejlet.`,
    again: "Vill ni boka en ny tid gör ni det här:",
    againButton: "Boka en ny tid",
  },
  reminder: {
    subject: (meeting: string, when: string) => `Påminnelse: ${meeting}, ${when}`,
    intro: (meeting: string, when: string) => `En påminnelse om ert möte ${when} (svensk tid): ${meeting.toLowerCase()}.`,
  },
  manage: "Passar tiden inte längre? Avboka eller välj en annan tid:",
  manageButton: "Avboka eller boka om",
  reason: "Ni får det här mejlet eftersom ni har bokat ett möte med oss.",
  staff: {
    booked: (meeting: string, when: string, who: string) => `Nytt möte bokat: ${meeting}, ${when} med ${who}`,
    moved: (meeting: string, when: string, who: string) => `Möte flyttat: ${meeting} med ${who}, ny tid ${when}`,
    cancelled: (meeting: string, when: string, who: string) => `Möte avbokat: ${meeting}, ${when} med ${who}`,
    intro: "Mötet finns på sidan Bokningar i arbetsytan och som förfrågan i inkorgen.",
    button: "Öppna bokningarna",
    footer: (host: string) => `Skickat automatiskt från bokningssidan på ${host}.`,
  },
  fields: {
    meeting: "Möte",
    when: "Tid (svensk tid)",
    name: "Namn",
    company: "Företag",
    email: "E-post",
    phone: "Telefon",
    message: "Meddelande",
  },
  notGiven: "Ej angivet",
  inviteDescription: (meeting: string, site: string, manageUrl: string) => `${meeting} med ${site}.\nAvboka eller boka om: ${manageUrl}`,
} as const;
