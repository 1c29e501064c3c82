import { type CopiedJson, INVALID } from "./copy-json.js";
import { typeName } from "./json-kind.js";
import type { CopiedObject, ReadContext } from "./keywords/keyword.js";
import { isObject } from "./keywords/keyword.js";
import { buildGate, describeTypes } from "./keywords/type.js";
import type { ReadLeniency } from "./lenient-rules.js";
import { indexSegment, propertySegment } from "./path.js";
import { quote } from "./quote.js";
import type { SchemaIssue } from "./schema-error.js";
import { emptySpec, type SchemaSpec, singleType } from "./schema-spec.js";
import type { VocabularyRules } from "./vocabulary-rules.js";
import { walkedInside } from "./walked-inside.js";

/** What one check reads a document with. */
interface Reading {
  readonly context: ReadContext;
  readonly rules: VocabularyRules;
  /** Every schema object read so far, with its spec. */
  readonly read: Map<CopiedObject, SchemaSpec>;
  readonly leniency: ReadLeniency | undefined;
}

/**
 * Checks a copied schema document against a vocabulary and turns it into specs. Every problem
 * is pushed to `issues`; the spec is only meaningful when no issue was found.
 */
export function checkSchema(
  schema: CopiedJson,
  issues: SchemaIssue[],
  rules: VocabularyRules,
  leniency?: ReadLeniency,
): SchemaSpec {
  const vocabulary = rules.name;
  const standard = rules.standardSteps;
  const read = new Map<CopiedObject, SchemaSpec>();
  const draft7 = standard?.isDraft7(schema) ?? false;
  const context: ReadContext = {
    issues,
    vocabulary,
    draft7,
    subschema: (node, path, place) => readNode(node, path, reading, place),
    // Only standard's $ref reader calls it.
    resolve: (reference, path) => resolver?.(reference, path),
    keepsUnenforceable: leniency?.keepsUnenforceable,
  };
  const reading: Reading = { context, rules, read, leniency };
  const resolver = standard?.createResolver(schema, context);
  const root = readNode(schema, "$", reading);
  standard?.findReferenceCycles(read.values(), issues);
  return root;
}

// `place` is given only where a boolean in `core` gets a hint of its own.
function readNode(
  schema: CopiedJson,
  path: string,
  reading: Reading,
  place?: "additionalProperties",
): SchemaSpec {
  const { context, rules, read, leniency } = reading;
  const issues = context.issues;
  if (schema === INVALID) return emptySpec(path);
  if (typeof schema === "boolean") {
    const standard = rules.standardSteps;
    if (standard !== undefined) {
      const spec = emptySpec(path);
      if (!schema) spec.extra.push(standard.falseSchema);
      return spec;
    }
    const hint =
      place === "additionalProperties"
        ? "leave additionalProperties out to allow any property"
        : schema
          ? "use {} to accept any value"
          : "only additionalProperties may be false";
    issues.push({ path, message: `boolean schema ${schema} is not supported: ${hint}` });
    return emptySpec(path);
  }
  if (!isObject(schema)) {
    issues.push({ path, message: `expected a schema object, got ${typeName(schema)}` });
    return emptySpec(path);
  }
  // One spec per schema object: a $ref to it and its own place share it, and a cycle ends here.
  const known = read.get(schema);
  if (known !== undefined) return known;
  const spec = emptySpec(path);
  read.set(schema, spec);
  for (const key of Object.keys(schema)) {
    const value = schema[key] as CopiedJson;
    if (value === INVALID) continue;
    const reader = rules.readerOf(key, context);
    if (reader !== undefined) {
      // Keywords are plain identifiers or start with "$": neither needs quoting in a path.
      reader(value, `${path}.${key}`, spec, context, schema);
      continue;
    }
    if (leniency?.annotation(key)) continue;
    issues.push(rules.refusal(key, path, context));
    reportInside(key, value, path + propertySegment(key), reading);
  }
  checkOrder(spec, "minItems", "maxItems", path, issues);
  checkOrder(spec, "minLength", "maxLength", path, issues);
  checkOrder(spec, "minimum", "maximum", path, issues);
  checkTypeAllows(spec, path, issues);
  return spec;
}

// Like bounds out of order, keywords that contradict `type` beside them: an enum with no value of
// the type, a const of another type, a required name `additionalProperties: false` refuses (no
// patternProperties beside it: then spec.additional is unset). Local and linear, not a solver.
function checkTypeAllows(spec: SchemaSpec, path: string, issues: SchemaIssue[]): void {
  const types = spec.types;
  if (!types?.length) return;
  const allowed = buildGate(types);
  const problem = (at: string, what: string) =>
    issues.push({ path: path + at, message: `${what}: no value could pass` });
  if (spec.enumValues?.some(allowed) === false) {
    problem(".enum", `enum has no value of type ${describeTypes(types)}`);
  }
  if (spec.hasConst && !allowed(spec.constValue)) {
    problem(".const", `const ${quote(spec.constValue)} is not of type ${describeTypes(types)}`);
  }
  if (spec.additional !== false || singleType(spec) !== "object") return;
  spec.required.forEach((name, index) => {
    if (!spec.properties.some((property) => property.name === name)) {
      problem(
        `.required${indexSegment(index)}`,
        `required property ${quote(name)} is refused by additionalProperties false`,
      );
    }
  });
}

// Refused keywords whose values hold subschemas: walked only to report what is inside, so one
// compile lists every refused keyword, not just the outermost.
function reportInside(key: string, value: CopiedJson, path: string, reading: Reading): void {
  const shape = walkedInside(key);
  if (shape === "schema") {
    readNode(value, path, reading);
  } else if (shape === "array" && Array.isArray(value)) {
    value.forEach((item, index) => {
      readNode(item, path + indexSegment(index), reading);
    });
  } else if (shape === "map" && isObject(value)) {
    for (const name of Object.keys(value)) {
      readNode(value[name] as CopiedJson, path + propertySegment(name), reading);
    }
  }
}

function checkOrder(
  spec: SchemaSpec,
  lowName: "minItems" | "minLength" | "minimum",
  highName: "maxItems" | "maxLength" | "maximum",
  path: string,
  issues: SchemaIssue[],
): void {
  const low = spec[lowName];
  const high = spec[highName];
  if (low !== undefined && high !== undefined && high < low) {
    issues.push({
      path: path + propertySegment(highName),
      message: `${highName} ${high} is less than ${lowName} ${low}: no value could pass`,
    });
  }
}
