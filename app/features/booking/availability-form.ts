import type { BookingSettingsInput } from "../../../contracts/booking.ts";

/*
 * The availability settings as the staff's form writes them (plain text fields) and back:
 * a weekday's hours as "09:00"–"17:00", the exceptions and meeting types one per line.
 * The server checks the result against the contract's schema.
 */

export interface AvailabilityFormValues {
  /** Monday first: [opens, closes], or null for a closed day. */
  weekly: ([string, string] | null)[];
  exceptions: string;
  bufferMinutes: string;
  noticeHours: string;
  horizonDays: string;
  dailyCap: string;
  meetingTypes: string;
  assignees: string;
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

function minutesOf(text: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

export function toFormValues(settings: BookingSettingsInput): AvailabilityFormValues {
  const { availability } = settings;
  const weekly = ([1, 2, 3, 4, 5, 6, 7] as const).map((day): [string, string] | null => {
    const first = availability.weekly[day]?.[0];
    return first ? [clock(first.start), clock(first.end)] : null;
  });
  const exceptions = Object.entries(availability.exceptions)
    .map(([date, intervals]) => (intervals.length === 0 ? `${date} stängt` : `${date} ${intervals.map((interval) => `${clock(interval.start)}-${clock(interval.end)}`).join(", ")}`))
    .join("\n");
  return {
    weekly,
    exceptions,
    bufferMinutes: String(availability.bufferMinutes),
    noticeHours: String(availability.minimumNoticeMinutes / 60),
    horizonDays: String(availability.horizonDays),
    dailyCap: String(availability.dailyCap),
    meetingTypes: settings.meetingTypes.map((type) => `${type.id}; ${type.name}; ${type.durationMinutes}`).join("\n"),
    assignees: settings.assignees.join("\n"),
  };
}

const lines = (text: string) => text.split("\n").map((line) => line.trim()).filter(Boolean);

/** The form's values as the settings the API takes; what cannot be read becomes a value the server refuses. */
export function fromFormValues(values: AvailabilityFormValues): BookingSettingsInput {
  const weekly: BookingSettingsInput["availability"]["weekly"] = {};
  values.weekly.forEach((hours, index) => {
    if (hours) weekly[(index + 1) as 1 | 2 | 3 | 4 | 5 | 6 | 7] = [{ start: minutesOf(hours[0]), end: minutesOf(hours[1]) }];
  });
  const exceptions: Record<string, { start: number; end: number }[]> = {};
  for (const line of lines(values.exceptions)) {
    const [date = "", ...rest] = line.split(/\s+/);
    const spec = rest.join(" ");
    exceptions[date] = /^stängt$/i.test(spec)
      ? []
      : spec.split(",").map((part) => {
          const [start = "", end = ""] = part.split("-");
          return { start: minutesOf(start), end: minutesOf(end) };
        });
  }
  return {
    availability: {
      weekly,
      exceptions,
      bufferMinutes: Number(values.bufferMinutes),
      minimumNoticeMinutes: Math.round(Number(values.noticeHours) * 60),
      horizonDays: Number(values.horizonDays),
      dailyCap: Number(values.dailyCap),
    },
    meetingTypes: lines(values.meetingTypes).map((line) => {
      const [id = "", name = "", minutes = ""] = line.split(";").map((part) => part.trim());
      return { id, name, durationMinutes: Number(minutes) };
    }),
    assignees: lines(values.assignees),
  };
}
