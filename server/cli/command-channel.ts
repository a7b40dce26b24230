import { chmod, rm } from "node:fs/promises";
import { connect, createServer, type Socket } from "node:net";
import { join } from "node:path";
import type { Db } from "../db/database.ts";
import type { Log } from "../db/log.ts";
import { type ExitCode, exitCode, type Output } from "./output.ts";
import type { CommandTool } from "./tool.ts";
import { UsageError } from "./usage-error.ts";

/*
 * The embedded database can be opened by one process only, the running server. So that the
 * operators' commands work while the site runs, the server listens on a Unix socket in the
 * data folder and runs each command there, with its own database, and streams the output
 * back. Only the machine's user who owns the data folder can reach the socket (mode 0600);
 * it is never a network port. One JSON line asks; JSON lines answer, the last with the exit code.
 */

/** The socket's file name in the data folder. */
export const commandSocketName = "commands.sock";

export const commandSocketPath = (dataDir: string) => join(dataDir, commandSocketName);

interface CommandRequest {
  tool: string;
  argv: string[];
  input?: string;
}

type CommandReply = { stdout: string } | { stderr: string } | { exit: ExitCode };

export interface CommandChannel {
  /** Stops taking commands and waits for the ones running. */
  close(): Promise<void>;
}

/** Serves the tools' commands on the data folder's socket for as long as the server holds the folder. */
export async function startCommandChannel({ dataDir, db, tools, env, nudge, log }: {
  dataDir: string;
  db: Db;
  tools: readonly CommandTool[];
  env: Record<string, string | undefined>;
  nudge: () => void;
  log: Log;
}): Promise<CommandChannel> {
  const path = commandSocketPath(dataDir);
  // The server holds the folder's lock, so a socket file left here is a crashed server's.
  await rm(path, { force: true });
  const running = new Set<Promise<void>>();
  const server = createServer((socket) => {
    const done = serve(socket, { db, tools, env, nudge, log }).finally(() => running.delete(done));
    running.add(done);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(path, () => resolve());
  });
  await chmod(path, 0o600);
  return {
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all(running);
      await rm(path, { force: true });
    },
  };
}

async function serve(socket: Socket, context: { db: Db; tools: readonly CommandTool[]; env: Record<string, string | undefined>; nudge: () => void; log: Log }) {
  const send = (reply: CommandReply) => socket.write(`${JSON.stringify(reply)}\n`);
  try {
    const request = await readRequest(socket);
    const tool = context.tools.find((candidate) => candidate.name === request.tool);
    if (!tool) {
      send({ stderr: `Okänt kommando: ${request.tool}\n` });
      send({ exit: exitCode.usage });
      return;
    }
    const output: Output = { stdout: (text) => send({ stdout: text }), stderr: (text) => send({ stderr: text }) };
    context.log.info({ command: { tool: tool.name, name: request.argv[0] ?? "" } }, "Command from the command line");
    const code = await runParsed(tool, request.argv, output, async (command) => {
      try {
        return await tool.run(context.db, command, { output, env: context.env, input: request.input, nudge: context.nudge, deliveryWorker: "here" });
      } catch (error) {
        output.stderr(`Fel: ${error instanceof Error ? error.message : String(error)}\n`);
        return exitCode.failure;
      }
    });
    send({ exit: code });
  } catch (error) {
    context.log.warn({ err: error }, "Command channel: a request could not be read");
    send({ stderr: "Fel: servern kunde inte läsa kommandot.\n" });
    send({ exit: exitCode.failure });
  } finally {
    socket.end();
  }
}

/** Parses the arguments and runs the command, or prints the usage: the same steps in both processes. */
export async function runParsed<Command extends { name: string }>(
  tool: CommandTool<Command>,
  argv: readonly string[],
  output: Output,
  run: (command: Command) => Promise<ExitCode>,
): Promise<ExitCode> {
  let command: Command;
  try {
    command = tool.parse(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    output.stderr(`Fel: ${error.message}\n\n${tool.usage}`);
    return exitCode.usage;
  }
  if (command.name === "help") {
    output.stdout(tool.usage);
    return exitCode.ok;
  }
  return run(command);
}

const maxRequestBytes = 1024 * 1024;

function readRequest(socket: Socket): Promise<CommandRequest> {
  return new Promise((resolve, reject) => {
    let buffered = "";
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString("utf8");
      if (buffered.length > maxRequestBytes) return fail(new Error("request too large"));
      const end = buffered.indexOf("\n");
      if (end === -1) return;
      socket.off("data", onData);
      try {
        const parsed = JSON.parse(buffered.slice(0, end)) as Partial<CommandRequest>;
        if (typeof parsed.tool !== "string" || !Array.isArray(parsed.argv) || !parsed.argv.every((arg) => typeof arg === "string")) {
          throw new Error("malformed request");
        }
        if (parsed.input !== undefined && typeof parsed.input !== "string") throw new Error("malformed request");
        resolve({ tool: parsed.tool, argv: parsed.argv, input: parsed.input });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    const fail = (error: Error) => {
      socket.off("data", onData);
      reject(error);
    };
    socket.on("data", onData);
    socket.once("error", fail);
    socket.once("end", () => fail(new Error("connection ended before the request")));
  });
}

/**
 * Sends a command to the server that holds `dataDir` and writes its output as it comes.
 * Undefined when no server answers on the folder's socket.
 */
export async function sendCommand(dataDir: string, request: CommandRequest, output: Output): Promise<ExitCode | undefined> {
  let socket: Socket;
  try {
    socket = await new Promise<Socket>((resolve, reject) => {
      const connection = connect(commandSocketPath(dataDir), () => resolve(connection));
      connection.once("error", reject);
    });
  } catch {
    return undefined;
  }
  socket.write(`${JSON.stringify(request)}\n`);
  return new Promise<ExitCode>((resolve, reject) => {
    let buffered = "";
    let code: ExitCode | undefined;
    socket.on("data", (chunk: Buffer) => {
      buffered += chunk.toString("utf8");
      let end: number;
      while ((end = buffered.indexOf("\n")) !== -1) {
        const reply = JSON.parse(buffered.slice(0, end)) as CommandReply;
        buffered = buffered.slice(end + 1);
        if ("stdout" in reply) output.stdout(reply.stdout);
        else if ("stderr" in reply) output.stderr(reply.stderr);
        else code = reply.exit;
      }
    });
    socket.once("error", reject);
    socket.once("close", () => (code === undefined ? reject(new Error("the server ended the command without an exit code")) : resolve(code)));
  });
}
