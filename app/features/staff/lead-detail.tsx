import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import {
  type LeadStatus,
  type StaffLeadDetail,
  type StaffLeadEvent,
  type StaffMembers,
  type StaffNote,
  type StaffRedeliverResult,
  leadStatuses,
  maxNoteLength,
  staffLeadNotesPath,
  staffLeadPath,
  staffLeadRedeliverPath,
  staffPaths,
} from "../../../contracts/staff.ts";
import { buttonClass } from "../../components/ui/links.tsx";
import { controlClass, labelClass } from "../../components/ui/form/field-styles.ts";
import { leadKindLabels, leadStatusLabels, staffLeadPage, staffShared, webhookTargetLabels } from "../../content/staff-pages.ts";
import { paths } from "../../lib/paths.ts";
import { Notice } from "../account/notice.tsx";
import { fieldLabel, fieldText, formatStaffTime } from "./format.ts";
import { MailText } from "./mail-text.tsx";
import { useStaffData, useStaffRequest } from "./staff-api.ts";
import { DeliveryStatusBadge, LeadStatusBadge, LoadStatus, StaffTime, cardClass } from "./staff-ui.tsx";

const copy = staffLeadPage;
type Detail = StaffLeadDetail;

/** /dashboard/leads/<id>: everything about one lead, and the work on it. */
export function LeadDetailView({ id }: { id: string }) {
  const { loaded, retry, refresh, replace } = useStaffData<Detail>(staffLeadPath(id));

  // The API refuses an id that is no lead id at all (400): to the reader, that lead does not exist either.
  if (loaded.state === "notFound" || loaded.state === "invalid") {
    return (
      <div className={cardClass}>
        <h1 className="text-title font-bold text-ink-950">{copy.notFound.heading}</h1>
        <p className="mt-3 text-ink-700">{copy.notFound.text}</p>
        <BackLink />
      </div>
    );
  }
  if (loaded.state !== "loaded") {
    return (
      <>
        <BackLink />
        <h1 className="mt-4 text-title font-bold text-ink-950">{copy.meta.title}</h1>
        <LoadStatus loaded={loaded} loading={copy.loading} retry={retry} />
      </>
    );
  }
  return <LeadDetailContent detail={loaded.data} replace={replace} refresh={refresh} />;
}

function BackLink() {
  return (
    <Link to={paths.staffLeads} className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-2 hover:underline">
      ← {copy.backToLeads}
    </Link>
  );
}

function LeadDetailContent({ detail, replace, refresh }: { detail: Detail; replace: (detail: Detail) => void; refresh: () => void }) {
  const { lead } = detail;
  return (
    <>
      <BackLink />
      <header className="mt-2">
        <h1 className="text-title font-bold break-words text-ink-950">{lead.company ?? lead.name ?? lead.email}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-700">
          <span>{leadKindLabels[lead.kind]}</span>
          <span>
            {copy.received} <StaffTime iso={lead.createdAt} format={formatStaffTime} />
          </span>
          <LeadStatusBadge status={lead.status} />
        </p>
        {lead.honeypot && (
          <div className="mt-4">
            <Notice tone="error">{copy.honeypot}</Notice>
          </div>
        )}
      </header>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1.5fr_1fr]">
        <div className="grid min-w-0 content-start gap-6">
          <FieldsSection detail={detail} />
          <DeliveriesSection detail={detail} refresh={refresh} />
          <MailsSection detail={detail} />
        </div>
        <div className="grid min-w-0 content-start gap-6">
          <WorkSection detail={detail} replace={replace} />
          <NotesSection detail={detail} refresh={refresh} />
          <HistorySection history={detail.history} />
        </div>
      </div>
    </>
  );
}

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cardClass}>
      <h2 id={id} className="text-xl font-bold text-ink-950">
        {heading}
      </h2>
      {children}
    </section>
  );
}

function FieldsSection({ detail }: { detail: Detail }) {
  const { lead } = detail;
  const fields = Object.entries(lead.fields);
  return (
    <Section id="uppgifter" heading={copy.fields.heading}>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(8rem,auto)_1fr]">
        {fields.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="font-semibold text-ink-800">{fieldLabel(name)}</dt>
            <dd className="break-words whitespace-pre-wrap text-ink-950">{fieldText(value, name)}</dd>
          </div>
        ))}
        {lead.kind === "ebook" && (
          <div className="contents">
            <dt className="font-semibold text-ink-800">{copy.firstDownloadedAt}</dt>
            <dd className="text-ink-950">
              {lead.firstDownloadedAt ? <StaffTime iso={lead.firstDownloadedAt} format={formatStaffTime} /> : copy.notDownloaded}
            </dd>
          </div>
        )}
      </dl>
    </Section>
  );
}

type Action = { state: "idle" } | { state: "working" } | { state: "done"; message: string } | { state: "failed"; message: string };

function ActionStatus({ action }: { action: Action }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="mt-3 empty:mt-0">
      {action.state === "done" && <Notice tone="success">{action.message}</Notice>}
      {action.state === "failed" && <Notice tone="error">{action.message}</Notice>}
    </div>
  );
}

function WorkSection({ detail, replace }: { detail: Detail; replace: (detail: Detail) => void }) {
  const labels = copy.work;
  const { lead } = detail;
  const request = useStaffRequest();
  const members = useStaffData<StaffMembers>(staffPaths.members);
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [assignee, setAssignee] = useState(lead.assignee ?? "");
  const [action, setAction] = useState<Action>({ state: "idle" });
  const emails = members.loaded.state === "loaded" ? members.loaded.data.members.map((member) => member.email) : [];
  if (lead.assignee && !emails.includes(lead.assignee)) emails.unshift(lead.assignee);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const patch: { status?: LeadStatus; assignee?: string | null } = {};
    if (status !== lead.status) patch.status = status;
    if (assignee !== (lead.assignee ?? "")) patch.assignee = assignee || null;
    if (patch.status === undefined && patch.assignee === undefined) {
      setAction({ state: "done", message: labels.saved });
      return;
    }
    setAction({ state: "working" });
    const result = await request<Detail>(staffLeadPath(lead.id), { method: "PATCH", body: patch });
    if (result.outcome === "ok") {
      replace(result.data);
      setAction({ state: "done", message: labels.saved });
    } else if (result.outcome !== "denied") {
      setAction({ state: "failed", message: labels.failed });
    }
  }

  return (
    <Section id="hantering" heading={labels.heading}>
      <form onSubmit={(event) => void save(event)} className="mt-4 grid gap-4">
        <div>
          <label htmlFor="lead-status" className={labelClass}>
            {labels.status}
          </label>
          <select
            id="lead-status"
            value={status}
            onChange={(event) => setStatus(event.target.value as LeadStatus)}
            className={controlClass}
          >
            {leadStatuses.map((option) => (
              <option key={option} value={option}>
                {leadStatusLabels[option]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="lead-assignee" className={labelClass}>
            {labels.assignee}
          </label>
          <select id="lead-assignee" value={assignee} onChange={(event) => setAssignee(event.target.value)} className={controlClass}>
            <option value="">{labels.nobody}</option>
            {emails.map((email) => (
              <option key={email} value={email}>
                {email}
              </option>
            ))}
          </select>
        </div>
        <div>
          <button type="submit" disabled={action.state === "working"} className={buttonClass("primary", "disabled:opacity-70")}>
            {action.state === "working" ? labels.saving : labels.save}
          </button>
        </div>
      </form>
      <ActionStatus action={action} />
    </Section>
  );
}

function DeliveriesSection({ detail, refresh }: { detail: Detail; refresh: () => void }) {
  const labels = copy.deliveries;
  const request = useStaffRequest();
  const [action, setAction] = useState<Action>({ state: "idle" });

  async function redeliver() {
    setAction({ state: "working" });
    const result = await request<StaffRedeliverResult>(staffLeadRedeliverPath(detail.lead.id), { method: "POST" });
    if (result.outcome === "ok") {
      setAction({ state: "done", message: labels.redelivered(result.data.requeued, result.data.alreadyPending) });
      refresh();
    } else if (result.outcome !== "denied") {
      setAction({ state: "failed", message: labels.redeliverFailed });
    }
  }

  return (
    <Section id="leveranser" heading={labels.heading}>
      {detail.deliveries.length === 0 ? (
        <p className="mt-3 text-ink-700">{labels.none}</p>
      ) : (
        <ul className="mt-4 grid gap-5">
          {detail.deliveries.map((delivery) => {
            const target = webhookTargetLabels[delivery.target];
            return (
              <li key={delivery.id} className="rounded-[var(--radius-control)] p-4 ring-1 ring-ink-200">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-bold text-ink-950">{target}</h3>
                  <DeliveryStatusBadge status={delivery.status} />
                </div>
                <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-ink-700 sm:grid-cols-[auto_1fr]">
                  <dt className="font-semibold">{labels.webhookId}</dt>
                  <dd className="break-all">{delivery.webhookId}</dd>
                  {delivery.deliveredAt && (
                    <>
                      <dt className="font-semibold">{labels.deliveredAt}</dt>
                      <dd>
                        <StaffTime iso={delivery.deliveredAt} format={formatStaffTime} />
                      </dd>
                    </>
                  )}
                  {delivery.nextAttemptAt && delivery.status === "pending" && (
                    <>
                      <dt className="font-semibold">{labels.nextAttempt}</dt>
                      <dd>
                        <StaffTime iso={delivery.nextAttemptAt} format={formatStaffTime} />
                      </dd>
                    </>
                  )}
                </dl>
                {delivery.attempts.length === 0 ? (
                  <p className="mt-3 text-sm text-ink-700">{labels.noAttempts}</p>
                ) : (
                  <div role="region" aria-label={labels.attemptsCaption(target)} tabIndex={0} className="mt-3 overflow-x-auto">
                    <table className="w-full min-w-[28rem] border-collapse text-sm">
                      <caption className="sr-only">{labels.attemptsCaption(target)}</caption>
                      <thead>
                        <tr className="border-b border-ink-200 text-left text-ink-700">
                          <th scope="col" className="py-2 pr-3 font-semibold">
                            {labels.time}
                          </th>
                          <th scope="col" className="py-2 pr-3 font-semibold">
                            {labels.httpStatus}
                          </th>
                          <th scope="col" className="py-2 pr-3 font-semibold">
                            {labels.error}
                          </th>
                          <th scope="col" className="py-2 font-semibold">
                            {labels.duration}
                          </th>
                        </tr>
                      </thead>
                      <tbody className="divide-y divide-ink-100">
                        {delivery.attempts.map((attempt) => (
                          <tr key={attempt.at}>
                            <td className="py-2 pr-3 whitespace-nowrap">
                              <StaffTime iso={attempt.at} format={formatStaffTime} />
                            </td>
                            <td className="py-2 pr-3">{attempt.statusCode ?? labels.noAnswer}</td>
                            <td className="py-2 pr-3 break-words">{attempt.error ?? staffShared.none}</td>
                            <td className="py-2">{attempt.durationMs}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {detail.deliveries.length > 0 && (
        <button
          type="button"
          onClick={() => void redeliver()}
          disabled={action.state === "working"}
          className={buttonClass("secondary", "mt-4 disabled:opacity-70")}
        >
          {action.state === "working" ? labels.redelivering : labels.redeliver}
        </button>
      )}
      <ActionStatus action={action} />
    </Section>
  );
}

function MailsSection({ detail }: { detail: Detail }) {
  const labels = copy.mails;
  return (
    <Section id="lead-mejl" heading={labels.heading}>
      {detail.mails.length === 0 ? (
        <p className="mt-3 text-ink-700">{labels.none}</p>
      ) : (
        <ul className="mt-4 divide-y divide-ink-100">
          {detail.mails.map((mail) => (
            <li key={mail.id} className="py-3 first:pt-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold break-words text-ink-950">{mail.subject}</h3>
                <DeliveryStatusBadge status={mail.status} />
              </div>
              <p className="text-sm break-words text-ink-700">
                {mail.to} · <StaffTime iso={mail.deliveredAt ?? mail.createdAt} format={formatStaffTime} />
              </p>
              <MailText mail={mail} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function NotesSection({ detail, refresh }: { detail: Detail; refresh: () => void }) {
  const labels = copy.notes;
  const request = useStaffRequest();
  const [text, setText] = useState("");
  const [action, setAction] = useState<Action>({ state: "idle" });
  const [emptyError, setEmptyError] = useState(false);
  const fieldId = useId();
  const errorId = `${fieldId}-fel`;

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text.trim()) {
      setEmptyError(true);
      return;
    }
    setEmptyError(false);
    setAction({ state: "working" });
    const result = await request<StaffNote>(staffLeadNotesPath(detail.lead.id), { method: "POST", body: { text } });
    if (result.outcome === "ok") {
      setText("");
      setAction({ state: "done", message: labels.saved });
      refresh();
    } else if (result.outcome !== "denied") {
      setAction({ state: "failed", message: labels.failed });
    }
  }

  return (
    <Section id="anteckningar" heading={labels.heading}>
      {detail.notes.length === 0 ? (
        <p className="mt-3 text-ink-700">{labels.none}</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {detail.notes.map((note) => (
            <li key={note.id} className="rounded-[var(--radius-control)] bg-ink-50 p-3">
              <p className="break-words whitespace-pre-wrap text-ink-950">{note.text}</p>
              <p className="mt-1 text-sm text-ink-600">
                {note.author} · <StaffTime iso={note.createdAt} format={formatStaffTime} />
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(event) => void add(event)} noValidate className="mt-5">
        <label htmlFor={fieldId} className={labelClass}>
          {labels.label}
        </label>
        <textarea
          id={fieldId}
          rows={4}
          value={text}
          maxLength={maxNoteLength}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={emptyError || undefined}
          aria-describedby={emptyError ? errorId : undefined}
          className={controlClass}
        />
        {emptyError && (
          <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
            {labels.empty}
          </p>
        )}
        <button type="submit" disabled={action.state === "working"} className={buttonClass("primary", "mt-3 disabled:opacity-70")}>
          {action.state === "working" ? labels.saving : labels.submit}
        </button>
      </form>
      <ActionStatus action={action} />
    </Section>
  );
}

function describeEvent(event: StaffLeadEvent): string {
  const labels = copy.history;
  const statusName = (value: string | null) => (value && value in leadStatusLabels ? leadStatusLabels[value as LeadStatus] : staffShared.none);
  switch (event.action) {
    case "status":
      return labels.status(statusName(event.from), statusName(event.to));
    case "assignee":
      return labels.assignee(event.from ?? copy.work.nobody, event.to ?? copy.work.nobody);
    case "note":
      return labels.note;
    case "redeliver":
      return labels.redeliver;
  }
}

function HistorySection({ history }: { history: StaffLeadEvent[] }) {
  const labels = copy.history;
  return (
    <Section id="historik" heading={labels.heading}>
      {history.length === 0 ? (
        <p className="mt-3 text-ink-700">{labels.none}</p>
      ) : (
        <ol className="mt-4 grid gap-3">
          {history.map((event) => (
            <li key={event.id} className="border-l-2 border-brand-200 pl-3">
              <p className="text-ink-950">{describeEvent(event)}</p>
              <p className="text-sm text-ink-600">
                {event.actor === "cli" ? labels.cli : event.actor} · <StaffTime iso={event.createdAt} format={formatStaffTime} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
