import { describeThrown, type Json, quote, typeName, unknownOption } from "@tinyllm/types";
import type { ArgumentRepairer } from "./argument-repairer.js";
import type { ProgressListener } from "./call-context.js";
import { type SignalWatch, watchSignal } from "./signal-watch.js";

/** Rewrites parsed arguments before validation (after JSON parsing); the call's wins over the registry's. */
export type ArgumentNormalizer = (args: Json, toolName: string) => Json;

/** Options of one call; `C` is the registry's context type. */
export interface CallOptions<C = unknown> {
  /**
   * What this call runs for (the user, the session, a database handle): the tool reads it as
   * `toolContext.context`. It never reaches the model, a hook's text or an error message.
   */
  readonly context?: C | undefined;
  /** Cancels the call: before it starts the tool never runs; during the run its signal aborts. */
  readonly signal?: AbortSignal | undefined;
  /** Told of the tool's `context.progress(...)` reports, until the call has its result. */
  readonly onProgress?: ProgressListener | undefined;
  /** Rewrites the parsed arguments before validation; overrides the registry's. */
  readonly normalizeArguments?: ArgumentNormalizer | undefined;
  /**
   * Repairs this call's refused arguments (`conservativeRepair()` of `@tinyllm/tool/repair`), or
   * `"off"` to leave them refused; overrides the registry's `repair`.
   */
  readonly repair?: ArgumentRepairer | "off" | undefined;
}

// Every option of a call, kept whole by its type: a new option fails to compile until listed.
export const CALL_OPTION_NAMES = Object.keys({
  context: 1,
  signal: 1,
  onProgress: 1,
  normalizeArguments: 1,
  repair: 1,
} satisfies { [Name in keyof CallOptions]-?: 1 });

/** Call options as read once, before any tool runs. */
export interface CallSettings {
  readonly watch: SignalWatch | undefined;
  readonly onProgress: ProgressListener | undefined;
  readonly normalize: ArgumentNormalizer | undefined;
  /** The caller's context, `undefined` when it gave none. */
  readonly context: unknown;
  /** The call's own `repair`, absent or `undefined` for the registry's. */
  readonly repair?: ArgumentRepairer | "off" | undefined;
}

/** No options: no signal, no listener, the registry's normalizer. */
export const NO_SETTINGS: CallSettings = {
  watch: undefined,
  onProgress: undefined,
  normalize: undefined,
  context: undefined,
};

/**
 * Reads a call's options once, before any tool runs: the settings, or a sentence saying why they
 * cannot be used (a signal that is not one, a getter that throws). Never throws.
 */
export function readOptions(
  options: unknown,
  owner = "call",
  names = CALL_OPTION_NAMES,
): CallSettings | string {
  // Most calls pass none: this check alone is small enough to inline.
  return options === undefined || options === null
    ? NO_SETTINGS
    : readGivenOptions(options, owner, names);
}

function readGivenOptions(
  options: unknown,
  owner: string,
  names: readonly string[],
): CallSettings | string {
  if (typeof options !== "object" && typeof options !== "function") {
    return `the call's options are ${typeName(options)}; expected an object`;
  }
  let signal: unknown;
  let onProgress: unknown;
  let normalize: unknown;
  let context: unknown;
  let repair: unknown;
  try {
    // A misspelt option (`singal`) would do nothing: the call is answered, not run, instead.
    const unknown = unknownOption(options as object, owner, names);
    if (unknown !== undefined) return unknown.message;
    const fields = options as CallOptions;
    signal = fields.signal;
    onProgress = fields.onProgress;
    normalize = fields.normalizeArguments;
    context = fields.context;
    repair = fields.repair;
  } catch (error) {
    return `the call's options could not be read (${describeThrown(error)})`;
  }
  const watch = watchSignal(signal);
  if (typeof watch === "string") return watch;
  if (onProgress !== undefined && typeof onProgress !== "function") {
    return `options.onProgress is ${typeName(onProgress)}; expected a function`;
  }
  if (normalize !== undefined && typeof normalize !== "function") {
    return `options.normalizeArguments is ${typeName(normalize)}; expected a function`;
  }
  if (repair !== undefined && repair !== "off" && typeof repair !== "function") {
    return `options.repair is ${quote(repair)}; expected conservativeRepair() or "off"`;
  }
  return {
    watch,
    onProgress: onProgress as ProgressListener | undefined,
    normalize: normalize as ArgumentNormalizer | undefined,
    context,
    repair: repair as ArgumentRepairer | "off" | undefined,
  };
}
