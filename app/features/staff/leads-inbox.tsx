import { type MouseEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { leadKinds } from "../../../contracts/lead-forms.ts";
import { type StaffLeadList, type StaffLeadRow, leadStatuses } from "../../../contracts/staff.ts";
import { type Column, DataTable } from "../../components/workspace/data-table.tsx";
import { FilterBar, FilterDay, FilterField, FilterSelect } from "../../components/workspace/filter-bar.tsx";
import { cardClass } from "../../components/workspace/section.tsx";
import { buttonClass } from "../../components/ui/links.tsx";
import { controlClass } from "../../components/ui/form/field-styles.ts";
import { leadKindLabels, leadStatusLabels, staffLeadsPage } from "../../content/staff-pages.ts";
import { apiUrl } from "../../lib/api/api-request.ts";
import { useApiCall, useApiData } from "../../lib/api/use-api-data.ts";
import { paths } from "../../lib/paths.ts";
import { Notice } from "../account/notice.tsx";
import { formatStaffTime, stockholmDay } from "./format.ts";
import { type LeadFilter, leadFilterFromSearch, leadFilterToSearch } from "./query.ts";
import { leadExportContract, leadListContract } from "./staff-contracts.ts";
import { LeadStatusBadge, PagedList, StaffTime } from "./staff-ui.tsx";

const copy = staffLeadsPage;

/**
 * /dashboard/leads: the inbox. The filter lives in the query string (query.ts), which is
 * also the API's, so the table, the status counts and the CSV export show the same leads.
 */
export function LeadsInbox() {
  const [searchParams] = useSearchParams();
  const filter = leadFilterFromSearch(searchParams);
  const { data: list, reload } = useApiData(leadListContract, { search: leadFilterToSearch(filter) });
  const hrefFor = (change: LeadFilter) => `${paths.staffLeads}${leadFilterToSearch({ ...filter, page: undefined, ...change })}`;

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-title font-bold text-ink-950">{copy.heading}</h1>
          <p className="mt-2 text-ink-700">{copy.intro}</p>
        </div>
        <ExportLink filter={filter} />
      </div>
      <FilterForm key={leadFilterToSearch({ ...filter, page: undefined })} filter={filter} />
      {list.state === "loaded" && <StatusChips list={list.data} filter={filter} hrefFor={hrefFor} />}
      <PagedList
        id="leads-tabell"
        texts={copy}
        list={list}
        retry={reload}
        messages={{ invalid: copy.invalidFilter }}
        count={({ leads }) => leads.length}
        hrefFor={(page) => hrefFor({ page })}
      >
        {({ leads }) => <LeadsTable leads={leads} />}
      </PagedList>
    </>
  );
}

function FilterForm({ filter }: { filter: LeadFilter }) {
  const labels = copy.filters;
  return (
    <FilterBar
      searchLabel={labels.heading}
      to={(values) => `${paths.staffLeads}${leadFilterToSearch(leadFilterFromSearch(values))}`}
      className={`${cardClass} mt-6`}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
        <FilterField id="leads-q" label={labels.search}>
          <input
            id="leads-q"
            name="q"
            type="search"
            defaultValue={filter.q ?? ""}
            maxLength={200}
            aria-describedby="leads-q-hint"
            className={controlClass}
          />
          <p id="leads-q-hint" className="mt-1 text-sm text-ink-600">
            {labels.searchHint}
          </p>
        </FilterField>
        <FilterSelect id="leads-kind" name="kind" label={labels.kind} anyLabel={labels.anyKind} options={leadKinds} labels={leadKindLabels} value={filter.kind} />
        <FilterSelect
          id="leads-status"
          name="status"
          label={labels.status}
          anyLabel={labels.anyStatus}
          options={leadStatuses}
          labels={leadStatusLabels}
          value={filter.status}
        />
        <FilterDay id="leads-from" name="from" label={labels.from} value={filter.from} />
        <FilterDay id="leads-to" name="to" label={labels.to} value={filter.to} />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass("primary")}>
          {labels.submit}
        </button>
        <Link to={paths.staffLeads} className={buttonClass("secondary")}>
          {labels.clear}
        </Link>
      </div>
    </FilterBar>
  );
}

function StatusChips({ list, filter, hrefFor }: { list: StaffLeadList; filter: LeadFilter; hrefFor: (change: LeadFilter) => string }) {
  const all = leadStatuses.reduce((sum, status) => sum + (list.counts[status] ?? 0), 0);
  const chips = [
    { key: "all", label: copy.allStatuses, count: all, href: hrefFor({ status: undefined }), current: !filter.status },
    ...leadStatuses.map((status) => ({
      key: status,
      label: leadStatusLabels[status],
      count: list.counts[status] ?? 0,
      href: hrefFor({ status }),
      current: filter.status === status,
    })),
  ];
  return (
    <nav aria-label={copy.statusChips} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.href}
              aria-current={chip.current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold ring-1 ring-inset ${
                chip.current ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-ink-900 ring-ink-200 hover:bg-brand-50"
              }`}
            >
              {chip.label}
              <span className={`rounded-full px-2 text-sm ${chip.current ? "bg-white/20" : "bg-ink-100"}`}>{chip.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const headings = copy.table;

const leadColumns: readonly Column<StaffLeadRow>[] = [
  {
    heading: headings.received,
    className: "whitespace-nowrap text-ink-700",
    cell: (lead) => (
      <span className="flex items-center gap-2">
        {lead.status === "new" && <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-brand-600" />}
        <StaffTime iso={lead.createdAt} format={formatStaffTime} />
      </span>
    ),
  },
  {
    heading: headings.lead,
    cell: (lead) => (
      <>
        <Link
          to={paths.staffLead(lead.id)}
          className={`text-brand-800 underline-offset-2 hover:underline ${lead.status === "new" ? "font-bold" : "font-semibold"}`}
        >
          {lead.company ?? lead.name ?? lead.email}
        </Link>
        <p className="text-sm break-words text-ink-600">{[lead.company ? lead.name : undefined, lead.email].filter(Boolean).join(" · ")}</p>
      </>
    ),
  },
  { heading: headings.kind, className: "text-ink-800", cell: (lead) => leadKindLabels[lead.kind] },
  { heading: headings.status, cell: (lead) => <LeadStatusBadge status={lead.status} /> },
  { heading: headings.assignee, className: "text-ink-800", cell: (lead) => lead.assignee ?? "–" },
  {
    heading: headings.deliveries,
    className: "text-sm text-ink-800",
    cell: (lead) => (
      <>
        <p>
          {copy.webhooks}: {copy.deliveredOf(lead.webhooks.delivered, lead.webhooks.total)}
        </p>
        <p>
          {copy.mails}: {copy.deliveredOf(lead.mails.delivered, lead.mails.total)}
        </p>
        {lead.webhooks.dead + lead.mails.dead > 0 && <p className="font-semibold text-red-800">{copy.failedCount(lead.webhooks.dead + lead.mails.dead)}</p>}
      </>
    ),
  },
];

/** The page of leads, a new lead marked by colour, a dot and bold type. */
function LeadsTable({ leads }: { leads: StaffLeadRow[] }) {
  return (
    <DataTable
      caption={headings.caption}
      columns={leadColumns}
      rows={leads}
      rowKey={(lead) => lead.id}
      rowClassName={(lead) => (lead.status === "new" ? "bg-brand-50" : undefined)}
      cellClassName="align-top"
      className="min-w-[48rem]"
      bleed
    />
  );
}

type ExportState = "idle" | "working" | "failed";

/**
 * The CSV of the current filter. The API wants the token, which a plain link cannot send,
 * so a click fetches the file and saves it from a Blob.
 */
function ExportLink({ filter }: { filter: LeadFilter }) {
  const call = useApiCall();
  const [state, setState] = useState<ExportState>("idle");
  const exportCall = { search: leadFilterToSearch({ ...filter, page: undefined }) };

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (state === "working") return;
    setState("working");
    const result = await call(leadExportContract, exportCall);
    if (!result.ok) {
      setState("failed");
      return;
    }
    const url = URL.createObjectURL(result.data);
    const anchor = document.createElement("a");
    anchor.href = url;
    anchor.download = copy.exportFileName(stockholmDay());
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    setState("idle");
  }

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <a href={apiUrl(leadExportContract, exportCall)} onClick={(event) => void download(event)} className={buttonClass("secondary")}>
        {state === "working" ? copy.exporting : copy.export}
      </a>
      <div role="status" aria-live="polite">
        {state === "failed" && <Notice tone="error">{copy.exportFailed}</Notice>}
      </div>
    </div>
  );
}
