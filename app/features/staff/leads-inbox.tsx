import { type FormEvent, type MouseEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { leadKinds } from "../../../contracts/lead-forms.ts";
import { type StaffLeadList, type StaffLeadRow, leadStatuses, staffPaths } from "../../../contracts/staff.ts";
import { buttonClass } from "../../components/ui/links.tsx";
import { controlClass, labelClass } from "../../components/ui/form/field-styles.ts";
import { leadKindLabels, leadStatusLabels, staffLeadsPage } from "../../content/staff-pages.ts";
import { paths } from "../../lib/paths.ts";
import { Notice } from "../account/notice.tsx";
import { formatStaffTime, stockholmDay } from "./format.ts";
import { type LeadFilter, leadFilterFromSearch, leadFilterToSearch } from "./query.ts";
import { staffDownload, useStaffApi, useStaffData } from "./staff-api.ts";
import { LeadStatusBadge, LoadStatus, Pager, StaffTime, cardClass } from "./staff-ui.tsx";

const copy = staffLeadsPage;

/**
 * /dashboard/leads: the inbox. The filter lives in the query string (query.ts), which is
 * also the API's, so the table, the status counts and the CSV export show the same leads.
 */
export function LeadsInbox() {
  const [searchParams] = useSearchParams();
  const filter = leadFilterFromSearch(searchParams);
  const query = leadFilterToSearch(filter);
  const { loaded, retry } = useStaffData<StaffLeadList>(`${staffPaths.leads}${query}`);
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
      {loaded.state === "loaded" && <StatusChips list={loaded.data} filter={filter} hrefFor={hrefFor} />}
      <section aria-labelledby="leads-tabell" className={`${cardClass} mt-6`}>
        <h2 id="leads-tabell" className="sr-only">
          {copy.table.caption}
        </h2>
        <LoadStatus loaded={loaded} loading={copy.loading} retry={retry} messages={{ invalid: copy.invalidFilter }} />
        {loaded.state === "loaded" &&
          (loaded.data.leads.length === 0 ? (
            <div role="status">
              <p className="py-6 text-ink-700">{copy.empty}</p>
            </div>
          ) : (
            <>
              <LeadsTable leads={loaded.data.leads} />
              <Pager
                page={loaded.data.page}
                pageSize={loaded.data.pageSize}
                total={loaded.data.total}
                hrefFor={(page) => hrefFor({ page })}
              />
            </>
          ))}
      </section>
    </>
  );
}

function FilterForm({ filter }: { filter: LeadFilter }) {
  const navigate = useNavigate();
  const labels = copy.filters;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const search = new URLSearchParams();
    for (const [name, value] of data) if (typeof value === "string") search.set(name, value);
    void navigate(`${paths.staffLeads}${leadFilterToSearch(leadFilterFromSearch(search))}`);
  }

  return (
    <form role="search" aria-label={labels.heading} onSubmit={submit} className={`${cardClass} mt-6`}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
        <div>
          <label htmlFor="leads-q" className={labelClass}>
            {labels.search}
          </label>
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
        </div>
        <div>
          <label htmlFor="leads-kind" className={labelClass}>
            {labels.kind}
          </label>
          <select id="leads-kind" name="kind" defaultValue={filter.kind ?? ""} className={controlClass}>
            <option value="">{labels.anyKind}</option>
            {leadKinds.map((kind) => (
              <option key={kind} value={kind}>
                {leadKindLabels[kind]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="leads-status" className={labelClass}>
            {labels.status}
          </label>
          <select id="leads-status" name="status" defaultValue={filter.status ?? ""} className={controlClass}>
            <option value="">{labels.anyStatus}</option>
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {leadStatusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="leads-from" className={labelClass}>
            {labels.from}
          </label>
          <input id="leads-from" name="from" type="date" defaultValue={filter.from ?? ""} className={controlClass} />
        </div>
        <div>
          <label htmlFor="leads-to" className={labelClass}>
            {labels.to}
          </label>
          <input id="leads-to" name="to" type="date" defaultValue={filter.to ?? ""} className={controlClass} />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass("primary")}>
          {labels.submit}
        </button>
        <Link to={paths.staffLeads} className={buttonClass("secondary")}>
          {labels.clear}
        </Link>
      </div>
    </form>
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

function LeadsTable({ leads }: { leads: StaffLeadRow[] }) {
  const headings = copy.table;
  const th = "px-3 py-3 text-left text-sm font-semibold text-ink-700 whitespace-nowrap";
  const td = "px-3 py-3 align-top";
  return (
    // Scrolls sideways on a phone; focusable so a keyboard can scroll it too.
    <div role="region" aria-labelledby="leads-caption" tabIndex={0} className="-mx-5 overflow-x-auto sm:mx-0">
      <table className="w-full min-w-[48rem] border-collapse">
        <caption id="leads-caption" className="sr-only">
          {headings.caption}
        </caption>
        <thead className="border-b border-ink-200">
          <tr>
            <th scope="col" className={th}>
              {headings.received}
            </th>
            <th scope="col" className={th}>
              {headings.lead}
            </th>
            <th scope="col" className={th}>
              {headings.kind}
            </th>
            <th scope="col" className={th}>
              {headings.status}
            </th>
            <th scope="col" className={th}>
              {headings.assignee}
            </th>
            <th scope="col" className={th}>
              {headings.deliveries}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {leads.map((lead) => {
            const isNew = lead.status === "new";
            return (
              <tr key={lead.id} className={isNew ? "bg-brand-50" : undefined}>
                <td className={`${td} whitespace-nowrap text-ink-700`}>
                  <span className="flex items-center gap-2">
                    {isNew && <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-brand-600" />}
                    <StaffTime iso={lead.createdAt} format={formatStaffTime} />
                  </span>
                </td>
                <td className={td}>
                  <Link
                    to={paths.staffLead(lead.id)}
                    className={`text-brand-800 underline-offset-2 hover:underline ${isNew ? "font-bold" : "font-semibold"}`}
                  >
                    {lead.company ?? lead.name ?? lead.email}
                  </Link>
                  <p className="text-sm break-words text-ink-600">{[lead.company ? lead.name : undefined, lead.email].filter(Boolean).join(" · ")}</p>
                </td>
                <td className={`${td} text-ink-800`}>{leadKindLabels[lead.kind]}</td>
                <td className={td}>
                  <LeadStatusBadge status={lead.status} />
                </td>
                <td className={`${td} text-ink-800`}>{lead.assignee ?? "–"}</td>
                <td className={`${td} text-sm text-ink-800`}>
                  <p>
                    {copy.webhooks}: {copy.deliveredOf(lead.webhooks.delivered, lead.webhooks.total)}
                  </p>
                  <p>
                    {copy.mails}: {copy.deliveredOf(lead.mails.delivered, lead.mails.total)}
                  </p>
                  {lead.webhooks.dead + lead.mails.dead > 0 && (
                    <p className="font-semibold text-red-800">{copy.failedCount(lead.webhooks.dead + lead.mails.dead)}</p>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

type ExportState = "idle" | "working" | "failed";

/**
 * The CSV of the current filter. The API wants the token, which a plain link cannot send,
 * so a click fetches the file and saves it from a Blob.
 */
function ExportLink({ filter }: { filter: LeadFilter }) {
  const api = useStaffApi();
  const [state, setState] = useState<ExportState>("idle");
  const href = `${staffPaths.export}${leadFilterToSearch({ ...filter, page: undefined })}`;

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (state === "working") return;
    setState("working");
    const result = await staffDownload(api, href);
    if (result.outcome !== "ok") {
      setState(result.outcome === "denied" ? "idle" : "failed");
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
      <a href={href} onClick={(event) => void download(event)} className={buttonClass("secondary")}>
        {state === "working" ? copy.exporting : copy.export}
      </a>
      <div role="status" aria-live="polite">
        {state === "failed" && <Notice tone="error">{copy.exportFailed}</Notice>}
      </div>
    </div>
  );
}
