import type { Vocabulary } from "@tinyllm/schema";
import { quote, typeName, unknownOption } from "@tinyllm/types";
import type { ArgumentRepairer } from "./call/argument-repairer.js";
import type { CallEndEvent, CallStartEvent } from "./call/call-hooks.js";
import type { ArgumentNormalizer } from "./call/read-options.js";
import type { ContentLimits } from "./content/content-limits.js";
import { InvalidRegistryOptionError } from "./registry-option-error.js";
import { MIN_RESULT_CHARS } from "./result/truncate.js";

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
  /** Repairs refused arguments (`conservativeRepair()` of `@tinyllm/tool/repair`); default none. */
  readonly repair?: ArgumentRepairer | undefined;
  /** The rules for content parts (`contentLimits(...)` from `@tinyllm/tool/content`); omitted: its defaults. */
  readonly contentLimits?: ContentLimits | undefined;
}

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
  readonly repair: ArgumentRepairer | undefined;
  readonly contentLimits: ContentLimits | undefined;
}

/** Reads one option: its checked value, the default filled in. */
type OptionReader<T> = (value: unknown, option: string) => T;

// One reader per option, in the order they are checked: the table is also the list of names the
// unknown-name check reads, and its type keeps it whole (a new option fails to compile until here).
const READERS: {
  readonly [Name in keyof RegistryOptions]-?: OptionReader<RegistrySettings[Name]>;
} = {
  timeoutMs: limit(1),
  maxArgumentBytes: limit(1, DEFAULT_MAX_ARGUMENT_BYTES),
  maxResultChars: limit(MIN_RESULT_CHARS, DEFAULT_MAX_RESULT_CHARS),
  concurrency: limit(1, DEFAULT_CONCURRENCY),
  onCallStart: callback,
  onCallEnd: callback,
  normalizeArguments: callback,
  vocabulary: vocabularyOption,
  repair: callback,
  // A function (what `contentLimits(...)` makes): a plain object, its fields unchecked, is refused.
  contentLimits: callback,
};

/** Every option `new Registry` takes. */
const REGISTRY_OPTION_NAMES = Object.keys(READERS) as readonly (keyof RegistryOptions)[];

/**
 * Checks the options. Throws `InvalidRegistryOptionError` for one it cannot use (a negative
 * limit, NaN) or does not know (`timeoutMS`): a misspelt option must not silently do nothing.
 */
export function readRegistryOptions(options: RegistryOptions): RegistrySettings {
  const unknown = unknownOption(options, "new Registry", REGISTRY_OPTION_NAMES);
  if (unknown !== undefined) throw new InvalidRegistryOptionError(unknown.option, unknown.message);
  const settings: Record<string, unknown> = {};
  for (const name of REGISTRY_OPTION_NAMES) settings[name] = READERS[name](options[name], name);
  return settings as unknown as RegistrySettings;
}

function vocabularyOption(value: unknown, option: string): Vocabulary {
  if (value === undefined || value === "standard" || value === "core") return value ?? "standard";
  throw new InvalidRegistryOptionError(
    option,
    `registry option ${option} is ${quote(value)}; expected "standard" or "core"`,
  );
}

/** A limit of at least `minimum`, or Infinity; `fallback` when absent. */
function limit<F extends number | undefined>(
  minimum: number,
  fallback?: F,
): OptionReader<number | F> {
  return (value, option) => {
    if (value === undefined) return fallback as F;
    if (
      typeof value === "number" &&
      value >= minimum &&
      (Number.isInteger(value) || value === Infinity)
    ) {
      return value;
    }
    throw new InvalidRegistryOptionError(
      option,
      `registry option ${option} is ${quote(value)}; expected an integer of at least ${minimum}, or Infinity`,
    );
  };
}

function callback<F>(value: unknown, option: string): F | undefined {
  if (value === undefined || typeof value === "function") return value as F | undefined;
  throw new InvalidRegistryOptionError(
    option,
    `registry option ${option} is ${typeName(value)}; expected a function`,
  );
}
