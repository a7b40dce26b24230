import { Link } from "react-router";
import type { ContentDocumentSummary } from "../../../contracts/content.ts";
import { DataTable } from "../../components/workspace/data-table.tsx";
import { cardClass } from "../../components/workspace/section.tsx";
import { contentEditorTexts } from "../../content/content-editor-texts.ts";
import { staffShared } from "../../content/staff-pages.ts";
import { useApiData } from "../../lib/api/use-api-data.ts";
import { paths } from "../../lib/paths.ts";
import { listText } from "../../lib/format.ts";
import { LoadStatus } from "../staff/staff-ui.tsx";
import { contentListContract } from "./content-contracts.ts";
import { formatStockholmTime } from "./stockholm-time.ts";

const copy = contentEditorTexts.list;

function DraftState({ document }: { document: ContentDocumentSummary }) {
  if (!document.draft) return <span className="text-ink-600">{copy.noDraft}</span>;
  return <>{copy.draftBy(document.draft.updatedBy, contentEditorTexts.swedishTime(formatStockholmTime(document.draft.updatedAt)))}</>;
}

function PublishedState({ document }: { document: ContentDocumentSummary }) {
  const { published, scheduled } = document;
  return (
    <div className="grid gap-1">
      <span>
        {published
          ? copy.publishedBy(published.revision, published.createdBy, contentEditorTexts.swedishTime(formatStockholmTime(published.publishAt)))
          : copy.defaults}
      </span>
      {scheduled.map((revision) => (
        <span key={revision.revision} className="font-semibold text-ink-900">
          <time dateTime={revision.publishAt}>{contentEditorTexts.scheduledFor(formatStockholmTime(revision.publishAt))}</time>
        </span>
      ))}
    </div>
  );
}

/** /dashboard/content: every document staff can edit, with its draft and what is published or scheduled. */
export function ContentDocumentList() {
  const { data, reload } = useApiData(contentListContract, {});
  return (
    <>
      <h1 className="text-title font-bold text-ink-950">{contentEditorTexts.heading}</h1>
      <p className="mt-2 max-w-2xl text-ink-700">{contentEditorTexts.intro}</p>
      <p className="mt-2 max-w-2xl text-ink-700">
        {copy.imagesBefore}
        <Link to={paths.staffContentImages} className="font-semibold text-brand-800 underline underline-offset-2">
          {copy.imagesLink}
        </Link>
        .
      </p>
      <section aria-labelledby="innehall-lista" className={`${cardClass} mt-6`}>
        <h2 id="innehall-lista" className="sr-only">
          {copy.caption}
        </h2>
        <LoadStatus data={data} loading={contentEditorTexts.loading} retry={reload} />
        {data.state === "loaded" && (
          <DataTable
            caption={copy.caption}
            rows={data.data.documents}
            rowKey={(document) => document.id}
            cards={staffShared.cards}
            columns={[
              {
                heading: copy.document,
                card: "title",
                cell: (document) => (
                  <Link to={paths.staffContentDocument(document.id)} className="font-semibold text-brand-800 underline underline-offset-2">
                    {document.title}
                  </Link>
                ),
              },
              { heading: copy.pages, cell: (document) => listText(document.pages) },
              { heading: copy.draft, cell: (document) => <DraftState document={document} /> },
              { heading: copy.published, cell: (document) => <PublishedState document={document} /> },
            ]}
          />
        )}
      </section>
    </>
  );
}
