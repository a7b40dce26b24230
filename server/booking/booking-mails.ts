import { formatDeadline as formatStockholmTime } from "../../app/lib/format-deadline.ts";
import { brandMailContent, type MailBlock, type MailContent, type MailSite, siteHost } from "../mail/index.ts";
import { bookingTexts as texts } from "./booking-texts.ts";
import { calendarInvite, type CalendarEvent } from "./ics.ts";

/*
 * The booking's mails: the visitor's confirmation, move and cancellation, each with the
 * invite's new version as a text/calendar part (METHOD:REQUEST or CANCEL, the same UID, the
 * SEQUENCE raised at each change), the reminders, and the business's notice of each.
 */

/** The booking as its mails describe it. */
export interface BookingForMail {
  id: string;
  meetingName: string;
  start: Date;
  end: Date;
  sequence: number;
  person: { name: string; email: string; company: string; phone?: string; message?: string };
  /** The signed link to the page that cancels or moves it (links.ts). */
  manageUrl: string;
}

export type BookingChange = "booked" | "moved" | "cancelled";

const productId = (site: MailSite) => `-//${site.name}//Bokning//SV`;

/** "tisdag 1 december kl. 09:30", in Stockholm time: what the page showed. */
export const meetingTime = (start: Date) => formatStockholmTime(start);

/** The invite's event: its UID is the booking's, so every update replaces the same meeting. */
export function bookingEvent(booking: BookingForMail, site: MailSite, stamp: Date): CalendarEvent {
  return {
    uid: `${booking.id}@${siteHost(site)}`,
    sequence: booking.sequence,
    start: booking.start,
    end: booking.end,
    summary: `${booking.meetingName} – ${site.name}`,
    description: texts.inviteDescription(booking.meetingName, site.name, booking.manageUrl),
    organizer: { name: site.name, email: site.email },
    attendee: { name: booking.person.name, email: booking.person.email },
    stamp,
  };
}

function visitorMail(booking: BookingForMail, site: MailSite, subject: string, blocks: MailBlock[]): MailContent {
  return brandMailContent({ to: booking.person.email, subject, blocks: [{ type: "paragraph", text: texts.greeting(booking.person.name) }, ...blocks], reason: texts.reason, site });
}

const manageBlocks = (booking: BookingForMail): MailBlock[] => [
  { type: "paragraph", text: texts.manage },
  { type: "button", label: texts.manageButton, url: booking.manageUrl },
];

/** The visitor's mail for a booking, a move or a cancellation, with the invite in it. */
export function visitorBookingMail(change: BookingChange, booking: BookingForMail, site: MailSite, now: Date, bookAgainUrl: string): MailContent {
  const when = meetingTime(booking.start);
  const event = bookingEvent(booking, site, now);
  if (change === "cancelled") {
    const mail = visitorMail(booking, site, texts.cancelled.subject(booking.meetingName, when), [
      { type: "paragraph", text: texts.cancelled.intro(booking.meetingName, when) },
      { type: "paragraph", text: texts.cancelled.again },
      { type: "button", label: texts.cancelled.againButton, url: bookAgainUrl },
    ]);
    return { ...mail, calendar: { method: "CANCEL", content: calendarInvite(event, "CANCEL", productId(site)) } };
  }
  const mail =
    change === "booked"
      ? visitorMail(booking, site, texts.confirmation.subject(booking.meetingName, when), [
          { type: "paragraph", text: texts.confirmation.intro(booking.meetingName, when) },
          { type: "paragraph", text: texts.confirmation.invite },
          ...manageBlocks(booking),
        ])
      : visitorMail(booking, site, texts.moved.subject(booking.meetingName, when), [{ type: "paragraph", text: texts.moved.intro(booking.meetingName, when) }, ...manageBlocks(booking)]);
  return { ...mail, calendar: { method: "REQUEST", content: calendarInvite(event, "REQUEST", productId(site)) } };
}

/** The reminder before the meeting, with the links to cancel or move it. */
export function reminderMail(booking: BookingForMail, site: MailSite): MailContent {
  const when = meetingTime(booking.start);
  return visitorMail(booking, site, texts.reminder.subject(booking.meetingName, when), [
    { type: "paragraph", text: texts.reminder.intro(booking.meetingName, when) },
    ...manageBlocks(booking),
  ]);
}

/** The business's notice of a booking, a move or a cancellation; Reply-To is the visitor. */
export function staffBookingMail(change: BookingChange, booking: BookingForMail, site: MailSite, to: string, bookingsUrl: string): MailContent {
  const when = meetingTime(booking.start);
  const who = booking.person.company || booking.person.name;
  const subject = texts.staff[change](booking.meetingName, when, who);
  const { person } = booking;
  return {
    to,
    replyTo: person.email,
    subject,
    blocks: [
      { type: "paragraph", text: texts.staff.intro },
      {
        type: "fields",
        fields: [
          { label: texts.fields.meeting, value: booking.meetingName },
          { label: texts.fields.when, value: when },
          { label: texts.fields.name, value: person.name },
          { label: texts.fields.company, value: person.company },
          { label: texts.fields.email, value: person.email },
          { label: texts.fields.phone, value: person.phone ?? texts.notGiven },
          { label: texts.fields.message, value: person.message ?? texts.notGiven },
        ],
      },
      { type: "button", label: texts.staff.button, url: bookingsUrl },
    ],
    footer: [texts.staff.footer(siteHost(site))],
    site,
  };
}
