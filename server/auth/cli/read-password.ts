import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";

const oneOrTwoLines = "Skicka lösenordet på en rad, eller samma lösenord på två rader (lösenordet och upprepningen).";

/**
 * The password in what was piped to `create`: one line (`echo "$PASSWORD" | …`), or the
 * same password on two lines, as a script answering both of the terminal's prompts sends
 * (`printf '%s\n%s\n' "$PASSWORD" "$PASSWORD" | …`). Anything else with a line break is
 * refused rather than stored: a password with a line break in it cannot be typed into
 * any prompt or form.
 */
export function passwordFromInput(text: string): string {
  // The line break `echo` adds is not part of the password.
  const lines = text.replace(/\r?\n$/, "").split(/\r?\n/);
  if (lines.length === 1) return lines[0]!;
  if (lines.length === 2 && lines[0] === lines[1]) return lines[0]!;
  if (lines.length === 2) throw new Error(`Lösenorden på de två raderna matchar inte. ${oneOrTwoLines}`);
  throw new Error(`Standard in har ${lines.length} rader, och ett lösenord kan inte innehålla radbrytningar. ${oneOrTwoLines}`);
}

/** Reads standard input to its end: `echo "$PASSWORD" | npm run users -- create ADRESS`. */
async function readPiped(input: NodeJS.ReadStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(Buffer.from(chunk as Uint8Array));
  return passwordFromInput(Buffer.concat(chunks).toString("utf8"));
}

/** Asks on the terminal without echoing what is typed. */
async function prompt(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!muted) process.stderr.write(chunk);
      callback();
    },
  });
  const readline = createInterface({ input: process.stdin, output, terminal: true });
  try {
    const answer = readline.question(question);
    muted = true;
    return await answer;
  } finally {
    muted = false;
    readline.close();
    process.stderr.write("\n");
  }
}

/** The password for `create`: asked twice on a terminal, otherwise read from standard input (passwordFromInput). */
export async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPiped(process.stdin);
  const first = await prompt("Lösenord: ");
  const second = await prompt("Upprepa lösenordet: ");
  if (first !== second) throw new Error("Lösenorden matchar inte.");
  return first;
}
