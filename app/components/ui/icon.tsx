import {
  BadgeCheck,
  ChartColumn,
  Clock,
  HeartHandshake,
  LifeBuoy,
  Lock,
  type LucideIcon,
  Mail,
  MessageSquare,
  PhoneCall,
  Puzzle,
  Rocket,
  SearchCheck,
  Server,
  Share2,
  ShieldCheck,
  SlidersHorizontal,
  Sparkles,
  Zap,
} from "lucide-react";
import type { IconName } from "../../content/icons.ts";

const icons: Record<IconName, LucideIcon> = {
  "phone-call": PhoneCall,
  "message-square": MessageSquare,
  mail: Mail,
  share: Share2,
  puzzle: Puzzle,
  rocket: Rocket,
  shield: ShieldCheck,
  "life-buoy": LifeBuoy,
  clock: Clock,
  chart: ChartColumn,
  search: SearchCheck,
  sliders: SlidersHorizontal,
  sparkles: Sparkles,
  lock: Lock,
  badge: BadgeCheck,
  server: Server,
  handshake: HeartHandshake,
  zap: Zap,
};

/** A decorative icon named by content; it is hidden from screen readers. */
export function Icon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" className={className} strokeWidth={1.75} />;
}
