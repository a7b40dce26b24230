const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string | undefined) {
  const key = timeZone ?? "";
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("sv-SE", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });
    formats.set(key, format);
  }
  return format;
}

/**
 * The time a chat message was sent, the Swedish way (SPEC §3 "Chat message": hh:mm),
 * in the visitor's own time zone unless one is given.
 */
export function formatChatTime(time: number, timeZone?: string): string {
  return formatFor(timeZone).format(time);
}
