import nodemailer from "nodemailer";
import type { MailFrom } from "./config.ts";
import { linksIn } from "./links.ts";
import type { MailMessage } from "./message.ts";

/** The part of a structured logger (pino's shape: details first, then the message) the mail uses. */
export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * How long one SMTP attempt may take. A server that accepts the connection and then goes
 * quiet must fail the attempt so the queue retries later; the total also stays well inside
 * the queue's lease, so no other instance takes over a mail that is still being sent.
 */
export interface SmtpTimeouts {
  /** Opening the connection, the DNS lookup included. */
  connectMs: number;
  /** The server's greeting after connecting. */
  greetingMs: number;
  /** Silence from the server at any later point. */
  socketMs: number;
  /** The whole attempt, however slowly the server trickles its answers. */
  totalMs: number;
}

export const defaultSmtpTimeouts: SmtpTimeouts = { connectMs: 10_000, greetingMs: 10_000, socketMs: 15_000, totalMs: 30_000 };

export interface MailSenderOptions {
  /** smtp:// or smtps:// with the credentials in it; without it mails stay stored (README.md). */
  smtpUrl: string | undefined;
  from: MailFrom;
  log: MailLog;
  timeouts?: Partial<SmtpTimeouts>;
  /**
   * Whether a stored mail's links may go to the log: only on a developer's machine
   * (mailLinksMayBeLogged). Elsewhere they are sign-in and reset links for real people.
   */
  logLinks?: boolean;
}

export interface MailSender {
  /** "smtp" sends every mail; "stored" leaves it in the database and logs its links. */
  readonly mode: "smtp" | "stored";
  /**
   * Resolves once the mail is handed over, "sent", or, without SMTP, "stored" (and logged),
   * which the queue records so the workspace never calls a stored mail sent; throws on
   * any failure, for the queue to retry.
   */
  send(message: MailMessage): Promise<"sent" | "stored">;
}

export function createMailSender({ smtpUrl, from, log, timeouts, logLinks = false }: MailSenderOptions): MailSender {
  if (!smtpUrl) {
    if (logLinks) log.info({ mail: { mode: "stored" } }, "SMTP_URL is not set: mails stay stored in the database and their links are logged");
    else {
      log.warn(
        { mail: { mode: "stored" } },
        "SMTP_URL is not set: no mail is sent, not even sign-in and reset links; they stay stored in the database (npm run mail) and their links are not logged",
      );
    }
    return {
      mode: "stored",
      send: async (message) => {
        logStoredMail(message, log, logLinks);
        return "stored";
      },
    };
  }
  const limits = { ...defaultSmtpTimeouts, ...timeouts };
  const url = new URL(smtpUrl);
  log.info(
    { mail: { mode: "smtp", host: url.hostname, port: url.port || undefined, secure: url.protocol === "smtps:" } },
    "Mails are sent over SMTP",
  );
  // One connection per mail: mails are few, and no idle connection can go stale between them.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: limits.connectMs,
    greetingTimeout: limits.greetingMs,
    socketTimeout: limits.socketMs,
  });
  return {
    mode: "smtp",
    async send(message) {
      const deadline = AbortSignal.timeout(limits.totalMs);
      try {
        const info = await transport.sendMail({
          from,
          to: message.to,
          replyTo: message.replyTo,
          subject: message.subject,
          text: message.text,
          html: message.html,
          // An invite as text/calendar with its METHOD, the part Outlook, Gmail and Apple Mail read.
          ...(message.calendar ? { icalEvent: { method: message.calendar.method, content: message.calendar.content, filename: "inbjudan.ics" } } : {}),
          signal: deadline,
        });
        if (info.rejected.length > 0) throw new Error(`The SMTP server rejected the recipient: ${info.response}`);
        return "sent";
      } catch (error) {
        if (deadline.aborted) throw new Error(`The SMTP server did not take the mail within ${limits.totalMs} ms`, { cause: error });
        throw error;
      }
    },
  };
}

/** Enough for a developer to follow a link locally, without writing a visitor's address to the log. */
function logStoredMail(message: MailMessage, log: MailLog, logLinks: boolean): void {
  const recipientDomain = message.to.slice(message.to.lastIndexOf("@") + 1);
  const links = logLinks ? { links: linksIn(message.text) } : {};
  log.info({ mail: { recipientDomain, subject: message.subject, ...links } }, "Mail stored, not sent (no SMTP_URL)");
}

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Links in the log are for a developer running the site on their own machine: not when
 * NODE_ENV is production, nor when SITE_URL is a public address, where the links are
 * real customers' sign-in and reset links and logs travel further than the database.
 */
export function mailLinksMayBeLogged({ nodeEnv, siteUrl }: { nodeEnv: string | undefined; siteUrl: string }): boolean {
  if (nodeEnv === "production") return false;
  const host = new URL(siteUrl).hostname;
  return loopbackHosts.has(host) || host.endsWith(".localhost") || /^127\.\d+\.\d+\.\d+$/.test(host);
}
