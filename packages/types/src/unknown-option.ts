import { closestName } from "./closest-name.js";
import { quote } from "./quote.js";

/** An option name an options object does not have, and the sentence that refuses it. */
export interface UnknownOption {
  /** The name as written. */
  readonly option: string;
  /** `unknown option "timeoutMS"; did you mean "timeoutMs"? new Registry options: timeoutMs, ...` */
  readonly message: string;
}

/**
 * The first own enumerable key of `options` that is not in `known`, with the sentence that
 * refuses it, or `undefined` when every key is known. For the @tinyllm packages: each options
 * object a user writes by hand is checked once, where it is given, so a misspelt option never
 * silently does nothing. `aliases` maps names other libraries use (`inputSchema`) to ours; they
 * win over a near spelling.
 */
export function unknownOption(
  options: object,
  owner: string,
  known: readonly string[],
  aliases?: { readonly [name: string]: string },
): UnknownOption | undefined {
  for (const option of Object.keys(options)) {
    if (known.includes(option)) continue;
    const near =
      (aliases !== undefined && Object.hasOwn(aliases, option) ? aliases[option] : undefined) ??
      closestName(option, known);
    return {
      option,
      message: `unknown option ${quote(option)}${near === undefined ? ";" : `; did you mean ${quote(near)}?`} ${owner} options: ${known.join(", ")}`,
    };
  }
  return undefined;
}

/**
 * Every field of an options type, each set to 1: a list written as `Object.keys({ ... } satisfies
 * OptionFields<Options>)` fails to compile until it names every field, so the unknown-name check
 * never refuses a real option.
 */
export type OptionFields<Options> = { readonly [Name in keyof Options]-?: 1 };

/**
 * The check each package binds once to the error it throws for an option it cannot use
 * (`RangeError` in @tinyllm/mcp, `TypeError` in @tinyllm/providers): it throws
 * `new ErrorClass(message)` with {@link unknownOption}'s sentence for the first key of `options`
 * that `known` does not hold. Call it once, where the options are given.
 */
export function optionRefuser(
  ErrorClass: new (message: string) => Error,
): (options: object, owner: string, known: readonly string[]) => void {
  return (options, owner, known) => {
    const unknown = unknownOption(options, owner, known);
    if (unknown !== undefined) throw new ErrorClass(unknown.message);
  };
}
