import { fullFormats } from "ajv-formats/dist/formats.js";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  AJV_FORMAT_DIFFERENCES,
  AJV_NUMBER_DIFFERENCES,
  explainDifference,
} from "../../test/ajv-format-differences.js";
import { formatGroups } from "../../test/format-suite.js";
import { FORMATS } from "./index.js";

// Differential test against ajv-formats 3.0.1 in full mode: on strings made by editing the suite's
// cases (and on random strings over each format's alphabet), a disagreement must be one of the
// documented differences (src/format/README.md). `FORMAT_FUZZ_RUNS` raises the number of values
// per format for long runs; `FORMAT_FUZZ_SEED` replays a run.
const RUNS = Number(process.env.FORMAT_FUZZ_RUNS ?? 300);
const SEED =
  process.env.FORMAT_FUZZ_SEED === undefined ? undefined : Number(process.env.FORMAT_FUZZ_SEED);

type AjvDefinition =
  | RegExp
  | ((value: never) => boolean)
  | { readonly validate: RegExp | ((value: never) => boolean) };

function ajvTest(name: string): (value: string | number) => boolean {
  const definition = (fullFormats as unknown as Record<string, AjvDefinition>)[name];
  if (definition === undefined) throw new Error(`ajv-formats has no ${name}`);
  const check =
    definition instanceof RegExp || typeof definition === "function"
      ? definition
      : definition.validate;
  return check instanceof RegExp
    ? (value) => check.test(String(value))
    : (value) => (check as (value: string | number) => boolean)(value);
}

// Characters that matter to each grammar, a few that do not, and some non-ASCII look-alikes.
const ALPHABETS: Record<string, string> = {
  "date-time": "0123456789-:Tt zZ+.,\u09ea",
  date: "0123456789-/ T",
  time: "0123456789:zZ+-.,",
  duration: "0123456789PpYyMmDdTtHhWwSs.,-",
  email: 'ab0.-"@[]:\\ !#~IPv6xn-_\u00e9',
  hostname: "ab0-.xn_\u00e9\u212a",
  ipv4: "0123456789.x/: ",
  ipv6: "0123456789abcdefABCDEF:.%/[] g",
  uri: "aA0:/?#[]@%2Fz!$&'()*+,;=-._~ \"<>\\v\u00e9",
  "uri-reference": "aA0:/?#[]@%2Fz!$&'()*+,;=-._~ \"<>\\v\u00e9",
  uuid: "0123456789abcdefABCDEF-g:",
  regex: "()[]{}\\^$.*+?|-akPpu<>=!:,0123",
  "json-pointer": "/~01a#%\\ ",
};

// Seeds besides the suite's own strings: forms the suite lacks.
const EXTRA_SEEDS: Record<string, string[]> = {
  "date-time": ["2024-01-15 08:30:00Z", "2024-01-15T08:30:00+0100", "2016-12-31T24:59:60+01:00"],
  time: ["08:30:00+01", "23:60:60+00:01", "00:59:59.999999999999999Z"],
  duration: ["p1y2m3dt4h5m6s", "P1Y2D", "PT1H2S"],
  email: ["a@b", `${"a".repeat(64)}@example.com`, "joe@xn--mnchen-3ya.de"],
  hostname: ["xn--mnchen-3ya.de", "example.com.", "xn--ngbrx4e"],
  ipv6: ["1:2:3:4:5:6:7::", "::1:2:3:4:5:6:7", "1::2:3:4:5:6:7"],
  uri: ["http://[v1.x]/", "http://a@b@c/", "http://[::1]:80/p?q#f"],
  "uri-reference": ["//[::1]", "a:b", "./a:b", "?#"],
};

type Edit = readonly [position: number, character: string, kind: "insert" | "replace" | "delete"];

function applyEdits(seed: string, edits: readonly Edit[]): string {
  let value = seed;
  for (const [position, character, kind] of edits) {
    const at = value.length === 0 ? 0 : position % (value.length + 1);
    const rest = kind === "insert" ? at : at + 1;
    value = value.slice(0, at) + (kind === "delete" ? "" : character) + value.slice(rest);
  }
  return value;
}

function values(name: string): fc.Arbitrary<string> {
  const seeds = [
    ...formatGroups(`optional/format/${name}.json`).flatMap((group) =>
      group.tests.map((item) => item.data).filter((data) => typeof data === "string"),
    ),
    ...(EXTRA_SEEDS[name] ?? []),
  ] as string[];
  const alphabet = [...(ALPHABETS[name] as string)];
  const edit = fc.tuple(
    fc.nat(),
    fc.constantFrom(...alphabet),
    fc.constantFrom("insert" as const, "replace" as const, "delete" as const),
  );
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...seeds), fc.array(edit, { maxLength: 4 }))
        .map(([seed, edits]) => applyEdits(seed, edits)),
    },
    { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...alphabet), maxLength: 40 }) },
  );
}

function explanation(
  name: string,
  value: string,
  ours: (value: string) => boolean,
  ajv: (value: string) => boolean,
): string[] {
  return ours(value)
    ? explainDifference(name, "ours", value, ajv)
    : explainDifference(name, "ajv", value, ours);
}

describe("string formats: disagreements with ajv-formats are documented ones", () => {
  for (const name of Object.keys(ALPHABETS)) {
    test(name, () => {
      const rule = FORMATS.get(name);
      if (rule === undefined) throw new Error(`no rule ${name}`);
      const ours = (value: string) => rule.test(value);
      const ajv = ajvTest(name);
      fc.assert(
        fc.property(values(name), (value) => {
          if (ours(value) === ajv(value)) return true;
          return explanation(name, value, ours, ajv).length > 0;
        }),
        { numRuns: RUNS, seed: SEED },
      );
    });
  }
});

// One example per documented difference: every row of the README table is real.
const EXAMPLES: readonly (readonly [format: string, row: string, value: string])[] = [
  ["date-time", "space as the separator", "2024-01-15 08:30:00Z"],
  ["date-time", "offset without minutes or colon", "1985-04-12T23:20:50+01"],
  ["time", "offset without minutes or colon", "08:30:00+0100"],
  ["date-time", "hour 24 or minute 60 at 23:59 UTC", "2016-12-31T24:59:60+01:00"],
  ["date-time", "hour 24 or minute 60 at 23:59 UTC", "2016-12-31T24:59:00+01:00"],
  ["time", "hour 24 or minute 60 at 23:59 UTC", "23:60:60+00:01"],
  ["date-time", "long fractions rounded to 60", "1985-04-12T00:59:59.999999999999999Z"],
  ["time", "long fractions rounded to 60", "00:59:59.999999999999999Z"],
  ["duration", "units may skip", "P1Y2D"],
  ["duration", "units may skip", "PT1H2S"],
  ["duration", "lower-case designators", "p1dt2h"],
  ["email", "quoted local part", '"joe bloggs"@example.com'],
  ["email", "address literal", "joe@[IPv6:::1]"],
  ["email", "single-label domain", "joe@localhost"],
  ["email", "lengths of the local part and labels", `${"a".repeat(65)}@example.com`],
  ["email", "lengths of the local part and labels", `joe@${"a".repeat(64)}.com`],
  ["email", "A-labels", "joe@xn--X.com"],
  ["hostname", "trailing dot", "example.com."],
  ["hostname", "A-labels", "xn--hello-txk"],
  ["uri", "non-numeric port", "http://example.com:abc/path"],
  ["uri", "brackets outside the authority", "http:/[::1]"],
  ["uri", "leading zeros in an IPv6's IPv4 part", "http://[::ffff:01.2.3.4]"],
  ["uri", "two @", "http://a@b@example.com/"],
  ["uri", "empty path after the scheme", "about:"],
  ["uri", "empty path after the scheme", "http:?q"],
  ["uri-reference", "non-numeric port", "//example.com:abc/p"],
  ["uri-reference", "brackets outside the authority", "/[::1]"],
  ["uri-reference", "leading zeros in an IPv6's IPv4 part", "//[::ffff:192.168.0.01]/p"],
  ["uri-reference", "two @", "//a@b@example.com/"],
  ["uri-reference", "double quote", '/a"b'],
  ["uri-reference", "colon in the first segment", "1:b"],
  ["uuid", "urn:uuid: prefix", "urn:uuid:2eb8aa08-aa98-11ea-b4aa-73b441d16380"],
  ["regex", "no u flag", "\\a"],
];

test.each(EXAMPLES)("%s: %s, e.g. %j", (name, row, value) => {
  const rule = FORMATS.get(name);
  const ours = (text: string) => rule?.test(text) === true;
  const ajv = ajvTest(name);
  expect(ours(value)).not.toBe(ajv(value));
  expect(explanation(name, value, ours, ajv)).toEqual([row]);
});

test("every documented string difference has an example", () => {
  const rows = new Set(EXAMPLES.map(([name, row]) => `${name}: ${row}`));
  const missing = AJV_FORMAT_DIFFERENCES.map((item) => `${item.format}: ${item.row}`).filter(
    (row) => !rows.has(row),
  );
  expect(missing).toEqual([]);
});

describe("numeric formats", () => {
  const numbers = fc.oneof(
    fc.double(),
    fc.integer(),
    fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 63, -(2 ** 63), 2 ** 64, 3.4028236e38, 1e300),
    fc.constantFrom(Number.POSITIVE_INFINITY, Number.NaN, 2 ** 63 - 1024, 3.4028235e38),
  );
  for (const name of ["int32", "int64", "float", "double"]) {
    test(`${name}: disagreements with ajv-formats are documented ones`, () => {
      const rule = FORMATS.get(name);
      const ajv = ajvTest(name);
      fc.assert(
        fc.property(numbers, (value) => {
          const ours = rule?.test(value) === true;
          if (ours === ajv(value)) return true;
          return AJV_NUMBER_DIFFERENCES.some(
            (item) =>
              item.format === name && item.accepts === (ours ? "ours" : "ajv") && item.when(value),
          );
        }),
        { numRuns: RUNS, seed: SEED },
      );
    });
  }

  test.each([
    ["int64", 2 ** 64],
    ["float", 1e300],
    ["double", Number.POSITIVE_INFINITY],
  ])("%s: ajv-formats accepts %d, which is out of range", (name, value) => {
    expect([FORMATS.get(name)?.test(value), ajvTest(name)(value)]).toEqual([false, true]);
  });
});
