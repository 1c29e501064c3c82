import fc from "fast-check";
import type * as z from "zod";
import type * as z3 from "zod/v3";

/**
 * A realistic agent tool's arguments, written twice: in zod 4 (exported with `z.toJSONSchema`)
 * and as its zod 3 twin (`zod/v3`, exported with zod-to-json-schema), with values to compare.
 */
export interface ZodTool {
  /** The tool's name, as a model would call it. */
  readonly name: string;
  /** The zod 4 schema. */
  readonly zod: z.ZodType;
  /** The same arguments in zod 3 (`zod/v3`), which zod-to-json-schema takes. */
  readonly zod3: z3.ZodTypeAny;
  /** Hand-written values both zods accept, each showing a feature. */
  readonly valid: readonly unknown[];
  /** Hand-written values both zods refuse, each breaking one feature. */
  readonly invalid: readonly unknown[];
  /** Hand-written values zod 4 and zod 3 judge differently (their built-in rules differ). */
  readonly between?: readonly unknown[];
  /** Values generated around the schema's edges, inside the ground where the rules agree. */
  readonly generated: fc.Arbitrary<unknown>;
}

const ABSENT: unique symbol = Symbol("absent");

/** How `shape` builds objects. */
export interface ShapeOptions {
  /** Each property is left out one time in this many (so some objects miss a required one); 16 by default. */
  readonly omit?: number;
  /** Properties never left out (those with a zod default: see zod-export-differences.ts). */
  readonly always?: readonly string[];
  /** A value for a property `unexpected`, added one time in sixteen (only for strict objects). */
  readonly extra?: fc.Arbitrary<unknown>;
}

/** Objects with these properties, each present or not as `options` says. */
export function shape(
  fields: Record<string, fc.Arbitrary<unknown>>,
  options: ShapeOptions = {},
): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(fields);
  const omit = options.omit ?? 16;
  const values = names.map((name) => {
    const field = fields[name] as fc.Arbitrary<unknown>;
    return options.always?.includes(name) ? field : fc.option(field, { freq: omit, nil: ABSENT });
  });
  const extra =
    options.extra === undefined
      ? fc.constant(ABSENT)
      : fc.oneof(
          { weight: 15, arbitrary: fc.constant(ABSENT) },
          { weight: 1, arbitrary: options.extra },
        );
  return fc.tuple(fc.tuple(...values), extra).map(([present, more]) => {
    const object: Record<string, unknown> = {};
    present.forEach((value, index) => {
      if (value !== ABSENT) object[names[index] as string] = value;
    });
    if (more !== ABSENT) object.unexpected = more;
    return object;
  });
}

/** Mostly `good`, one time in `1 + weight` something from `bad`. */
export function mostly<T, U>(
  good: fc.Arbitrary<T>,
  bad: fc.Arbitrary<U>,
  weight = 12,
): fc.Arbitrary<T | U> {
  return fc.oneof({ weight, arbitrary: good }, { weight: 1, arbitrary: bad });
}

/** A JSON value of the wrong kind for most fields: null, a boolean, a number, a string, [] or {}. */
export const wrongKind: fc.Arbitrary<unknown> = fc.constantFrom(
  null,
  true,
  0,
  -1.5,
  "",
  "x",
  [],
  {},
);

/** Finite doubles: JSON has no NaN or Infinity. */
export function finite(options: { min?: number; max?: number } = {}): fc.Arbitrary<number> {
  return fc.double({ ...options, noNaN: true, noDefaultInfinity: true });
}

/** Short ASCII words from lowercase letters and digits. */
export const word: fc.Arbitrary<string> = fc.stringMatching(/^[a-z][a-z0-9]{0,7}$/);

/**
 * Email addresses that zod 4's and zod 3's patterns and this package's email rule all accept,
 * and some all three refuse (no `@`, two `@`, a space, a dot at an end).
 */
export const email: fc.Arbitrary<string> = mostly(
  fc
    .tuple(
      word,
      fc.constantFrom("", ".", "+", "_"),
      word,
      word,
      fc.constantFrom("com", "io", "org"),
    )
    .map(
      ([user, join, tag, host, tld]) =>
        `${user}${join === "" ? "" : `${join}${tag}`}@${host}.${tld}`,
    ),
  fc.constantFrom("ada", "ada@@x.com", "ada lovelace@x.com", ".ada@x.com", "ada.@x.com"),
);

/** Version 4 UUIDs (zod 4 and zod 3 agree on these), and strings that are no UUID. */
export const uuid: fc.Arbitrary<unknown> = mostly(
  fc.uuid({ version: 4 }),
  fc.constantFrom(
    "",
    "123",
    "123e4567-e89b-42d3-a456-42661417400",
    "{123e4567-e89b-42d3-a456-426614174000}",
  ),
);

/** Dates of 1999-2030 as `YYYY-MM-DD`, a day past the month's end now and then. */
export const date: fc.Arbitrary<string> = fc
  .tuple(
    fc.integer({ min: 1999, max: 2030 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 31 }),
  )
  .map(([year, month, day]) => `${year}-${pad(month)}-${pad(day)}`);

/** UTC date-times with `Z` and an optional fraction, and some that break the grammar. */
export const dateTime: fc.Arbitrary<unknown> = mostly(
  fc
    .tuple(
      date,
      fc.integer({ min: 0, max: 24 }),
      fc.integer({ min: 0, max: 59 }),
      fc.constantFrom("", ".5", ".123"),
    )
    .map(([day, hour, minute, fraction]) => `${day}T${pad(hour)}:${pad(minute)}:07${fraction}Z`),
  fc.constantFrom("2026-12-01", "2026-12-01 10:00:00Z", "2026-12-01T10Z", "tomorrow"),
);

function pad(number: number): string {
  return String(number).padStart(2, "0");
}
