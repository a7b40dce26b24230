import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";

/** Reads standard input to its end: `echo "$PASSWORD" | npm run users -- create ADRESS`. */
async function readPiped(input: NodeJS.ReadStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(Buffer.from(chunk as Uint8Array));
  // The line break `echo` adds is not part of the password.
  return Buffer.concat(chunks).toString("utf8").replace(/\r?\n$/, "");
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

/** The password for `create`: asked twice on a terminal, otherwise read from standard input. */
export async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPiped(process.stdin);
  const first = await prompt("Lösenord: ");
  const second = await prompt("Upprepa lösenordet: ");
  if (first !== second) throw new Error("Lösenorden matchar inte.");
  return first;
}
