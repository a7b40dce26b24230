import { Link } from "react-router";
import type { StaffLeadDetail } from "../../../contracts/staff.ts";
import { cardClass } from "../../components/workspace/section.tsx";
import { staffLeadPage } from "../../content/staff-pages.ts";
import { useApiData } from "../../lib/api/use-api-data.ts";
import { paths } from "../../lib/paths.ts";
import { LeadAlertsSection, LeadDeliveriesSection } from "./lead-deliveries-section.tsx";
import { LeadFieldsSection } from "./lead-fields-section.tsx";
import { LeadHeader } from "./lead-header.tsx";
import { LeadHistorySection } from "./lead-history-section.tsx";
import { LeadMailsSection } from "./lead-mails-section.tsx";
import { LeadNotesSection } from "./lead-notes-section.tsx";
import { LeadSamePersonSection } from "./lead-same-person-section.tsx";
import { LeadSourceSection } from "./lead-source-section.tsx";
import { LeadStatusSection } from "./lead-status-section.tsx";
import { leadDetailContract } from "./staff-contracts.ts";
import { LoadStatus } from "./staff-ui.tsx";
import { leadTabTitle, useTabTitle } from "./tab-title.ts";

const copy = staffLeadPage;

/**
 * /dashboard/leads/<id>: everything about one lead, and the work on it. Each section is a
 * file of its own; an action that changes the lead swaps in the lead it answers with
 * (`replace`), one that adds to it fetches the lead again in the background (`refresh`).
 * The tab's title names the lead once it is in.
 */
export function LeadDetailView({ id }: { id: string }) {
  const { data, reload, refresh, replace } = useApiData(leadDetailContract, { params: { id } });
  const kind = data.state === "failed" ? data.failure.kind : undefined;
  useTabTitle(leadTabTitle(data.state === "loaded" ? data.data.lead : undefined));

  // The API refuses an id that is no lead id at all (400): to the reader, that lead does not exist either.
  if (kind === "notFound" || kind === "invalid") {
    return (
      <div className={cardClass}>
        <h1 className="text-title font-bold text-ink-950">{copy.notFound.heading}</h1>
        <p className="mt-3 text-ink-700">{copy.notFound.text}</p>
        <BackLink />
      </div>
    );
  }
  if (data.state !== "loaded") {
    return (
      <>
        <BackLink />
        <h1 className="mt-4 text-title font-bold text-ink-950">{copy.meta.title}</h1>
        <LoadStatus data={data} loading={copy.loading} retry={reload} />
      </>
    );
  }
  return <LeadDetailContent detail={data.data} replace={replace} refresh={refresh} />;
}

function BackLink() {
  return (
    <Link to={paths.staffLeads} className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-2 hover:underline">
      ← {copy.backToLeads}
    </Link>
  );
}

function LeadDetailContent({
  detail,
  replace,
  refresh,
}: {
  detail: StaffLeadDetail;
  replace: (detail: StaffLeadDetail) => void;
  refresh: () => void;
}) {
  const { lead } = detail;
  return (
    <>
      <BackLink />
      <LeadHeader lead={lead} />
      {/* Columns of minmax(0, 1fr): a wide table scrolls inside its card instead of widening the page. */}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <LeadFieldsSection lead={lead} />
          <LeadDeliveriesSection leadId={lead.id} deliveries={detail.deliveries} refresh={refresh} />
          <LeadMailsSection mails={detail.mails} />
          <LeadAlertsSection alerts={detail.alerts} />
        </div>
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <LeadStatusSection lead={lead} replace={replace} />
          <LeadSourceSection attribution={lead.attribution} />
          <LeadSamePersonSection others={detail.samePerson} />
          <LeadNotesSection leadId={lead.id} notes={detail.notes} refresh={refresh} />
          <LeadHistorySection history={detail.history} />
        </div>
      </div>
    </>
  );
}
