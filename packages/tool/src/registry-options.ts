import type { Vocabulary } from "@tinyllm/schema";
import { quote, typeName, unknownOption } from "@tinyllm/types";
import type { CallEndEvent, CallStartEvent } from "./call-hooks.js";
import type { ArgumentNormalizer } from "./read-options.js";
import { InvalidRegistryOptionError } from "./registry-option-error.js";
import { MIN_RESULT_CHARS } from "./truncate.js";

/** The default `maxArgumentBytes`: 1 MiB. */
export const DEFAULT_MAX_ARGUMENT_BYTES = 1024 * 1024;
/** The default `maxResultChars`: about 12,000 tokens of English. */
export const DEFAULT_MAX_RESULT_CHARS = 50_000;
/** The default number of calls `callAll` runs at once. */
export const DEFAULT_CONCURRENCY = 8;

/** How a registry runs calls; every field is optional. */
export interface RegistryOptions {
  /** Milliseconds a tool may run before its call times out; default none. A tool may override it. */
  readonly timeoutMs?: number | undefined;
  /** Arguments longer than this many UTF-8 bytes are refused unparsed; default 1 MiB. */
  readonly maxArgumentBytes?: number | undefined;
  /** What the model reads of a result (`message().content`, prefix included) is cut to this many UTF-16 code units; default 50,000. */
  readonly maxResultChars?: number | undefined;
  /** The number of calls `callAll` runs at once unless told otherwise; default 8. */
  readonly concurrency?: number | undefined;
  /** Called when a call starts; what it throws is ignored. */
  readonly onCallStart?: ((event: CallStartEvent) => unknown) | undefined;
  /** Called when a call ends, with its result; what it throws is ignored. */
  readonly onCallEnd?: ((event: CallEndEvent) => unknown) | undefined;
  /** Rewrites every call's parsed arguments before validation; a call's own option wins. */
  readonly normalizeArguments?: ArgumentNormalizer | undefined;
  /** The schema vocabulary of tools that do not name their own: `"standard"` (the default) or `"core"`. */
  readonly vocabulary?: Vocabulary | undefined;
}

/** Every option `new Registry` takes: the one list its unknown-name check reads (the type keeps it whole). */
export const REGISTRY_OPTION_NAMES = Object.keys({
  timeoutMs: 1,
  maxArgumentBytes: 1,
  maxResultChars: 1,
  concurrency: 1,
  onCallStart: 1,
  onCallEnd: 1,
  normalizeArguments: 1,
  vocabulary: 1,
} satisfies { [Name in keyof RegistryOptions]-?: 1 }) as readonly (keyof RegistryOptions)[];

/** The options checked, with the defaults filled in. */
export interface RegistrySettings {
  readonly timeoutMs: number | undefined;
  readonly maxArgumentBytes: number;
  readonly maxResultChars: number;
  readonly concurrency: number;
  readonly onCallStart: RegistryOptions["onCallStart"];
  readonly onCallEnd: RegistryOptions["onCallEnd"];
  readonly normalizeArguments: ArgumentNormalizer | undefined;
  readonly vocabulary: Vocabulary;
}

/**
 * Checks the options. Throws `InvalidRegistryOptionError` for one it cannot use (a negative
 * limit, NaN) or does not know (`timeoutMS`): a misspelt option must not silently do nothing.
 */
export function readRegistryOptions(options: RegistryOptions): RegistrySettings {
  const unknown = unknownOption(options, "new Registry", REGISTRY_OPTION_NAMES);
  if (unknown !== undefined) throw new InvalidRegistryOptionError(unknown.option, unknown.message);
  return {
    timeoutMs: positive("timeoutMs", options.timeoutMs, 1),
    maxArgumentBytes:
      positive("maxArgumentBytes", options.maxArgumentBytes, 1) ?? DEFAULT_MAX_ARGUMENT_BYTES,
    maxResultChars:
      positive("maxResultChars", options.maxResultChars, MIN_RESULT_CHARS) ??
      DEFAULT_MAX_RESULT_CHARS,
    concurrency: positive("concurrency", options.concurrency, 1) ?? DEFAULT_CONCURRENCY,
    onCallStart: callback("onCallStart", options.onCallStart),
    onCallEnd: callback("onCallEnd", options.onCallEnd),
    normalizeArguments: callback("normalizeArguments", options.normalizeArguments),
    vocabulary: vocabularyOption(options.vocabulary),
  };
}

function vocabularyOption(value: unknown): Vocabulary {
  if (value === undefined || value === "standard" || value === "core") return value ?? "standard";
  throw new InvalidRegistryOptionError(
    "vocabulary",
    `registry option vocabulary is ${quote(value)}; expected "standard" or "core"`,
  );
}

function positive(option: string, value: unknown, minimum: number): number | undefined {
  if (value === undefined) return undefined;
  if (
    typeof value === "number" &&
    value >= minimum &&
    (Number.isInteger(value) || value === Number.POSITIVE_INFINITY)
  ) {
    return value;
  }
  throw new InvalidRegistryOptionError(
    option,
    `registry option ${option} is ${quote(value)}; expected an integer of at least ${minimum}, or Infinity`,
  );
}

function callback<F>(option: string, value: F | undefined): F | undefined {
  if (value === undefined || typeof value === "function") return value;
  throw new InvalidRegistryOptionError(
    option,
    `registry option ${option} is ${typeName(value)}; expected a function`,
  );
}
