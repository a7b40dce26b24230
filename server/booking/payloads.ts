import type { BookingFormData } from "../../contracts/lead-requests/booking-request.ts";
import { formServicePerson } from "../leads/index.ts";
import { bookingTimeZone } from "./ics.ts";

/*
 * What a booking sends the business's tools: the demo request's SPEC payloads (the CRM's
 * automation webhook, the form service) with the person's fields, plus a `booking` object
 * saying which meeting and when (docs/webhooks.md).
 */

export const bookingSource = "Booking";

export interface BookedMeeting {
  type: string;
  start: Date;
  end: Date;
}

const notGiven = "Ej angivet";
const noMessage = "Inget meddelande";

function bookingObject(meeting: BookedMeeting) {
  return { type: meeting.type, start: meeting.start.toISOString(), end: meeting.end.toISOString(), timeZone: bookingTimeZone };
}

export function bookingAutomationPayload(lead: BookingFormData, meeting: BookedMeeting, receivedAt: Date) {
  return {
    name: lead.name,
    email: lead.email,
    phone: lead.phone ?? notGiven,
    company: lead.company,
    message: lead.message ?? noMessage,
    source: bookingSource,
    timestamp: receivedAt.toISOString(),
    booking: bookingObject(meeting),
  };
}

export function bookingFormServicePayload(lead: BookingFormData, meeting: BookedMeeting) {
  return { ...formServicePerson(lead), booking: bookingObject(meeting) };
}
