import type { FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { type StaffMail, type StaffMailList, deliveryStatuses, staffPaths } from "../../../contracts/staff.ts";
import { buttonClass } from "../../components/ui/links.tsx";
import { controlClass, labelClass } from "../../components/ui/form/field-styles.ts";
import { deliveryStatusLabels, staffMailPage } from "../../content/staff-pages.ts";
import { paths } from "../../lib/paths.ts";
import { formatStaffTime } from "./format.ts";
import { MailText } from "./mail-text.tsx";
import { type MailFilter, mailFilterFromSearch, mailFilterToSearch } from "./query.ts";
import { useStaffData } from "./staff-api.ts";
import { DeliveryStatusBadge, LoadStatus, Pager, StaffTime, cardClass } from "./staff-ui.tsx";

const copy = staffMailPage;

/** /dashboard/mail: the outbox, every stored and sent mail, newest first. */
export function MailOutbox() {
  const [searchParams] = useSearchParams();
  const filter = mailFilterFromSearch(searchParams);
  const { loaded, retry } = useStaffData<StaffMailList>(`${staffPaths.mails}${mailFilterToSearch(filter)}`);
  const hrefFor = (change: MailFilter) => `${paths.staffMail}${mailFilterToSearch({ ...filter, ...change })}`;

  return (
    <>
      <h1 className="text-title font-bold text-ink-950">{copy.heading}</h1>
      <p className="mt-2 text-ink-700">{copy.intro}</p>
      <StatusFilter key={filter.status ?? ""} filter={filter} />
      <section aria-labelledby="utkorg-tabell" className={`${cardClass} mt-6`}>
        <h2 id="utkorg-tabell" className="sr-only">
          {copy.table.caption}
        </h2>
        <LoadStatus loaded={loaded} loading={copy.loading} retry={retry} />
        {loaded.state === "loaded" &&
          (loaded.data.mails.length === 0 ? (
            <div role="status">
              <p className="py-6 text-ink-700">{copy.empty}</p>
            </div>
          ) : (
            <>
              <MailTable mails={loaded.data.mails} />
              <Pager page={loaded.data.page} pageSize={loaded.data.pageSize} total={loaded.data.total} hrefFor={(page) => hrefFor({ page })} />
            </>
          ))}
      </section>
    </>
  );
}

function StatusFilter({ filter }: { filter: MailFilter }) {
  const navigate = useNavigate();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const status = new FormData(event.currentTarget).get("status");
    const search = new URLSearchParams(typeof status === "string" && status ? { status } : {});
    void navigate(`${paths.staffMail}${mailFilterToSearch(mailFilterFromSearch(search))}`);
  }
  return (
    <form onSubmit={submit} className={`${cardClass} mt-6 flex flex-wrap items-end gap-3`}>
      <div className="min-w-48">
        <label htmlFor="mail-status" className={labelClass}>
          {copy.statusFilter}
        </label>
        <select id="mail-status" name="status" defaultValue={filter.status ?? ""} className={controlClass}>
          <option value="">{copy.anyStatus}</option>
          {deliveryStatuses.map((status) => (
            <option key={status} value={status}>
              {deliveryStatusLabels[status]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass("primary")}>
        {copy.filter}
      </button>
    </form>
  );
}

function MailTable({ mails }: { mails: StaffMail[] }) {
  const headings = copy.table;
  const th = "px-3 py-3 text-left text-sm font-semibold text-ink-700 whitespace-nowrap";
  const td = "px-3 py-3 align-top";
  return (
    <div role="region" aria-labelledby="utkorg-caption" tabIndex={0} className="-mx-5 overflow-x-auto sm:mx-0">
      <table className="w-full min-w-[44rem] border-collapse">
        <caption id="utkorg-caption" className="sr-only">
          {headings.caption}
        </caption>
        <thead className="border-b border-ink-200">
          <tr>
            <th scope="col" className={th}>
              {headings.created}
            </th>
            <th scope="col" className={th}>
              {headings.to}
            </th>
            <th scope="col" className={th}>
              {headings.subject}
            </th>
            <th scope="col" className={th}>
              {headings.status}
            </th>
            <th scope="col" className={th}>
              {headings.attempts}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {mails.map((mail) => (
            <tr key={mail.id}>
              <td className={`${td} whitespace-nowrap text-ink-700`}>
                <StaffTime iso={mail.createdAt} format={formatStaffTime} />
              </td>
              <td className={`${td} min-w-40 break-all text-ink-900`}>{mail.to}</td>
              <td className={`${td} min-w-72 max-w-xl`}>
                <p className="font-semibold break-words text-ink-950">{mail.subject}</p>
                {mail.leadId && (
                  <Link to={paths.staffLead(mail.leadId)} className="text-sm font-semibold text-brand-800 underline underline-offset-2">
                    {copy.openLead}
                  </Link>
                )}
                <MailText mail={mail} />
              </td>
              <td className={td}>
                <DeliveryStatusBadge status={mail.status} />
              </td>
              <td className={`${td} text-ink-800`}>{mail.attempts}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
