import { runInNewContext } from "node:vm";
import {
  acceptedCases,
  type InstanceTest,
  refusalCases,
  type ValidateCase,
  validateCases,
  workedExample,
} from "./contract-data.js";
import type {
  CompiledSchemaLike,
  SchemaModuleLike,
  ValidationErrorLike,
} from "./contract-types.js";
import { check, describeError, type RequirementCheck, show } from "./requirement-check.js";

/** How long the linear-time check lets adversarial patterns run before calling it a hang. */
const HANG_GUARD_MS = 2_000;

const encoder = new TextEncoder();

/** `path: message` lines of errors, read from their fields (toString has its own check). */
function lines(errors: readonly ValidationErrorLike[]): string[] {
  return errors.map((error) => `${error.path}: ${error.message}`);
}

/** Failures of one validation answer against the expected lines or paths. */
function compare(
  where: string,
  answer: () => readonly ValidationErrorLike[],
  test: InstanceTest,
): string[] {
  let errors: readonly ValidationErrorLike[];
  try {
    errors = answer();
  } catch (error) {
    return [`${where}: threw ${describeError(error)}`];
  }
  if (!Array.isArray(errors)) return [`${where}: returned ${show(errors)}, not an array`];
  if (test.errors !== undefined) {
    const got = lines(errors);
    if (show(got) !== show(test.errors)) {
      return [`${where}: expected ${show(test.errors)}, got ${show(got)}`];
    }
    return [];
  }
  const expected = test.paths ?? [];
  const got = errors.map((error) => error.path);
  if (show(got) !== show(expected)) {
    return [`${where}: expected errors at ${show(expected)}, got ${show(lines(errors))}`];
  }
  return [];
}

/** Runs one instance through validateJSON (text and bytes) and validate (parsed value). */
function judge(schema: CompiledSchemaLike, test: InstanceTest): string[] {
  const label = show(test.json);
  const failures = [
    ...compare(`validateJSON(${label})`, () => schema.validateJSON(test.json), test),
    ...compare(
      `validateJSON(bytes of ${label})`,
      () => schema.validateJSON(encoder.encode(test.json)),
      test,
    ),
  ];
  let value: unknown;
  try {
    value = JSON.parse(test.json);
  } catch {
    if (test.malformed !== true) failures.push(`data error: ${label} is not JSON`);
    return failures;
  }
  if (test.malformed === true) {
    failures.push(`data error: ${label} is marked malformed but parses`);
    return failures;
  }
  failures.push(...compare(`validate(${label})`, () => schema.validate(value), test));
  return failures;
}

/** Compiles, turning a throw into a failure message. */
function tryCompile(
  module: SchemaModuleLike,
  schema: unknown,
): { schema: CompiledSchemaLike } | { failure: string } {
  try {
    return { schema: module.compile(schema) };
  } catch (error) {
    return { failure: `compile(${show(schema)}) threw ${describeError(error)}` };
  }
}

/** The check of one validate-table case: each instance through validate and validateJSON. */
export function tableCheck(module: SchemaModuleLike, entry: ValidateCase): RequirementCheck {
  return check(entry.id, () => {
    const compiled = tryCompile(module, entry.schema);
    if ("failure" in compiled) return [compiled.failure];
    return entry.tests.flatMap((test) => judge(compiled.schema, test));
  });
}

/** The issues of a compile refusal: `issues` when present, else the message's lines. */
function issuesOf(error: unknown): { path: string; message: string }[] {
  const issues = (error as { issues?: unknown } | null)?.issues;
  if (Array.isArray(issues)) {
    return issues.map((issue: { path?: unknown; message?: unknown }) => ({
      path: String(issue?.path),
      message: String(issue?.message),
    }));
  }
  const message = error instanceof Error ? error.message : "";
  return message.split("\n").map((line) => {
    const cut = line.indexOf(": ");
    return { path: line.slice(0, cut), message: line.slice(cut + 2) };
  });
}

/** True when `path` is `place` or lies under it (`place.x`, `place[0]`). */
function isUnder(path: string, place: string): boolean {
  return path === place || path.startsWith(`${place}.`) || path.startsWith(`${place}[`);
}

/** The failures of a schema compile must refuse, with issues at `places`. */
export function refusalFailures(
  module: SchemaModuleLike,
  schema: unknown,
  places: readonly string[],
  minIssues: number,
  label: string,
): string[] {
  let error: unknown;
  try {
    module.compile(schema);
    return [`compile(${label}) accepted a schema the contract refuses`];
  } catch (thrown) {
    error = thrown;
  }
  const issues = issuesOf(error);
  const failures: string[] = [];
  for (const place of places) {
    if (!issues.some((issue) => isUnder(issue.path, place))) {
      failures.push(
        `compile(${label}): no issue at ${place}; issues: ${show(issues.map((i) => `${i.path}: ${i.message}`))}`,
      );
    }
  }
  if (issues.length < minIssues) {
    failures.push(`compile(${label}): ${issues.length} issues, expected at least ${minIssues}`);
  }
  return failures;
}

function refusalChecks(module: SchemaModuleLike): RequirementCheck[] {
  return refusalCases.map((entry) =>
    check(entry.id, () =>
      entry.schemas.flatMap((item) =>
        refusalFailures(module, item.schema, item.places, item.minIssues ?? 1, show(item.schema)),
      ),
    ),
  );
}

function workedExampleCheck(module: SchemaModuleLike): RequirementCheck {
  return check("schema.example.weather-errors", () => {
    const compiled = tryCompile(module, workedExample.tool.parameters);
    if ("failure" in compiled) return [compiled.failure];
    return [
      ...judge(compiled.schema, {
        json: workedExample.badCall.arguments,
        errors: workedExample.errors,
      }),
      ...judge(compiled.schema, { json: workedExample.correctedCall.arguments, errors: [] }),
    ];
  });
}

/** Values JSON cannot carry, and JSON values of every kind, for the never-throws check. */
function strangeValues(): unknown[] {
  const cyclic: Record<string, unknown> = { city: "x" };
  cyclic.self = cyclic;
  cyclic.days = cyclic;
  const cyclicArray: unknown[] = [];
  cyclicArray.push(cyclicArray, cyclicArray);
  const sparse: unknown[] = [];
  sparse[3] = "x";
  const extra = Object.assign(["a"], { city: 1 });
  const nullProto = Object.create(null) as Record<string, unknown>;
  nullProto.city = "x";
  Object.assign(nullProto, { toString: 5 });
  const withSymbol = { [Symbol("s")]: 1, city: "x" };
  const getter = Object.defineProperty({}, "city", { get: () => "x", enumerable: true });
  class Point {
    x = 1;
  }
  return [
    undefined,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    -0,
    2 ** 53 + 2,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    10n,
    Symbol("x"),
    () => 1,
    new Date(0),
    new Map([["city", "x"]]),
    new Set([1]),
    /re/,
    new Point(),
    new String("x"),
    new Number(3),
    new Boolean(false),
    new Uint8Array([1, 2]),
    cyclic,
    cyclicArray,
    sparse,
    extra,
    nullProto,
    withSymbol,
    getter,
    Object.freeze({ city: "x", days: 3 }),
    [undefined, Number.NaN, 10n],
    { city: undefined, days: Number.NaN, unit: 10n },
    "\ud800",
    "a\udc00b".repeat(100),
    JSON.parse('{"__proto__": {"city": 1}, "constructor": {"prototype": 1}}'),
  ];
}

const strangeSchemas: unknown[] = [
  {},
  workedExample.tool.parameters,
  { type: "integer", minimum: 1, maximum: 3 },
  { type: ["number", "string", "null"] },
  { items: { type: "string", pattern: "^a", minLength: 1, maxLength: 3 }, minItems: 1 },
  { enum: [{ city: "x" }, [1, 2], 3, "x", null] },
  { const: { city: "x", self: {} } },
  {
    anyOf: [
      { type: "integer" },
      { required: ["city"] },
      { properties: { self: { type: "object" } } },
    ],
  },
  { additionalProperties: { type: "string" }, properties: { self: { required: ["x"] } } },
  { required: ["city", "toString", "__proto__"], additionalProperties: false },
];

function neverThrowsCheck(module: SchemaModuleLike): RequirementCheck {
  return check("schema.validate.never-throws", () => {
    const failures: string[] = [];
    for (const raw of strangeSchemas) {
      const compiled = tryCompile(module, raw);
      if ("failure" in compiled) {
        failures.push(compiled.failure);
        continue;
      }
      strangeValues().forEach((value, index) => {
        try {
          const errors = compiled.schema.validate(value);
          if (!Array.isArray(errors)) failures.push(`value #${index}: not an array`);
          else if (
            errors.some((e) => typeof e.path !== "string" || typeof e.message !== "string")
          ) {
            failures.push(`value #${index} against ${show(raw)}: an error without path or message`);
          }
        } catch (error) {
          failures.push(`value #${index} against ${show(raw)}: threw ${describeError(error)}`);
        }
      });
    }
    return failures;
  });
}

function deepNestingCheck(module: SchemaModuleLike): RequirementCheck {
  return check("schema.validate.deep-nesting", () => {
    const depth = 20_000;
    const arrayText = `${"[".repeat(depth)}${"]".repeat(depth)}`;
    const objectText = `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
    let nestedArray: unknown = [];
    let nestedObject: unknown = { a: 1 };
    for (let level = 0; level < depth; level += 1) {
      nestedArray = [nestedArray];
      nestedObject = { a: nestedObject };
    }
    const schemas: unknown[] = [
      {},
      {
        items: { items: { items: {} } },
        properties: { a: { properties: { a: { required: ["b"] } } } },
      },
      { anyOf: [{ enum: [[[[1]]], { a: { a: 1 } }] }, { items: { type: "array" } }] },
    ];
    const failures: string[] = [];
    for (const raw of schemas) {
      const compiled = tryCompile(module, raw);
      if ("failure" in compiled) {
        failures.push(compiled.failure);
        continue;
      }
      const inputs: [string, () => readonly ValidationErrorLike[]][] = [
        ["validateJSON(deep array text)", () => compiled.schema.validateJSON(arrayText)],
        ["validateJSON(deep object text)", () => compiled.schema.validateJSON(objectText)],
        ["validate(deep array)", () => compiled.schema.validate(nestedArray)],
        ["validate(deep object)", () => compiled.schema.validate(nestedObject)],
      ];
      for (const [where, answer] of inputs) {
        try {
          const errors = answer();
          if (!Array.isArray(errors)) failures.push(`${where} against ${show(raw)}: not an array`);
        } catch (error) {
          failures.push(`${where} against ${show(raw)}: threw ${describeError(error)}`);
        }
      }
    }
    return failures;
  });
}

function ownPropertiesCheck(module: SchemaModuleLike): RequirementCheck {
  return check("schema.validate.own-properties", () => {
    const failures: string[] = [];
    // An object with an inherited `city` must not satisfy `required`; whether it is refused as
    // missing `city` or as a non-JSON value is the implementation's choice.
    const inherited = Object.create({ city: "Paris" }) as object;
    const required = tryCompile(module, { required: ["city"] });
    if ("failure" in required) return [required.failure];
    try {
      if (required.schema.validate(inherited).length === 0) {
        failures.push('an inherited city satisfied required: ["city"]');
      }
    } catch (error) {
      failures.push(`validate(inherited city) threw ${describeError(error)}`);
    }
    const bare = Object.create(null) as Record<string, unknown>;
    bare.city = "Paris";
    Object.assign(bare, { constructor: 1 });
    const compiled = tryCompile(module, {
      required: ["city", "constructor"],
      properties: { city: { type: "string" } },
    });
    if ("failure" in compiled) return [...failures, compiled.failure];
    failures.push(
      ...compare(
        "validate(null-prototype object with own city)",
        () => compiled.schema.validate(bare),
        {
          json: "",
          errors: [],
        },
      ),
    );
    const empty = Object.create(null) as object;
    failures.push(
      ...compare("validate(empty null-prototype object)", () => compiled.schema.validate(empty), {
        json: "",
        errors: [
          '$: missing required property "city"',
          '$: missing required property "constructor"',
        ],
      }),
    );
    return failures;
  });
}

function bytesCheck(module: SchemaModuleLike): RequirementCheck {
  return check("schema.validate-json.bytes", () => {
    const failures: string[] = [];
    const text = '{"s":"h\u00e9llo\ud83d\ude00","t":"\u00e9"}';
    const bytes = encoder.encode(text);
    for (const [max, paths] of [
      [6, []],
      [5, ["$.s"]],
    ] as const) {
      const compiled = tryCompile(module, {
        properties: { s: { maxLength: max }, t: { const: "\u00e9" } },
      });
      if ("failure" in compiled) return [compiled.failure];
      failures.push(
        ...compare(
          `validateJSON(bytes) with maxLength ${max}`,
          () => compiled.schema.validateJSON(bytes),
          {
            json: text,
            paths,
          },
        ),
      );
    }
    const offset = new Uint8Array(bytes.length + 4);
    offset.set(bytes, 2);
    const view = offset.subarray(2, 2 + bytes.length);
    const compiled = tryCompile(module, { required: ["s"] });
    if ("failure" in compiled) return [compiled.failure];
    failures.push(
      ...compare("validateJSON(a subarray view)", () => compiled.schema.validateJSON(view), {
        json: text,
        errors: [],
      }),
    );
    return failures;
  });
}

/** Moves an error line or path under property `x`: `$` becomes `$.x`, `$[1]` becomes `$.x[1]`. */
function underX(text: string): string {
  return `$.x${text.slice(1)}`;
}

function siblingsCheck(module: SchemaModuleLike): RequirementCheck {
  return check("schema.errors.independent-of-siblings", () => {
    const failures: string[] = [];
    const sibling = "$.y: expected null, got integer";
    for (const entry of [...validateCases, ...acceptedCases]) {
      const compiled = tryCompile(module, {
        type: "object",
        properties: { x: entry.schema, y: { type: "null" } },
      });
      if ("failure" in compiled) {
        failures.push(`${entry.id}: ${compiled.failure}`);
        continue;
      }
      for (const test of entry.tests) {
        if (test.malformed === true) continue;
        const json = `{"x":${test.json},"y":0}`;
        const embedded: InstanceTest =
          test.errors !== undefined
            ? { json, errors: [...test.errors.map(underX), sibling] }
            : { json, paths: [...(test.paths ?? []).map(underX), "$.y"] };
        failures.push(
          ...judge(compiled.schema, embedded).map((failure) => `${entry.id}: ${failure}`),
        );
      }
    }
    return failures;
  });
}

function toStringCheck(module: SchemaModuleLike): RequirementCheck {
  return check("schema.errors.to-string", () => {
    const compiled = tryCompile(module, workedExample.tool.parameters);
    if ("failure" in compiled) return [compiled.failure];
    const errors = compiled.schema.validateJSON(workedExample.badCall.arguments);
    if (errors.length === 0) return ["the worked example's bad arguments gave no errors"];
    return errors.flatMap((error) => {
      const expected = `${error.path}: ${error.message}`;
      const failures: string[] = [];
      if (error.toString() !== expected) failures.push(`toString() gave ${show(error.toString())}`);
      if (`${error}` !== expected) failures.push(`template string gave ${show(`${error}`)}`);
      return failures;
    });
  });
}

function boundedQuoteCheck(module: SchemaModuleLike): RequirementCheck {
  return check("schema.errors.quoted-values-bounded", () => {
    const long = "x".repeat(100_000);
    const failures: string[] = [];
    for (const raw of [{ enum: ["a", "b"] }, { const: "a" }]) {
      const compiled = tryCompile(module, raw);
      if ("failure" in compiled) return [compiled.failure];
      const errors = compiled.schema.validate(long);
      if (errors.length !== 1) failures.push(`${show(raw)}: ${errors.length} errors, expected 1`);
      for (const error of errors) {
        if (error.message.length >= 10_000) {
          failures.push(`${show(raw)}: a message of ${error.message.length} characters`);
        }
      }
    }
    return failures;
  });
}

/** Adversarial pattern and subject pairs that take exponential time in a backtracking engine. */
const adversarial: [string, string][] = [
  ["^(a+)+$", `${"a".repeat(5_000)}!`],
  ["^(a|a)*$", `${"a".repeat(5_000)}!`],
  ["^(a|aa)+$", `${"a".repeat(5_000)}!`],
  ["^(\\w+\\s?)*$", `${"word ".repeat(2_000)}!`],
  ["(x+x+)+y", "x".repeat(5_000)],
  ["^([a-z0-9]+[.-]?)*[a-z0-9]+@$", `${"a".repeat(5_000)}!`],
];

function linearTimeCheck(module: SchemaModuleLike): RequirementCheck {
  return check("schema.pattern.linear-time", () => {
    const failures: string[] = [];
    for (const [pattern, subject] of adversarial) {
      const compiled = tryCompile(module, { pattern });
      if ("failure" in compiled) {
        failures.push(compiled.failure);
        continue;
      }
      // The vm timeout interrupts a hanging match (a backtracking engine) so the check can
      // fail instead of hanging the run; a linear engine needs a few milliseconds here.
      try {
        const count = runInNewContext(
          "run()",
          { run: () => compiled.schema.validate(subject).length },
          {
            timeout: HANG_GUARD_MS,
          },
        ) as number;
        if (count !== 1) failures.push(`${show(pattern)}: ${count} errors, expected 1`);
      } catch (error) {
        failures.push(`${show(pattern)} on ${subject.length} characters: ${describeError(error)}`);
        break;
      }
    }
    return failures;
  });
}

function jsonTextCheck(module: SchemaModuleLike): RequirementCheck {
  return check("schema.compile.accepts-json-text", () => {
    const failures: string[] = [];
    for (const entry of [...validateCases, ...acceptedCases]) {
      const compiled = tryCompile(module, JSON.stringify(entry.schema));
      if ("failure" in compiled) {
        failures.push(`${entry.id}: ${compiled.failure}`);
        continue;
      }
      failures.push(
        ...entry.tests
          .flatMap((test) => judge(compiled.schema, test))
          .map((f) => `${entry.id}: ${f}`),
      );
    }
    for (const text of ["{not json", '{"type":"string"', '"x"', "[]", "true", "", "{} {}"]) {
      failures.push(...refusalFailures(module, text, ["$"], 1, `text ${show(text)}`));
    }
    return failures;
  });
}

function errorShapeCheck(module: SchemaModuleLike): RequirementCheck {
  return check("schema.compile.error-shape", () => {
    try {
      module.compile({ type: "float", minLength: -1, properties: { a: { format: "email" } } });
      return ["compile accepted an invalid schema"];
    } catch (error) {
      const failures: string[] = [];
      if (!(error instanceof Error)) return [`compile threw ${show(error)}, not an Error`];
      const shaped = error as Error & { code?: unknown; issues?: unknown };
      if (shaped.name !== "SchemaError") failures.push(`name is ${show(shaped.name)}`);
      if (shaped.code !== "invalid_schema") failures.push(`code is ${show(shaped.code)}`);
      if (!Array.isArray(shaped.issues)) return [...failures, "issues is not an array"];
      const issues = shaped.issues as { path?: unknown; message?: unknown }[];
      if (issues.length < 3) failures.push(`${issues.length} issues, expected at least 3`);
      if (issues.some((i) => typeof i.path !== "string" || typeof i.message !== "string")) {
        failures.push(`issues without a string path and message: ${show(issues)}`);
      }
      const text = issues.map((i) => `${String(i.path)}: ${String(i.message)}`).join("\n");
      if (shaped.message !== text) {
        failures.push(`message ${show(shaped.message)} is not the issues' lines ${show(text)}`);
      }
      return failures;
    }
  });
}

function reusableCheck(module: SchemaModuleLike): RequirementCheck {
  return check("schema.compile.reusable", () => {
    const compiled = tryCompile(module, workedExample.tool.parameters);
    if ("failure" in compiled) return [compiled.failure];
    const bad = { json: workedExample.badCall.arguments, errors: workedExample.errors };
    const good = { json: workedExample.correctedCall.arguments, errors: [] };
    const failures: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      failures.push(...judge(compiled.schema, bad), ...judge(compiled.schema, good));
    }
    const value = JSON.parse(workedExample.badCall.arguments) as unknown;
    const before = JSON.stringify(value);
    compiled.schema.validate(value);
    if (JSON.stringify(value) !== before) failures.push("validate changed the value it was given");
    return failures;
  });
}

/** Every check of the schema contract against `module`, one or more per `schema.*` requirement. */
export function schemaContractChecks(module: SchemaModuleLike): RequirementCheck[] {
  return [
    ...validateCases.map((entry) => tableCheck(module, entry)),
    ...refusalChecks(module),
    ...acceptedCases.map((entry) => tableCheck(module, entry)),
    workedExampleCheck(module),
    neverThrowsCheck(module),
    deepNestingCheck(module),
    ownPropertiesCheck(module),
    bytesCheck(module),
    siblingsCheck(module),
    toStringCheck(module),
    boundedQuoteCheck(module),
    linearTimeCheck(module),
    jsonTextCheck(module),
    errorShapeCheck(module),
    reusableCheck(module),
  ];
}
