/** What a projection does with a keyword the engine has no special handling for. */
export type KeywordRule = "pass" | "describe" | "drop";

/** The rules one provider's tool schemas follow. */
export interface ProviderRules {
  /** The rule set's name in messages: `OpenAI strict mode`. */
  readonly label: string;
  /** Plain keywords and what happens to them; a keyword not listed gets `unknown`. */
  readonly keywords: ReadonlyMap<string, KeywordRule>;
  /** The rule for a keyword not listed. */
  readonly unknown: KeywordRule;
  /** The `format` names passed as they are; `undefined`: every name passes. */
  readonly formats: ReadonlySet<string> | undefined;
  /** Optional properties become required and nullable (OpenAI strict). */
  readonly requireAll: boolean;
  /** Every object gets `additionalProperties: false`; records cannot be sent. */
  readonly closeObjects: boolean;
  /** `oneOf` is sent as `anyOf` (exactly-one is still checked by the registry). */
  readonly oneOfAsAnyOf: boolean;
  /** Tuples (`prefixItems`, draft-07 `items` arrays) become arrays of a union. */
  readonly rewriteTuples: boolean;
  /** `$ref`: passed, passed unless recursive, or inlined (recursion refused). */
  readonly refs: "pass" | "no-recursion" | "inline";
  /** Gemini's OpenAPI dialect: upper-case single types, `nullable`, string enums. */
  readonly openapi: boolean;
  /** `const` becomes a one-value `enum`. */
  readonly constAsEnum: boolean;
  /** A schema that accepts any value (`{}`, `true`) cannot be sent as it is. */
  readonly anyValue: "pass" | "unsupported" | "string";
  /** The largest `minItems` passed; a larger one moves to the description. */
  readonly maxMinItems: number;
}

const ANNOTATIONS = [
  "$schema",
  "$comment",
  "$id",
  "$anchor",
  "examples",
  "readOnly",
  "writeOnly",
  "deprecated",
  "contentMediaType",
  "contentEncoding",
  "contentSchema",
];
const SCHEMA_VALUED = [
  "allOf",
  "not",
  "if",
  "then",
  "else",
  "contains",
  "propertyNames",
  "dependentSchemas",
  "dependencies",
  "unevaluatedProperties",
  "unevaluatedItems",
];
const SCALAR_CONSTRAINTS = [
  "minLength",
  "maxLength",
  "pattern",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minItems",
  "maxItems",
  "uniqueItems",
  "minContains",
  "maxContains",
  "minProperties",
  "maxProperties",
  "dependentRequired",
  "default",
];

function table(pass: readonly string[], drop: readonly string[]): Map<string, KeywordRule> {
  const rules = new Map<string, KeywordRule>();
  for (const keyword of SCALAR_CONSTRAINTS) rules.set(keyword, "describe");
  for (const keyword of [...ANNOTATIONS, ...SCHEMA_VALUED, ...drop]) rules.set(keyword, "drop");
  for (const keyword of ["title", "description", ...pass]) rules.set(keyword, "pass");
  return rules;
}

const EVERYTHING = new Map<string, KeywordRule>();

/** `strictify` alone: every keyword passes; objects are closed and every property required. */
export const STRICTIFY_RULES: ProviderRules = {
  label: "strict mode",
  keywords: EVERYTHING,
  unknown: "pass",
  formats: undefined,
  requireAll: true,
  closeObjects: true,
  oneOfAsAnyOf: false,
  rewriteTuples: false,
  refs: "pass",
  openapi: false,
  constAsEnum: false,
  anyValue: "pass",
  maxMinItems: Number.POSITIVE_INFINITY,
};

/** OpenAI strict mode (Chat Completions and Responses alike). */
export const OPENAI_STRICT_RULES: ProviderRules = {
  label: "OpenAI strict mode",
  keywords: table(
    [
      "pattern",
      "minimum",
      "maximum",
      "exclusiveMinimum",
      "exclusiveMaximum",
      "multipleOf",
      "minItems",
      "maxItems",
    ],
    [],
  ),
  unknown: "drop",
  formats: new Set([
    "date-time",
    "time",
    "date",
    "duration",
    "email",
    "hostname",
    "ipv4",
    "ipv6",
    "uuid",
  ]),
  requireAll: true,
  closeObjects: true,
  oneOfAsAnyOf: true,
  rewriteTuples: true,
  refs: "pass",
  openapi: false,
  constAsEnum: false,
  anyValue: "unsupported",
  maxMinItems: Number.POSITIVE_INFINITY,
};

/** Anthropic strict tool use. */
export const ANTHROPIC_STRICT_RULES: ProviderRules = {
  label: "Anthropic strict tool use",
  keywords: table(["pattern", "default", "minItems"], []),
  unknown: "drop",
  formats: new Set([
    "date-time",
    "time",
    "date",
    "duration",
    "email",
    "hostname",
    "uri",
    "ipv4",
    "ipv6",
    "uuid",
  ]),
  requireAll: false,
  closeObjects: true,
  oneOfAsAnyOf: true,
  rewriteTuples: true,
  refs: "no-recursion",
  openapi: false,
  constAsEnum: false,
  anyValue: "unsupported",
  maxMinItems: 1,
};

/** Gemini `parameters`: the OpenAPI 3.0 subset of its `Schema` type. */
export const GEMINI_OPENAPI_RULES: ProviderRules = {
  label: "Gemini's OpenAPI dialect",
  keywords: table(
    [
      "minLength",
      "maxLength",
      "pattern",
      "minimum",
      "maximum",
      "minItems",
      "maxItems",
      "minProperties",
      "maxProperties",
      "default",
      "example",
      "nullable",
      "propertyOrdering",
    ],
    ["$defs", "definitions"],
  ),
  unknown: "drop",
  formats: new Set(["date-time", "enum", "float", "double", "int32", "int64"]),
  requireAll: false,
  closeObjects: false,
  oneOfAsAnyOf: true,
  rewriteTuples: true,
  refs: "inline",
  openapi: true,
  constAsEnum: true,
  anyValue: "string",
  maxMinItems: Number.POSITIVE_INFINITY,
};

/** Gemini `parametersJsonSchema`: the JSON Schema subset Gemini documents. */
export const GEMINI_JSON_SCHEMA_RULES: ProviderRules = {
  label: "Gemini's JSON Schema dialect",
  keywords: table(["minimum", "maximum", "minItems", "maxItems", "$defs", "$anchor"], []),
  unknown: "drop",
  formats: undefined,
  requireAll: false,
  closeObjects: false,
  oneOfAsAnyOf: false,
  rewriteTuples: false,
  refs: "pass",
  openapi: false,
  constAsEnum: true,
  anyValue: "pass",
  maxMinItems: Number.POSITIVE_INFINITY,
};
