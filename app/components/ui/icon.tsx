import type { LucideIcon } from "lucide-react";

/** A decorative icon chosen by content; it is hidden from screen readers. */
export function Icon({ icon: Component, className = "size-5" }: { icon: LucideIcon; className?: string }) {
  return <Component aria-hidden="true" className={className} strokeWidth={1.75} />;
}
