import { Mail } from "lucide-react";
import type { ReactNode } from "react";
import { type ButtonVariant, buttonClass } from "./links.tsx";

/** A button-styled mailto: link that opens the visitor's mail program. */
export function MailButton({
  href,
  variant = "primary",
  className = "",
  children,
}: {
  href: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} className={buttonClass(variant, className)}>
      <Mail aria-hidden="true" className="size-5" />
      {children}
    </a>
  );
}
