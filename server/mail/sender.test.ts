import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import type { MailMessage } from "./message.ts";
import { createMailSender, mailLinksMayBeLogged, type MailLog } from "./sender.ts";
import { readMime } from "./testing/read-mime.ts";
import { startSilentServer, startSmtpTestServer, unusedLoopbackUrl } from "./testing/smtp-test-server.ts";

const from = { name: "Nordsvar Åkeri", address: "no-reply@example.com" };

const message: MailMessage = {
  to: "åsa.öberg@example.se",
  replyTo: "kontakt@example.com",
  subject: "Här är guiden ni bad om – för Åsa på Öresundsvägen",
  text: "Hej Åsa!\n\nLadda ner guiden:\nhttps://example.com/guide/3f9c2a?ref=mejl\n\nMed vänliga hälsningar",
  html: '<p>Hej Åsa! Räksmörgås.</p><p><a href="https://example.com/guide/3f9c2a?ref=mejl">Ladda ner guiden</a></p>',
};

function recordingLog() {
  const lines: { details: object; message: string }[] = [];
  const log: MailLog = { info: (details, message) => lines.push({ details, message }), warn: (details, message) => lines.push({ details, message }) };
  return { log, lines };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

describe("sending over SMTP", () => {
  it("logs in with the URL's credentials and delivers subject, sender, recipient and both parts intact", async () => {
    const smtp = await startSmtpTestServer({ user: "mejl@example.com", pass: "hemligt:lösen/1" });
    cleanups.push(smtp.close);
    const sender = createMailSender({ smtpUrl: smtp.url, from, log: recordingLog().log });

    expect(await sender.send(message)).toBe("sent");

    expect(sender.mode).toBe("smtp");
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.user).toBe("mejl@example.com");
    expect(mail?.mailFrom).toBe("no-reply@example.com");
    expect(mail?.rcptTo).toEqual(["åsa.öberg@example.se"]);

    const read = readMime(mail?.raw ?? "");
    expect(read.headers.get("subject")).toBe(message.subject);
    expect(read.headers.get("from")).toBe("Nordsvar Åkeri <no-reply@example.com>");
    expect(read.headers.get("to")).toBe("åsa.öberg@example.se");
    expect(read.headers.get("reply-to")).toBe("kontakt@example.com");
    expect(read.headers.get("content-type")).toMatch(/^multipart\/alternative/);
    const text = read.parts.find((part) => part.contentType === "text/plain");
    const html = read.parts.find((part) => part.contentType === "text/html");
    expect(text?.charset?.toLowerCase()).toBe("utf-8");
    expect(text?.body).toBe(message.text);
    expect(html?.charset?.toLowerCase()).toBe("utf-8");
    expect(html?.body).toBe(message.html);
  });

  it("throws when the server refuses the recipient, so the queue retries", async () => {
    const smtp = await startSmtpTestServer({ user: "mejl", pass: "lösen", rejectRecipientsWith: 550 });
    cleanups.push(smtp.close);
    const sender = createMailSender({ smtpUrl: smtp.url, from, log: recordingLog().log });

    await expect(sender.send(message)).rejects.toThrow(/550/);
    expect(smtp.received).toEqual([]);
  });

  it("throws when the credentials are wrong", async () => {
    const smtp = await startSmtpTestServer({ user: "mejl", pass: "lösen" });
    cleanups.push(smtp.close);
    const sender = createMailSender({ smtpUrl: smtp.url.replace("l%C3%B6sen", "fel"), from, log: recordingLog().log });

    await expect(sender.send(message)).rejects.toThrow(/535/);
    expect(smtp.received).toEqual([]);
  });

  it("throws at once when nothing listens at the address", async () => {
    const sender = createMailSender({ smtpUrl: await unusedLoopbackUrl(), from, log: recordingLog().log });

    await expect(sender.send(message)).rejects.toThrow(/ECONNREFUSED/);
  });

  it("gives up on a server that never greets within the greeting timeout", async () => {
    const silent = await startSilentServer();
    cleanups.push(silent.close);
    const sender = createMailSender({ smtpUrl: silent.url, from, log: recordingLog().log, timeouts: { greetingMs: 300 } });

    const started = performance.now();
    await expect(sender.send(message)).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("gives up on a server that stalls mid-conversation when the whole attempt runs out of time", async () => {
    const smtp = await startSmtpTestServer({ user: "mejl", pass: "lösen", hangOnData: true });
    cleanups.push(smtp.close);
    const sender = createMailSender({ smtpUrl: smtp.url, from, log: recordingLog().log, timeouts: { totalMs: 400 } });

    const started = performance.now();
    await expect(sender.send(message)).rejects.toThrow(/within 400 ms/);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("names the SMTP host at start-up but never the credentials", () => {
    const { log, lines } = recordingLog();
    createMailSender({ smtpUrl: "smtps://mejl:superhemligt@smtp.example.com:465", from, log });

    expect(JSON.stringify(lines)).toContain("smtp.example.com");
    expect(JSON.stringify(lines)).not.toContain("superhemligt");
  });
});

describe("without SMTP_URL", () => {
  it("resolves without sending and logs the subject and links, with the recipient's domain only", async () => {
    const lines: Record<string, unknown>[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString("utf8")) as Record<string, unknown>);
        done();
      },
    });
    const sender = createMailSender({ smtpUrl: undefined, from, log: createLogger({ level: "info", destination }), logLinks: true });

    // Stored, not sent: the queue records it so, and the workspace says so.
    expect(await sender.send(message)).toBe("stored");

    expect(sender.mode).toBe("stored");
    expect(lines.at(-1)).toMatchObject({
      level: "info",
      mail: {
        recipientDomain: "example.se",
        subject: message.subject,
        links: ["https://example.com/guide/3f9c2a?ref=mejl"],
      },
    });
    expect(JSON.stringify(lines)).not.toContain("åsa.öberg@");
  });

  it("in production, or for a public SITE_URL, logs no link and warns at start that nothing is sent", async () => {
    const lines: Record<string, unknown>[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString("utf8")) as Record<string, unknown>);
        done();
      },
    });
    const logLinks = mailLinksMayBeLogged({ nodeEnv: undefined, siteUrl: "https://www.nordsvar.se" });
    const sender = createMailSender({ smtpUrl: undefined, from, log: createLogger({ level: "info", destination }), logLinks });
    expect(lines[0]).toMatchObject({ level: "warn", mail: { mode: "stored" } });

    await sender.send(message);

    expect(lines.at(-1)).toMatchObject({ level: "info", mail: { recipientDomain: "example.se", subject: message.subject } });
    expect(JSON.stringify(lines)).not.toContain("https://example.com/guide");
  });

  it("logs links only on a developer's machine", () => {
    for (const siteUrl of ["http://localhost:5173", "http://127.0.0.1:3000", "http://[::1]:3000", "http://nordsvar.localhost"]) {
      expect(mailLinksMayBeLogged({ nodeEnv: "development", siteUrl })).toBe(true);
      expect(mailLinksMayBeLogged({ nodeEnv: "production", siteUrl })).toBe(false);
    }
    expect(mailLinksMayBeLogged({ nodeEnv: undefined, siteUrl: "https://www.nordsvar.se" })).toBe(false);
    expect(mailLinksMayBeLogged({ nodeEnv: "development", siteUrl: "http://192.168.1.20:3000" })).toBe(false);
  });
});
