import { Link, useSearchParams } from "react-router";
import { type StaffMail, deliveryStatuses } from "../../../contracts/staff.ts";
import { type Column, DataTable } from "../../components/workspace/data-table.tsx";
import { FilterBar, FilterSelect } from "../../components/workspace/filter-bar.tsx";
import { cardClass } from "../../components/workspace/section.tsx";
import { buttonClass } from "../../components/ui/links.tsx";
import { mailFilterLabels, staffMailPage } from "../../content/staff-pages.ts";
import { useApiData } from "../../lib/api/use-api-data.ts";
import { paths } from "../../lib/paths.ts";
import { formatStaffTime } from "./lead-values.ts";
import { MailText } from "./mail-text.tsx";
import { type MailFilter, mailFilterFromSearch, mailFilterToSearch } from "./query.ts";
import { mailListContract } from "./staff-contracts.ts";
import { MailStateBadge, PagedList, StaffTime } from "./staff-ui.tsx";

const copy = staffMailPage;

/**
 * /dashboard/mail: the outbox, every stored and sent mail, newest first, each saying
 * whether it was sent or only stored ("Sparat, inte skickat") on a site without SMTP.
 */
export function MailOutbox() {
  const [searchParams] = useSearchParams();
  const filter = mailFilterFromSearch(searchParams);
  const { data: list, reload } = useApiData(mailListContract, { search: mailFilterToSearch(filter) });
  const hrefFor = (change: MailFilter) => `${paths.staffMail}${mailFilterToSearch({ ...filter, ...change })}`;

  return (
    <>
      <h1 className="text-title font-bold text-ink-950">{copy.heading}</h1>
      <p className="mt-2 text-ink-700">{copy.intro}</p>
      <StatusFilter key={filter.status ?? ""} filter={filter} />
      <PagedList
        id="utkorg-tabell"
        texts={copy}
        list={list}
        retry={reload}
        count={({ mails }) => mails.length}
        hrefFor={(page) => hrefFor({ page })}
      >
        {({ mails }) => <MailTable mails={mails} />}
      </PagedList>
    </>
  );
}

function StatusFilter({ filter }: { filter: MailFilter }) {
  return (
    <FilterBar to={(values) => `${paths.staffMail}${mailFilterToSearch(mailFilterFromSearch(values))}`} className={`${cardClass} mt-6 flex flex-wrap items-end gap-3`}>
      <FilterSelect
        id="mail-status"
        name="status"
        label={copy.statusFilter}
        anyLabel={copy.anyStatus}
        options={deliveryStatuses}
        labels={mailFilterLabels}
        value={filter.status}
        className="min-w-48"
      />
      <button type="submit" className={buttonClass("primary")}>
        {copy.filter}
      </button>
    </FilterBar>
  );
}

const headings = copy.table;

const mailColumns: readonly Column<StaffMail>[] = [
  { heading: headings.created, className: "whitespace-nowrap text-ink-700", cell: (mail) => <StaffTime iso={mail.createdAt} format={formatStaffTime} /> },
  { heading: headings.to, className: "min-w-40 break-all text-ink-900", cell: (mail) => mail.to },
  {
    heading: headings.subject,
    className: "min-w-72 max-w-xl",
    cell: (mail) => (
      <>
        <p className="font-semibold break-words text-ink-950">{mail.subject}</p>
        {mail.leadId && (
          <Link to={paths.staffLead(mail.leadId)} className="text-sm font-semibold text-brand-800 underline underline-offset-2">
            {copy.openLead}
          </Link>
        )}
        <MailText mail={mail} />
      </>
    ),
  },
  { heading: headings.status, cell: (mail) => <MailStateBadge state={mail.state} /> },
  { heading: headings.attempts, className: "text-ink-800", cell: (mail) => mail.attempts },
];

function MailTable({ mails }: { mails: StaffMail[] }) {
  return (
    <DataTable
      caption={headings.caption}
      columns={mailColumns}
      rows={mails}
      rowKey={(mail) => mail.id}
      cellClassName="align-top"
      className="min-w-[44rem]"
      bleed
    />
  );
}
