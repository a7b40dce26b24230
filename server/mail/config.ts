import addressparser from "nodemailer/lib/addressparser";
import { z } from "zod";
import type { PublicEnv } from "../../config/public-env.ts";

/** Sender of every mail, as nodemailer takes it: a display name and an address. */
export interface MailFrom {
  name: string;
  address: string;
}

/** The site's facts a mail shows: brand, address of the site, contact details (server/site.ts has them). */
export interface MailSite {
  name: string;
  url: string;
  email: string;
  phone: string;
}

export interface MailConfig {
  /** SMTP server to send through; without it mails stay stored in the database (README.md). */
  smtpUrl: string | undefined;
  from: MailFrom;
  /** Receives a notification of every lead. */
  leadsNotifyEmail: string;
  /** The popup's video (VIDEO_URL); without one the popup offers a demo. */
  videoUrl: string | undefined;
}

/** "Brand <address>" or a bare address, exactly one mailbox. */
function parseMailFrom(value: string): MailFrom | undefined {
  const parsed = addressparser(value, { flatten: true });
  const [mailbox] = parsed;
  if (parsed.length !== 1 || !mailbox?.address || !z.email().safeParse(mailbox.address).success) return undefined;
  return { name: mailbox.name, address: mailbox.address };
}

/** The mail's environment variables, to be merged into the server's schema. */
export const mailEnvShape = {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465 (TLS from the start). */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  /** "Brand <no-reply@domain>"; by default the brand name at no-reply@ the contact email's domain. */
  MAIL_FROM: z
    .string()
    .trim()
    .transform((value, context) => {
      const from = parseMailFrom(value);
      if (!from) context.addIssue({ code: "custom", message: 'must be an address such as "Nordsvar <no-reply@example.com>"' });
      return from ?? z.NEVER;
    })
    .optional(),
  /** By default the contact email (CONTACT_EMAIL). */
  LEADS_NOTIFY_EMAIL: z.email().optional(),
};

export const mailEnvSchema = z.object(mailEnvShape);

export type MailEnv = z.output<typeof mailEnvSchema>;

type SiteEnv = Pick<PublicEnv, "BRAND_NAME" | "CONTACT_EMAIL" | "VIDEO_URL">;

/** The mail settings, with the defaults that depend on the site's own configuration filled in. */
export function mailConfigFromEnv(env: MailEnv & SiteEnv): MailConfig {
  const contactDomain = env.CONTACT_EMAIL.slice(env.CONTACT_EMAIL.lastIndexOf("@") + 1);
  return {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM ?? { name: env.BRAND_NAME, address: `no-reply@${contactDomain}` },
    leadsNotifyEmail: env.LEADS_NOTIFY_EMAIL ?? env.CONTACT_EMAIL,
    videoUrl: env.VIDEO_URL,
  };
}
