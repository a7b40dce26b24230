/*
 * A reply deadline as a Swede reads it, on the staff's lead page, in the customer's list of
 * requests and in the staff's mails and chat alerts alike: the weekday, the date and the time in Swedish time, whatever the
 * browser's own time zone (the business works in Stockholm; server/leads/reply-deadlines.ts).
 */

const deadlineFormat = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Stockholm",
  weekday: "long",
  day: "numeric",
  month: "long",
  hour: "2-digit",
  minute: "2-digit",
});

/** "måndag 30 november kl. 16:30" for an ISO time or a Date; the staff's mails use it too. */
export function formatDeadline(time: string | Date): string {
  const parts = deadlineFormat.formatToParts(new Date(time));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")} kl. ${part("hour")}:${part("minute")}`;
}
