import { formatWithOptions } from "node:util";
import type { ExampleFile } from "./example-file.js";
import { expectedOutput } from "./expected-output.js";

/** What running one example gave, against what its README says it prints. */
export interface ExampleRun {
  /** What the block printed with `console.log`, one entry per line. */
  readonly printed: string[];
  /** What the `//` lines under its `console.log` calls say it prints. */
  readonly expected: string[];
  /** The block threw or rejected with this, as text; absent when it completed. */
  readonly failure?: string;
}

/**
 * Runs an example module by importing it (in vitest, so TypeScript and the workspace's source
 * condition apply), with `console.log` captured and formatted as Node formats it for a pipe
 * (no colours). Top-level `await` is awaited. Examples run one at a time.
 */
export async function runExample(
  file: ExampleFile,
  load: (path: string) => Promise<unknown> = (path) => import(/* @vite-ignore */ path),
): Promise<ExampleRun> {
  const expected = expectedOutput(file.block.code).lines;
  const printed: string[] = [];
  const original = console.log;
  console.log = (...values: unknown[]) => {
    printed.push(...formatWithOptions({ colors: false }, ...values).split("\n"));
  };
  try {
    await load(file.path);
    return { printed, expected };
  } catch (error) {
    return { printed, expected, failure: describe(error) };
  } finally {
    console.log = original;
  }
}

/** Lines compared without trailing whitespace, which a README editor may strip. */
export function sameOutput(run: ExampleRun): boolean {
  const trim = (lines: readonly string[]) => lines.map((line) => line.trimEnd());
  return JSON.stringify(trim(run.printed)) === JSON.stringify(trim(run.expected));
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
