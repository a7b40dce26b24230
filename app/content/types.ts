import type { LucideIcon } from "lucide-react";

/*
 * Types shared by several content modules. A type used by one module stays in it.
 */

/** Accent colours content may pick; app/components/ui/colors.ts maps them to classes. */
export type ContentColor =
  | "brand"
  | "accent"
  | "violet"
  | "rose"
  | "amber"
  | "sky"
  | "emerald"
  | "orange"
  | "indigo"
  | "lime"
  | "fuchsia";

export interface TitledText {
  title: string;
  text: string;
}

/** A card with an icon, a title and a short text. */
export interface InfoItem extends TitledText {
  icon: LucideIcon;
}

/**
 * The illustration of a service or industry page: its icon and a short example of a
 * conversation the assistant handles, drawn as a chat card.
 */
export interface ConversationImage {
  icon: LucideIcon;
  customer: string;
  assistant: string;
}

export interface CallToAction {
  label: string;
  to: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}
