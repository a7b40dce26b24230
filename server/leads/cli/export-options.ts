import * as z from "zod/mini";
import { leadKinds } from "../../../contracts/lead-forms.ts";
import { leadStatuses, staffLeadQuerySchema } from "../../../contracts/staff.ts";
import { type OptionSpec, parseOptions } from "../../cli/parse-options.ts";
import { UsageError } from "../../cli/usage-error.ts";
import { leadFilterOf } from "../workspace/lead-filter.ts";
import type { LeadFilter } from "../workspace/lead-records.ts";

/**
 * Every filter of the workspace's export (GET /api/staff/leads/export.csv, its query in
 * contracts/staff.ts) is an option of the same name, so a filter the workspace gains is
 * the command's too. Paging is the inbox's, not the export's.
 */
const filterNames = Object.keys(staffLeadQuerySchema.shape).filter((name) => name !== "page" && name !== "pageSize");
const describedFilters = ["kind", "status", "from", "to", "q"];
const otherFilters = filterNames.filter((name) => !describedFilters.includes(name));

export const exportUsage = `  export --csv [--kind TYP] [--status STATUS] [--from DAG] [--to DAG] [--q TEXT]
                          leads som CSV för svenska Excel till standard ut: samma fil som
                          arbetsytans export med samma filter; STATUS är ${leadStatuses.join(", ")};
                          DAG är ÅÅÅÅ-MM-DD i svensk tid, --from och --to tas med;
                          --q söker i namn, företag, e-post och meddelande${
                            otherFilters.length > 0 ? `;\n                          även ${otherFilters.map((name) => `--${name}`).join(", ")} som i arbetsytan` : ""
                          }`;

const optionMessages: Record<string, (value: string) => string> = {
  kind: (value) => `Okänd typ "${value}": välj en av ${leadKinds.join(", ")}.`,
  status: (value) => `Okänd status "${value}": välj en av ${leadStatuses.join(", ")}.`,
  from: (value) => `--from ska vara en dag som 2025-03-01, inte "${value}".`,
  to: (value) => `--to ska vara en dag som 2025-03-01, inte "${value}".`,
  q: () => "--q får vara högst 200 tecken.",
};

function refused(name: string, value: string, reason?: string): never {
  throw new UsageError(optionMessages[name]?.(value) ?? `--${name}: ${reason ?? `ogiltigt värde "${value}".`}`);
}

/**
 * `export`'s arguments as a filter, read through the API's own query schema and
 * leadFilterOf, so the command and the workspace's export find the same leads for the
 * same filter and write the same file.
 */
export function parseExportArguments(args: readonly string[]): LeadFilter {
  const spec: OptionSpec = { csv: "boolean", ...Object.fromEntries(filterNames.map((name) => [name, "string" as const])) };
  const { strings, flags } = parseOptions(args, spec, 0);
  if (!flags.has("csv")) throw new UsageError("export behöver formatet: --csv.");
  const query = z.safeParse(staffLeadQuerySchema, strings);
  if (!query.success) {
    const name = String(query.error.issues[0]?.path[0]);
    refused(name, strings[name] ?? "");
  }
  const parsed = leadFilterOf(query.data);
  if ("invalid" in parsed) {
    const [name, reason] = Object.entries(parsed.invalid)[0]!;
    refused(name, strings[name] ?? "", reason);
  }
  return parsed.filter;
}
