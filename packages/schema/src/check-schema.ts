import { type CopiedJson, describeThrown, INVALID } from "./copy-json.js";
import type { Json } from "./json.js";
import { typeName } from "./json-kind.js";
import { indexSegment, propertySegment } from "./path.js";
import { compilePattern, type PatternResult } from "./pattern/index.js";
import { quote } from "./quote.js";
import type { SchemaIssue } from "./schema-error.js";
import { emptySpec, type SchemaSpec, TYPE_NAMES, type TypeName } from "./schema-spec.js";

type CopiedObject = { [key: string]: CopiedJson };

const TYPE_LIST = TYPE_NAMES.map((name) => JSON.stringify(name)).join(", ");

/**
 * Checks a copied schema document against the subset and turns it into specs. Every problem
 * is pushed to `issues`; the spec is only meaningful when no issue was found.
 */
export function checkSchema(schema: CopiedJson, issues: SchemaIssue[]): SchemaSpec {
  return readNode(schema, "$", issues, "schema");
}

function isObject(value: CopiedJson): value is CopiedObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readNode(
  schema: CopiedJson,
  path: string,
  issues: SchemaIssue[],
  place: "schema" | "items" | "additionalProperties",
): SchemaSpec {
  const spec = emptySpec();
  if (schema === INVALID) return spec;
  if (typeof schema === "boolean") {
    const hint =
      place === "additionalProperties"
        ? "leave additionalProperties out to allow any property"
        : schema
          ? "use {} to accept any value"
          : "only additionalProperties may be false";
    issues.push({ path, message: `boolean schema ${schema} is not supported: ${hint}` });
    return spec;
  }
  if (!isObject(schema)) {
    issues.push({ path, message: `expected a schema object, got ${typeName(schema)}` });
    return spec;
  }
  for (const key of Object.keys(schema)) {
    const value = schema[key] as CopiedJson;
    if (value === INVALID) continue;
    // Keywords of the subset are plain identifiers: their segment needs no regular expression.
    const at = `${path}.${key}`;
    switch (key) {
      case "type":
        spec.types = readTypes(value, at, issues);
        break;
      case "enum":
        if (!Array.isArray(value) || value.length === 0) {
          issues.push({
            path: at,
            message: `expected a non-empty array of values, got ${quote(value)}`,
          });
        } else {
          // A value that could not be copied already has its issue, and then the spec is unused.
          spec.enumValues = value as Json[];
        }
        break;
      case "const":
        spec.hasConst = true;
        spec.constValue = value as Json;
        break;
      case "properties":
        if (!isObject(value)) {
          issues.push({
            path: at,
            message: `expected an object of property schemas, got ${typeName(value)}`,
          });
          break;
        }
        for (const name of Object.keys(value)) {
          const segment = propertySegment(name);
          spec.properties.push({
            name,
            segment,
            schema: readNode(value[name] as CopiedJson, at + segment, issues, "schema"),
          });
        }
        break;
      case "required":
        spec.required = readRequired(value, at, issues);
        break;
      case "additionalProperties":
        spec.additional =
          value === false ? false : readNode(value, at, issues, "additionalProperties");
        break;
      case "items":
        spec.items = readNode(value, at, issues, "items");
        break;
      case "minItems":
      case "maxItems":
      case "minLength":
      case "maxLength":
        if (typeof value === "number" && Number.isInteger(value) && value >= 0) {
          spec[key] = value;
        } else {
          issues.push({
            path: at,
            message: `expected a non-negative integer, got ${quote(value)}`,
          });
        }
        break;
      case "minimum":
      case "maximum":
        if (typeof value === "number") spec[key] = value;
        else issues.push({ path: at, message: `expected a number, got ${quote(value)}` });
        break;
      case "pattern":
        if (typeof value !== "string") {
          issues.push({ path: at, message: `expected a string, got ${quote(value)}` });
          break;
        }
        {
          const compiled = compileCached(value);
          if (compiled.ok) spec.pattern = compiled.pattern;
          else
            issues.push({ path: at, message: `pattern "${value}" is refused: ${compiled.reason}` });
        }
        break;
      case "anyOf":
        if (!Array.isArray(value) || value.length === 0) {
          issues.push({
            path: at,
            message: `expected a non-empty array of schemas, got ${quote(value)}`,
          });
          break;
        }
        spec.anyOf = value.map((item, index) =>
          readNode(item, at + indexSegment(index), issues, "schema"),
        );
        break;
      case "title":
      case "description":
      case "$schema":
        if (typeof value !== "string") {
          issues.push({ path: at, message: `expected a string, got ${quote(value)}` });
        }
        break;
      case "examples":
        if (!Array.isArray(value)) {
          issues.push({ path: at, message: `expected an array, got ${quote(value)}` });
        }
        break;
      case "default":
        // An annotation: any JSON value, never checked.
        break;
      default:
        issues.push({ path, message: `unsupported keyword ${JSON.stringify(key)}` });
        reportInside(key, value, path + propertySegment(key), issues);
    }
  }
  checkOrder(spec.minItems, spec.maxItems, "minItems", "maxItems", path, issues);
  checkOrder(spec.minLength, spec.maxLength, "minLength", "maxLength", path, issues);
  checkOrder(spec.minimum, spec.maximum, "minimum", "maximum", path, issues);
  return spec;
}

// Unsupported keywords whose values hold subschemas: walked only to report what is inside, so
// one compile lists every unsupported keyword, not just the outermost.
const SCHEMA_KEYWORDS = new Set([
  "not",
  "if",
  "then",
  "else",
  "contains",
  "propertyNames",
  "unevaluatedItems",
  "unevaluatedProperties",
  "contentSchema",
  "additionalItems",
]);
const SCHEMA_ARRAY_KEYWORDS = new Set(["allOf", "oneOf", "prefixItems"]);
const SCHEMA_MAP_KEYWORDS = new Set([
  "$defs",
  "definitions",
  "patternProperties",
  "dependentSchemas",
]);

function reportInside(key: string, value: CopiedJson, path: string, issues: SchemaIssue[]): void {
  if (SCHEMA_KEYWORDS.has(key)) {
    readNode(value, path, issues, "schema");
  } else if (SCHEMA_ARRAY_KEYWORDS.has(key) && Array.isArray(value)) {
    value.forEach((item, index) => {
      readNode(item, path + indexSegment(index), issues, "schema");
    });
  } else if (SCHEMA_MAP_KEYWORDS.has(key) && isObject(value)) {
    for (const name of Object.keys(value)) {
      readNode(value[name] as CopiedJson, path + propertySegment(name), issues, "schema");
    }
  }
}

// Compiling a pattern for the linear-time engine costs far more than the rest of a schema, and
// tool schemas repeat the same few patterns; patterns are immutable, so results are shared.
const PATTERN_CACHE_SIZE = 256;
const patternCache = new Map<string, PatternResult>();

function compileCached(source: string): PatternResult {
  const cached = patternCache.get(source);
  if (cached !== undefined) return cached;
  let result: PatternResult;
  try {
    result = compilePattern(source);
  } catch (error) {
    result = { ok: false, reason: `pattern could not be compiled: ${describeThrown(error)}` };
  }
  if (patternCache.size >= PATTERN_CACHE_SIZE) {
    const oldest = patternCache.keys().next();
    if (oldest.done !== true) patternCache.delete(oldest.value);
  }
  patternCache.set(source, result);
  return result;
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

function readTypes(value: CopiedJson, path: string, issues: SchemaIssue[]): TypeName[] | undefined {
  if (typeof value === "string") {
    const name = readTypeName(value, path, issues);
    return name === undefined ? undefined : [name];
  }
  if (!Array.isArray(value) || value.length === 0) {
    issues.push({
      path,
      message: `expected a type name or a non-empty array of type names, got ${quote(value)}`,
    });
    return undefined;
  }
  // The spec is only used when no issue was found, so names that failed are simply left out.
  const names: TypeName[] = [];
  value.forEach((item, index) => {
    if (item === INVALID) return;
    const at = path + indexSegment(index);
    if (typeof item !== "string") {
      issues.push({ path: at, message: `expected a type name, got ${quote(item)}` });
      return;
    }
    const name = readTypeName(item, at, issues);
    if (name === undefined) return;
    if (names.includes(name)) {
      issues.push({ path: at, message: `duplicate type ${JSON.stringify(name)}` });
    } else {
      names.push(name);
    }
  });
  return names;
}

function readTypeName(value: string, path: string, issues: SchemaIssue[]): TypeName | undefined {
  if ((TYPE_NAMES as readonly string[]).includes(value)) return value as TypeName;
  issues.push({
    path,
    message: `unknown type ${quote(value)}, expected one of ${TYPE_LIST}`,
  });
  return undefined;
}

function readRequired(value: CopiedJson, path: string, issues: SchemaIssue[]): string[] {
  if (!Array.isArray(value)) {
    issues.push({
      path,
      message: `expected an array of unique property names, got ${quote(value)}`,
    });
    return [];
  }
  const names: string[] = [];
  value.forEach((item, index) => {
    const at = path + indexSegment(index);
    if (item === INVALID) return;
    if (typeof item !== "string") {
      issues.push({ path: at, message: `expected a property name string, got ${quote(item)}` });
    } else if (names.includes(item)) {
      issues.push({ path: at, message: `duplicate property name ${quote(item)}` });
    } else {
      names.push(item);
    }
  });
  return names;
}
