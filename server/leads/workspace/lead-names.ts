function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** Who the lead is from, whichever form it came through (SPEC §3 field names). */
export function personName(fields: Record<string, unknown>): string {
  const full = [text(fields.firstName), text(fields.lastName)].filter(Boolean).join(" ");
  return text(fields.name) ?? text(fields.contactPerson) ?? full;
}

export function companyName(fields: Record<string, unknown>): string {
  return text(fields.company) ?? text(fields.companyName) ?? "";
}
