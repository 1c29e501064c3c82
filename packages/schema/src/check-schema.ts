import { type CopiedJson, INVALID } from "./copy-json.js";
import { typeName } from "./json-kind.js";
import { falseSchema } from "./keywords/false-schema.js";
import type { CopiedObject, ReadContext, Vocabulary } from "./keywords/keyword.js";
import { isObject } from "./keywords/keyword.js";
import { findReferenceCycles } from "./keywords/reference-cycles.js";
import { createResolver } from "./keywords/resolve-pointer.js";
import { indexSegment, propertySegment } from "./path.js";
import type { SchemaIssue } from "./schema-error.js";
import { emptySpec, type SchemaSpec } from "./schema-spec.js";
import { readerOf, refusal, walkedInside } from "./vocabulary.js";

const DRAFT_7 = /^https?:\/\/json-schema\.org\/draft-07\/schema#?$/;

/**
 * Checks a copied schema document against the vocabulary and turns it into specs. Every problem
 * is pushed to `issues`; the spec is only meaningful when no issue was found.
 */
export function checkSchema(
  schema: CopiedJson,
  issues: SchemaIssue[],
  vocabulary: Vocabulary = "core",
): SchemaSpec {
  const read = new Map<CopiedObject, SchemaSpec>();
  const draft7 =
    vocabulary === "standard" &&
    isObject(schema) &&
    typeof schema.$schema === "string" &&
    DRAFT_7.test(schema.$schema);
  const context: ReadContext = {
    issues,
    vocabulary,
    draft7,
    subschema: (node, path, place) => readNode(node, path, context, read, place ?? "schema"),
    resolve: (reference, path) => resolver(reference, path),
  };
  const resolver = createResolver(schema, context);
  const root = readNode(schema, "$", context, read, "schema");
  if (vocabulary === "standard") findReferenceCycles(read.values(), issues);
  return root;
}

type Place = "schema" | "additionalProperties";

function readNode(
  schema: CopiedJson,
  path: string,
  context: ReadContext,
  read: Map<CopiedObject, SchemaSpec>,
  place: Place,
): SchemaSpec {
  const issues = context.issues;
  if (schema === INVALID) return emptySpec(path);
  if (typeof schema === "boolean") {
    if (context.vocabulary === "standard") {
      const spec = emptySpec(path);
      if (!schema) spec.extra.push(falseSchema);
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
    const reader = readerOf(key, context);
    if (reader !== undefined) {
      // Keywords are plain identifiers or start with "$": neither needs quoting in a path.
      reader(value, `${path}.${key}`, spec, context, schema);
      continue;
    }
    issues.push(refusal(key, path, context));
    reportInside(key, value, path + propertySegment(key), context, read);
  }
  checkOrder(spec.minItems, spec.maxItems, "minItems", "maxItems", path, issues);
  checkOrder(spec.minLength, spec.maxLength, "minLength", "maxLength", path, issues);
  checkOrder(spec.minimum, spec.maximum, "minimum", "maximum", path, issues);
  return spec;
}

// Refused keywords whose values hold subschemas: walked only to report what is inside, so one
// compile lists every refused keyword, not just the outermost.
function reportInside(
  key: string,
  value: CopiedJson,
  path: string,
  context: ReadContext,
  read: Map<CopiedObject, SchemaSpec>,
): void {
  const shape = walkedInside(key);
  if (shape === "schema") {
    readNode(value, path, context, read, "schema");
  } else if (shape === "array" && Array.isArray(value)) {
    value.forEach((item, index) => {
      readNode(item, path + indexSegment(index), context, read, "schema");
    });
  } else if (shape === "map" && isObject(value)) {
    for (const name of Object.keys(value)) {
      readNode(value[name] as CopiedJson, path + propertySegment(name), context, read, "schema");
    }
  }
}

function checkOrder(
  low: number | undefined,
  high: number | undefined,
  lowName: string,
  highName: string,
  path: string,
  issues: SchemaIssue[],
): void {
  if (low !== undefined && high !== undefined && high < low) {
    issues.push({
      path: path + propertySegment(highName),
      message: `${highName} ${high} is less than ${lowName} ${low}: no value could pass`,
    });
  }
}
