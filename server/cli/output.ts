/** Where a command writes: injected so tests read what an operator would see. */
export interface Output {
  stdout(text: string): void;
  stderr(text: string): void;
}

/** Exit codes scripts can act on. */
export const exitCode = {
  ok: 0,
  /** The command could not run: the database is locked or unreachable, the environment is wrong. */
  failure: 1,
  usage: 2,
  notFound: 3,
} as const;

export type ExitCode = (typeof exitCode)[keyof typeof exitCode];
