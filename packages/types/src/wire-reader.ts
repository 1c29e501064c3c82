import { describeThrown } from "./describe-thrown.js";
import { typeName } from "./json-kind.js";
import { quote } from "./quote.js";
import { WireFormatError, type WireIssue, type WireIssueCode } from "./wire-format-error.js";

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Appends a property name to a path: `.name`, or `["odd name"]` when it is not an identifier. */
export function propertyPath(path: string, key: string): string {
  return IDENTIFIER.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

type Record = { readonly [key: string]: unknown };

/** Checks one value at a path, returning it typed or undefined with an issue recorded. */
export type Check<T> = (value: unknown, path: string) => T | undefined;

/**
 * Reads an untrusted value field by field, collecting every problem instead of
 * stopping at the first, and reading only own properties.
 */
export class WireReader {
  readonly issues: WireIssue[] = [];

  fail(code: WireIssueCode, path: string, message: string): undefined {
    this.issues.push({ code, path, message });
    return undefined;
  }

  /** The value as a plain record, or undefined (with an issue) when it is not a JSON object. */
  object(value: unknown, path: string): Record | undefined {
    if (typeof value === "object" && value !== null && !Array.isArray(value))
      return value as Record;
    return this.fail("type", path, `expected object, got ${typeName(value)}`);
  }

  /** The array, or undefined (with an issue) when it is not one. */
  array(value: unknown, path: string): readonly unknown[] | undefined {
    if (Array.isArray(value)) return value;
    return this.fail("type", path, `expected array, got ${typeName(value)}`);
  }

  /** The own property `key` read with `check`; a missing one is an issue at the record's path. */
  required<T>(record: Record, key: string, path: string, check: Check<T>): T | undefined {
    if (!Object.hasOwn(record, key))
      return this.fail("required", path, `missing required property ${quote(key)}`);
    return check(record[key], propertyPath(path, key));
  }

  /** The own property `key` read with `check`, or undefined when absent (or `undefined`). */
  optional<T>(record: Record, key: string, path: string, check: Check<T>): T | undefined {
    const value = Object.hasOwn(record, key) ? record[key] : undefined;
    return value === undefined ? undefined : check(value, propertyPath(path, key));
  }

  /** A string, or undefined (with an issue). `nonEmpty` also refuses `""`. */
  string(value: unknown, path: string, nonEmpty = false): string | undefined {
    if (typeof value !== "string")
      return this.fail("type", path, `expected string, got ${typeName(value)}`);
    if (nonEmpty && value.length === 0)
      return this.fail("minLength", path, 'expected a non-empty string, got ""');
    return value;
  }

  /** The string `expected`, or undefined (with an issue). */
  literal<T extends string>(value: unknown, expected: T, path: string): T | undefined {
    if (value === expected) return expected;
    const got = typeof value === "string" ? quote(value) : typeName(value);
    return this.fail("const", path, `expected ${quote(expected)}, got ${got}`);
  }

  /** Throws a WireFormatError when any problem was found; otherwise returns `value`. */
  finish<T>(value: T | undefined): T {
    if (this.issues.length > 0) throw new WireFormatError(this.issues);
    if (value === undefined)
      throw new WireFormatError([
        { code: "unreadable_value", path: "$", message: "invalid value" },
      ]);
    return value;
  }
}

/**
 * Runs a reader over an untrusted value. A hostile value (a proxy or getter that
 * throws) becomes a WireFormatError at `$`, never a TypeError from deep inside.
 */
export function readWire<T>(
  value: unknown,
  read: (reader: WireReader, value: unknown) => T | undefined,
): T {
  const reader = new WireReader();
  let result: T | undefined;
  try {
    result = read(reader, value);
  } catch (error) {
    throw new WireFormatError(
      [
        {
          code: "unreadable_value",
          path: "$",
          message: `value could not be read: ${describeThrown(error)}`,
        },
      ],
      { cause: error },
    );
  }
  return reader.finish(result);
}
