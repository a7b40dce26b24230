import type { GuideChapter } from "../../content/guide-outline.ts";

/** The guide's chapters in order, each with what it gives the reader. */
export function GuideChapters({ chapters, className = "" }: { chapters: readonly GuideChapter[]; className?: string }) {
  return (
    <ol className={`grid gap-6 ${className}`}>
      {chapters.map((chapter, index) => (
        <li key={chapter.id} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-700 ring-1 ring-brand-200"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-lg font-bold text-ink-950">{chapter.heading}</h3>
            <p className="mt-1 text-ink-600">{chapter.summary}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
