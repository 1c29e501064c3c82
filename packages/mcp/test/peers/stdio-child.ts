import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { expect } from "vitest";

/** A stdio server child process, with what it wrote so far. */
export interface StdioChild {
  readonly process: ChildProcessWithoutNullStreams;
  /** Every stdout line, as written. */
  readonly lines: string[];
  /** Everything written to stderr. */
  stderr(): string;
  /** Writes raw text to the server's stdin. */
  write(text: string): void;
  /** Resolves with the first stdout message (parsed) the predicate accepts. */
  next(predicate: (message: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  /** Resolves with the exit code once the process ends. */
  readonly exited: Promise<number | null>;
}

/** Starts `node <script>` with piped stdio. */
export function startStdioChild(script: string): StdioChild {
  const child = spawn(process.execPath, [script], { stdio: ["pipe", "pipe", "pipe"] });
  const lines: string[] = [];
  let buffered = "";
  let errors = "";
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk: string) => {
    buffered += chunk;
    const parts = buffered.split("\n");
    buffered = parts.pop() ?? "";
    lines.push(...parts);
  });
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (chunk: string) => {
    errors += chunk;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.on("close", (code) => resolve(code)),
  );
  return {
    process: child,
    lines,
    stderr: () => errors,
    write: (text) => {
      child.stdin.write(text);
    },
    next: async (predicate) => {
      let found: Record<string, unknown> | undefined;
      await expect
        .poll(
          () => {
            found = lines
              .map((line) => JSON.parse(line) as Record<string, unknown>)
              .find(predicate);
            return found !== undefined;
          },
          { timeout: 10_000, interval: 20 },
        )
        .toBe(true);
      return found as Record<string, unknown>;
    },
    exited,
  };
}
