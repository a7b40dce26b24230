import { AlertTriangle, Check, Clock, UserRound, XCircle } from "lucide-react";
import { type MouseEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { leadKinds } from "../../../contracts/lead-forms.ts";
import { type StaffLeadList, type StaffLeadRow, type StaffLeadSort, leadStatuses } from "../../../contracts/staff.ts";
import { type Column, type SortState, DataTable } from "../../components/workspace/data-table.tsx";
import { FilterBar, FilterDay, FilterField, FilterSelect } from "../../components/workspace/filter-bar.tsx";
import { leadAttributionLabels } from "../../content/lead-attribution-labels.ts";
import { cardClass } from "../../components/workspace/section.tsx";
import { useRefreshWhileVisible } from "../../components/workspace/use-refresh-while-visible.ts";
import { useShownData } from "../../components/workspace/use-shown-data.ts";
import { buttonClass } from "../../components/ui/links.tsx";
import { controlClass } from "../../components/ui/form/field-styles.ts";
import { leadKindLabels, leadStatusLabels, staffLeadsPage, staffShared } from "../../content/staff-pages.ts";
import { apiUrl } from "../../lib/api/api-request.ts";
import { useApiCall, useApiData } from "../../lib/api/use-api-data.ts";
import { paths } from "../../lib/paths.ts";
import { Notice } from "../../components/ui/notice.tsx";
import { formatStaffTime, stockholmDay } from "./lead-values.ts";
import { type LeadFilter, defaultLeadSort, leadFilterFromSearch, leadFilterToSearch } from "./query.ts";
import { leadExportContract, leadListContract } from "./staff-contracts.ts";
import { LeadStatusBadge, PagedList, StaffTime } from "./staff-ui.tsx";
import { inboxTabTitle, useTabTitle } from "./tab-title.ts";

const copy = staffLeadsPage;

/** How often an open inbox asks for new leads (issue #35: a rep keeps it open all day). */
export const inboxRefreshMs = 30_000;

/**
 * /dashboard/leads: the inbox. The filter and the order live in the query string
 * (query.ts), which is also the API's, so the table, the status counts and the CSV export
 * show the same leads. While the tab is visible the list refreshes itself in the
 * background, keeping the filter and the focus, and the tab's title counts the leads still
 * new.
 */
export function LeadsInbox() {
  const [searchParams] = useSearchParams();
  const filter = leadFilterFromSearch(searchParams);
  const search = leadFilterToSearch(filter);
  const { data, reload, refresh } = useApiData(leadListContract, { search });
  const { data: list, busy, stale } = useShownData(data, search);
  useRefreshWhileVisible(refresh, inboxRefreshMs);
  useTabTitle(inboxTabTitle(list.state === "loaded" ? list.data : undefined));
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
      <QuickFilters filter={filter} hrefFor={hrefFor} />
      {list.state === "loaded" && <StatusChips list={list.data} filter={filter} hrefFor={hrefFor} />}
      <PagedList
        id="leads-tabell"
        texts={copy}
        list={list}
        retry={reload}
        messages={{ invalid: copy.invalidFilter }}
        stale={stale ? copy.refreshFailed : undefined}
        count={({ leads }) => leads.length}
        hrefFor={(page) => hrefFor({ page })}
      >
        {({ leads }) => <LeadsTable leads={leads} filter={filter} hrefFor={hrefFor} busy={busy} />}
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
      {/* A search keeps the quick filters and the order; "Rensa filtret" drops them too. */}
      {filter.assignee && <input type="hidden" name="assignee" value={filter.assignee} />}
      {filter.overdue && <input type="hidden" name="overdue" value="1" />}
      {filter.sort && <input type="hidden" name="sort" value={filter.sort} />}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_1fr]">
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
        <SourceFilter value={filter.source} />
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

const toggleClass = (on: boolean) =>
  `inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold ring-1 ring-inset ${
    on ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-ink-900 ring-ink-200 hover:bg-brand-50"
  }`;

/**
 * "Mina leads" and "Försenade": the two views a rep opens most, one press each, on and off,
 * with the rest of the filter kept. Toggle buttons: pressed is the filter being on.
 */
function QuickFilters({ filter, hrefFor }: { filter: LeadFilter; hrefFor: (change: LeadFilter) => string }) {
  const navigate = useNavigate();
  const labels = copy.quickFilters;
  const toggles = [
    { key: "mine", label: labels.mine, Icon: UserRound, on: filter.assignee === "me", change: { assignee: filter.assignee === "me" ? undefined : "me" } },
    { key: "overdue", label: labels.overdue, Icon: Clock, on: filter.overdue === true, change: { overdue: filter.overdue ? undefined : true } },
  ] satisfies { key: string; label: string; Icon: typeof Clock; on: boolean; change: LeadFilter }[];
  return (
    <div role="group" aria-label={labels.label} className="mt-6 flex flex-wrap gap-2">
      {toggles.map(({ key, label, Icon, on, change }) => (
        <button key={key} type="button" aria-pressed={on} onClick={() => void navigate(hrefFor(change))} className={toggleClass(on)}>
          <Icon aria-hidden="true" className="size-4" />
          {label}
          {on && <Check aria-hidden="true" className="size-4" />}
        </button>
      ))}
    </div>
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
    <nav aria-label={copy.statusChips} className="mt-4">
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

/** A sortable column's two orders: the one its first press gives, then the other. */
function columnSort(sort: StaffLeadSort, first: StaffLeadSort, second: StaffLeadSort, go: (sort: StaffLeadSort) => void) {
  const ascending = first.startsWith("-") ? second : first;
  const state: SortState = sort === ascending ? "ascending" : sort === first || sort === second ? "descending" : "none";
  return { state, onSort: () => go(sort === first ? second : first) };
}

/** The lead: who, linked to its page, with "Samma person" when the same person sent more. */
function LeadCell({ lead }: { lead: StaffLeadRow }) {
  return (
    <>
      <Link
        to={paths.staffLead(lead.id)}
        className={`break-words text-brand-800 underline-offset-2 hover:underline ${lead.status === "new" ? "font-bold" : "font-semibold"}`}
      >
        {lead.company ?? lead.name ?? lead.email}
      </Link>
      <p className="text-sm [overflow-wrap:anywhere] text-ink-600">{[lead.company ? lead.name : undefined, lead.email].filter(Boolean).join(" · ")}</p>
      {lead.hasSamePerson && (
        <p className="mt-1">
          <span title={copy.samePersonHint} className="inline-flex items-center rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-900">
            {copy.samePerson}
          </span>
        </p>
      )}
    </>
  );
}

/** The deadline, and "Försenad" in words as well as colour once it has passed with the lead still new. */
function RespondByCell({ lead }: { lead: StaffLeadRow }) {
  return (
    <>
      <StaffTime iso={lead.respondBy} format={formatStaffTime} />
      {lead.overdue && (
        <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-sm font-semibold text-red-900">
          <AlertTriangle aria-hidden="true" className="size-4" />
          {copy.overdue}
        </p>
      )}
      {lead.replyMet !== null && <p className="text-sm text-ink-700">{lead.replyMet ? copy.repliedInTime : copy.repliedLate}</p>}
    </>
  );
}

/** The CRM and form-service deliveries in a few words, a failure first and in words, and failed mails. */
function DeliveriesCell({ lead }: { lead: StaffLeadRow }) {
  const { webhooks, mails } = lead;
  const state = copy.deliveryState;
  return (
    <>
      {webhooks.dead > 0 && (
        <p className="inline-flex items-center gap-1 font-semibold text-red-800">
          <XCircle aria-hidden="true" className="size-4 shrink-0" />
          {state.failed(webhooks.dead)}
        </p>
      )}
      {webhooks.pending > 0 && <p>{state.waiting(webhooks.pending)}</p>}
      {webhooks.total === 0 && <p className="text-ink-600">{state.none}</p>}
      {webhooks.total > 0 && webhooks.delivered === webhooks.total && <p>{state.delivered}</p>}
      {mails.dead > 0 && <p className="font-semibold text-red-800">{state.failedMails(mails.dead)}</p>}
    </>
  );
}

/** The page of leads, a new lead marked by colour, a dot and bold type; cards on a phone. */
function LeadsTable({ leads, filter, hrefFor, busy }: { leads: StaffLeadRow[]; filter: LeadFilter; hrefFor: (change: LeadFilter) => string; busy: boolean }) {
  const navigate = useNavigate();
  const sort = filter.sort ?? defaultLeadSort;
  const go = (next: StaffLeadSort) => void navigate(hrefFor({ sort: next === defaultLeadSort ? undefined : next }));
  const columns: Column<StaffLeadRow>[] = [
    {
      heading: headings.received,
      className: "whitespace-nowrap text-ink-700",
      sort: columnSort(sort, "-createdAt", "createdAt", go),
      cell: (lead) => (
        <span className="flex items-center gap-2">
          {lead.status === "new" && <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-brand-600" />}
          <StaffTime iso={lead.createdAt} format={formatStaffTime} />
        </span>
      ),
    },
    { heading: headings.lead, card: "title", className: "min-w-48", cell: (lead) => <LeadCell lead={lead} /> },
    {
      heading: headings.kind,
      className: "text-ink-800",
      cell: (lead) => (
        <>
          {leadKindLabels[lead.kind]}
          <span className="mt-0.5 block text-sm text-ink-700">
            {leadAttributionLabels.source}: {lead.source}
          </span>
        </>
      ),
    },
    { heading: headings.status, cell: (lead) => <LeadStatusBadge status={lead.status} /> },
    {
      heading: headings.respondBy,
      className: "whitespace-nowrap text-ink-800",
      sort: columnSort(sort, "respondBy", "-respondBy", go),
      cell: (lead) => <RespondByCell lead={lead} />,
    },
    { heading: headings.assignee, className: "max-w-48 text-sm [overflow-wrap:anywhere] text-ink-800", cell: (lead) => lead.assignee ?? staffShared.none },
    { heading: headings.deliveries, className: "text-sm text-ink-800", cell: (lead) => <DeliveriesCell lead={lead} /> },
  ];
  return (
    <DataTable
      caption={headings.caption}
      columns={columns}
      rows={leads}
      rowKey={(lead) => lead.id}
      rowClassName={(lead) => (lead.status === "new" ? "bg-brand-50" : undefined)}
      cellClassName="align-top"
      className="min-w-[52rem]"
      cards={staffShared.cards}
      busy={busy}
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

/** The channels a lead most often comes from; a source the URL names (a link from the statistics) is offered too. */
const commonSources = ["Google", "Bing", "LinkedIn", "Facebook", "ChatGPT", "Direkt", "Okänd"];

function SourceFilter({ value }: { value: string | undefined }) {
  const options = value && !commonSources.includes(value) ? [...commonSources, value] : commonSources;
  return (
    <FilterSelect
      id="leads-source"
      name="source"
      label={leadAttributionLabels.filterLabel}
      anyLabel={leadAttributionLabels.allSources}
      options={options}
      labels={Object.fromEntries(options.map((option) => [option, option]))}
      value={value}
    />
  );
}
