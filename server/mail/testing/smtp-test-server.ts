import { type AddressInfo, createServer, type Socket } from "node:net";
import { SMTPServer, type SMTPServerError } from "smtp-server";

export interface ReceivedMail {
  /** The login the client authenticated with. */
  user: string;
  mailFrom: string;
  rcptTo: string[];
  /** The message exactly as it came over the wire. */
  raw: string;
}

export interface SmtpTestServer {
  /** smtp://user:pass@127.0.0.1:port, for the sender under test. */
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export interface SmtpTestServerOptions {
  user: string;
  pass: string;
  /** Answers every RCPT TO with this SMTP code, as a server refusing a mailbox does. */
  rejectRecipientsWith?: number;
  /** Takes the message and never answers, as a stuck server does. */
  hangOnData?: boolean;
}

/**
 * A real SMTP server on the loopback interface (port chosen by the system), which accepts
 * only the given login. No STARTTLS, so plain AUTH is allowed on this local connection.
 */
export async function startSmtpTestServer(options: SmtpTestServerOptions): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    closeTimeout: 100,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.pass) callback(null, { user: auth.username });
      else callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, callback) {
      if (!options.rejectRecipientsWith) return callback();
      const error: SMTPServerError = Object.assign(new Error("Mailbox unavailable"), { responseCode: options.rejectRecipientsWith });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (options.hangOnData) return;
        received.push({
          user: String(session.user),
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${encodeURIComponent(options.user)}:${encodeURIComponent(options.pass)}@127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A server that accepts connections and never says a word: no SMTP greeting, ever. */
export async function startSilentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** An address nothing listens on: the port of a server that was just closed. */
export async function unusedLoopbackUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `smtp://127.0.0.1:${port}`;
}
