import { type ContentColor, type ConversationImage } from "../../content/types.ts";
import { conversationLabels } from "../../content/service-details.ts";
import { Icon } from "../ui/icon.tsx";
import { colorClasses } from "../ui/colors.ts";

interface ConversationIllustrationProps {
  image: ConversationImage;
  color: ContentColor;
}

/**
 * The illustration of a service or industry page, composed in HTML and CSS rather
 * than an image file: a chat card with one example exchange, so it costs no request
 * and reads well to screen readers.
 */
export function ConversationIllustration({ image, color }: ConversationIllustrationProps) {
  const colors = colorClasses[color];
  return (
    <figure className={`relative mx-auto w-full max-w-xl overflow-hidden rounded-[2rem] bg-gradient-to-br p-6 sm:p-8 ${colors.gradient}`}>
      <div aria-hidden="true" className="absolute -top-16 -right-16 size-48 rounded-full bg-white/60" />
      <div aria-hidden="true" className="absolute -bottom-20 -left-10 size-40 rounded-full bg-white/50" />
      <div className="relative rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-raised)] ring-1 ring-ink-100">
        <div className="flex items-center gap-3 border-b border-ink-100 pb-4">
          <span className={`flex size-11 items-center justify-center rounded-xl ${colors.tile}`}>
            <Icon icon={image.icon} className="size-6" />
          </span>
          <figcaption className="text-sm font-semibold text-ink-900">{conversationLabels.caption}</figcaption>
        </div>
        <dl className="mt-4 grid gap-3">
          <div className="ml-8 rounded-2xl rounded-tr-sm bg-ink-100 px-4 py-3">
            <dt className="text-xs font-semibold text-ink-600">{conversationLabels.customer}</dt>
            <dd className="mt-1 text-ink-900">{image.customer}</dd>
          </div>
          <div className={`mr-8 rounded-2xl rounded-tl-sm px-4 py-3 ring-1 ${colors.soft} ${colors.ring}`}>
            <dt className={`text-xs font-semibold ${colors.text}`}>{conversationLabels.assistant}</dt>
            <dd className="mt-1 text-ink-900">{image.assistant}</dd>
          </div>
        </dl>
      </div>
    </figure>
  );
}
