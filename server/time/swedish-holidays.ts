import Holidays from "date-holidays";

/**
 * The days a Swedish business is closed besides weekends: the public holidays and the
 * eves that work stops on in practice (midsommarafton, julafton, nyårsafton), from
 * date-holidays' Swedish calendar. Observances (Mors dag, Luciadagen) and half days
 * (trettondagsafton) are ordinary working days.
 */
const closedTypes = new Set(["public", "bank"]);

const calendar = new Holidays("SE");
const byYear = new Map<number, Map<string, string>>();

/** The closed days of a year, "YYYY-MM-DD" to the day's Swedish name. */
export function swedishClosedDays(year: number): ReadonlyMap<string, string> {
  let days = byYear.get(year);
  if (!days) {
    days = new Map();
    for (const holiday of calendar.getHolidays(year)) {
      if (closedTypes.has(holiday.type)) days.set(holiday.date.slice(0, 10), holiday.name);
    }
    byYear.set(year, days);
  }
  return days;
}

/** The name of the holiday that closes a day ("YYYY-MM-DD"), or undefined on a working day's date. */
export function swedishHolidayOn(day: string): string | undefined {
  return swedishClosedDays(Number(day.slice(0, 4))).get(day);
}
