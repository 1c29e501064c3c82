import type { JsonObject } from "./json.js";
import { indexSegment, propertySegment } from "./path.js";
import type {
  StandardIssue,
  StandardJsonSchemaConverter,
  StandardResult,
  StandardTypes,
} from "./standard-types.js";
import type { ValidationError } from "./validation-error.js";

/** The vendor name our schemas give in `~standard.vendor`. */
export const STANDARD_VENDOR = "tinyllm";

/** `~standard` of a compiled schema: Standard Schema and Standard JSON Schema at once. */
export interface SchemaStandardProps<T> {
  /** Always 1. */
  readonly version: 1;
  /** Always `"tinyllm"`. */
  readonly vendor: string;
  /** `Infer<S>` as both input and output: validation never changes the value. */
  readonly types?: StandardTypes<T, T> | undefined;
  /** Validates synchronously: the value itself when it passes, our sorted errors as issues otherwise. */
  readonly validate: (value: unknown) => StandardResult<T>;
  /** The compiled schema in draft 2020-12 or draft-07; any other target throws. */
  readonly jsonSchema: StandardJsonSchemaConverter;
}

/** States a compiled document in a JSON Schema target, or throws UnsupportedTargetError (json-schema-target.ts). */
export type JsonSchemaFor = (document: JsonObject, target: unknown) => JsonObject;

/**
 * Makes the `~standard` properties of a compiled schema from its `validate`, its document and how
 * its vocabulary states it in a target. The JSON Schema of each target is made once, on first use,
 * and copied out on every call.
 */
export function standardProps<T>(
  validate: (value: unknown) => readonly ValidationError[],
  document: JsonObject,
  jsonSchemaFor: JsonSchemaFor,
): SchemaStandardProps<T> {
  const made = new Map<string, string>();
  const convert = (options: { readonly target: string }): Record<string, unknown> => {
    const target = (options as { target?: unknown } | undefined)?.target;
    let text = typeof target === "string" ? made.get(target) : undefined;
    if (text === undefined) {
      text = JSON.stringify(jsonSchemaFor(document, target));
      made.set(target as string, text);
    }
    return JSON.parse(text) as Record<string, unknown>;
  };
  return Object.freeze({
    version: 1,
    vendor: STANDARD_VENDOR,
    validate: (value: unknown): StandardResult<T> => {
      const errors = validate(value);
      if (errors.length === 0) return { value: value as T };
      return { issues: errors.map(toIssue) };
    },
    jsonSchema: Object.freeze({ input: convert, output: convert }),
  });
}

/** One of our errors as a Standard Schema issue: our message, and the path as keys and indexes. */
export function toIssue(error: ValidationError): StandardIssue {
  return { message: error.message, path: pathSegments(error.path) };
}

/**
 * Reads one of our paths into keys and indexes: `$.items[3].sku` is `["items", 3, "sku"]`,
 * `$["a b"]` is `["a b"]`, `$` is `[]`.
 */
export function pathSegments(path: string): (string | number)[] {
  const segments: (string | number)[] = [];
  let index = path.startsWith("$") ? 1 : 0;
  while (index < path.length) {
    SEGMENT.lastIndex = index;
    const match = SEGMENT.exec(path);
    if (match === null) {
      // Not a path we write: keep the rest whole rather than guess.
      segments.push(path.slice(index));
      break;
    }
    const [, name, digits, quoted] = match;
    segments.push(
      name ?? (digits === undefined ? (JSON.parse(quoted as string) as string) : +digits),
    );
    index = SEGMENT.lastIndex;
  }
  return segments;
}

// One segment as we write it: `.name`, `[3]`, or `["a b"]` with the key as a JSON string (only
// JSON's escapes, no raw control character, so `JSON.parse` reads every match).
const SEGMENT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a JSON string holds no raw control character
  /\.([^.[]*)|\[(0|[1-9][0-9]*)\]|\[("(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*")\]/y;

/**
 * A Standard Schema issue's path in our notation: `["items", 3, "sku"]` is `$.items[3].sku`;
 * segments may be keys or `{ key }` objects; absent or empty is `$`.
 */
export function issuePath(path: StandardIssue["path"]): string {
  let text = "$";
  for (const segment of path ?? []) {
    const key = typeof segment === "object" && segment !== null ? segment.key : segment;
    if (typeof key === "number" && Number.isInteger(key) && key >= 0) text += indexSegment(key);
    else if (typeof key === "symbol") text += `[${String(key)}]`;
    else text += propertySegment(String(key));
  }
  return text;
}
