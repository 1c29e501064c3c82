import { describeThrown } from "@tinyllm/types";
import { registryFailure } from "../result/shape-result.js";
import { ToolResult } from "../result/tool-result.js";
import { answerCall, type CallEnvironment } from "./call-pipeline.js";
import { readCall } from "./read-call.js";
import {
  CALL_OPTION_NAMES,
  type CallOptions,
  type CallSettings,
  readOptions,
} from "./read-options.js";

/** Options of `callAll`. */
// A call's options and `concurrency`, kept whole by the type.
const CALL_ALL_OPTION_NAMES = [
  ...CALL_OPTION_NAMES,
  ...Object.keys({ concurrency: 1 } satisfies {
    [Name in Exclude<keyof CallAllOptions, keyof CallOptions>]-?: 1;
  }),
];

export interface CallAllOptions<C = unknown> extends CallOptions<C> {
  /** How many calls run at once; default the registry's `concurrency`. */
  readonly concurrency?: number | undefined;
}

/**
 * A turn's calls: exactly one result per call, in the order given, whatever fails, and never a
 * rejection. Up to `concurrency` calls run at once; a `sequential` tool runs with no other call
 * beside it. The list is read once, by index (a list whose length cannot be read is empty).
 */
export async function answerAll(
  environment: CallEnvironment,
  calls: unknown,
  options: unknown,
): Promise<ToolResult[]> {
  const { list, unreadable } = readList(calls);
  let settings: CallSettings | string;
  let concurrency = environment.concurrency;
  try {
    settings = readOptions(options, "callAll", CALL_ALL_OPTION_NAMES);
    if (typeof settings !== "string") {
      concurrency = concurrencyOf(
        (options as CallAllOptions | undefined)?.concurrency,
        concurrency,
      );
    }
  } catch {
    settings = "the call's options could not be read";
  }
  // Never `instanceof` on what the caller passed: a revoked proxy throws from it.
  const answer = (call: unknown, index: number): ToolResult | Promise<ToolResult> => {
    const problem = unreadable?.get(index);
    if (problem !== undefined) {
      return registryFailure({ callId: "", name: "" }, problem, environment.maxResultChars);
    }
    return answerCall(environment, call, settings);
  };
  // With no sequential tool registered, no call's name need be read twice.
  const sequential = environment.hasSequential()
    ? list.map((call, index) => unreadable?.has(index) !== true && isSequential(environment, call))
    : undefined;
  if (concurrency >= list.length && sequential?.includes(true) !== true) {
    return Promise.all(list.map(answer));
  }
  const results = new Array<ToolResult>(list.length);
  let next = 0;
  let active = 0;
  // While a sequential call waits for the running calls to end, and while it runs, `gate` holds
  // every worker back from starting another call.
  let gate: Promise<void> | undefined;
  let drained: (() => void) | undefined;
  const worker = async (): Promise<void> => {
    for (;;) {
      while (gate !== undefined) await gate;
      if (next >= list.length) return;
      const index = next++;
      const call = list[index];
      if (sequential?.[index] === true) {
        let release: () => void = () => {};
        gate = new Promise<void>((resolve) => {
          release = resolve;
        });
        if (active > 0) {
          await new Promise<void>((resolve) => {
            drained = resolve;
          });
        }
        const outcome = answer(call, index);
        results[index] = outcome instanceof ToolResult ? outcome : await outcome;
        gate = undefined;
        release();
      } else {
        // An answer ready at once (a refusal, a synchronous tool) needs no turn of the event loop.
        const outcome = answer(call, index);
        if (outcome instanceof ToolResult) {
          results[index] = outcome;
          continue;
        }
        active++;
        results[index] = await outcome;
        active--;
        if (active === 0 && drained !== undefined) {
          const wake = drained;
          drained = undefined;
          wake();
        }
      }
    }
  };
  const workers = Array.from({ length: Math.min(concurrency, list.length) }, worker);
  await Promise.all(workers);
  return results;
}

/**
 * The list copied by index (the caller may change it while the calls run; holes become calls),
 * and, when some element threw when read, the words for each such element.
 */
function readList(calls: unknown): { list: unknown[]; unreadable?: Map<number, string> } {
  let length: number;
  try {
    if (!Array.isArray(calls)) return { list: [] };
    length = calls.length;
  } catch {
    return { list: [] };
  }
  const list = new Array<unknown>(length);
  let unreadable: Map<number, string> | undefined;
  for (let index = 0; index < length; index++) {
    try {
      list[index] = (calls as unknown[])[index];
    } catch (error) {
      list[index] = undefined;
      unreadable ??= new Map();
      unreadable.set(index, `the call could not be read: ${describeThrown(error)}`);
    }
  }
  return { list, unreadable };
}

function isSequential(environment: CallEnvironment, call: unknown): boolean {
  return environment.tools.get(readCall(call).name)?.prepared.sequential === true;
}

function concurrencyOf(value: unknown, fallback: number): number {
  if (typeof value !== "number" || Number.isNaN(value)) return fallback;
  return Math.max(1, Math.floor(value));
}
