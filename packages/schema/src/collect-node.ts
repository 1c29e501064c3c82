import type { Parts } from "./build-validator.js";
import { hasAtLeastCodePoints, hasAtMostCodePoints } from "./code-points.js";
import { isPlainObject } from "./json-kind.js";
import { anyOfMessage } from "./keywords/any-of.js";
import { maximumMessage, minimumMessage } from "./keywords/bounds.js";
import { constMessage } from "./keywords/const.js";
import { enumFrame as buildEnumFrame } from "./keywords/enum.js";
import { maxItemsMessage, minItemsMessage } from "./keywords/item-count.js";
import type { Collect } from "./keywords/keyword.js";
import { patternMessage } from "./keywords/pattern.js";
import { maxLengthMessage, minLengthMessage } from "./keywords/string-length.js";
import { buildGate, buildTypeMessage, describeTypes } from "./keywords/type.js";
import { keywordCount, type LeafTable, slotPasses } from "./leaf-check.js";
import { MAX_ERRORS } from "./limits.js";
import { indexSegment } from "./path.js";
import { framed, type QuoteFrame, quote } from "./quote.js";
import { type SchemaSpec, singleType } from "./schema-spec.js";
import { buildLeafCollect } from "./speed/leaf-collect.js";
import { buildObjectCollect } from "./speed/object-collect.js";
import { ValidationError } from "./validation-error.js";

type JsonRecord = Record<string, unknown>;

/**
 * The collector of one node: the type first (a mismatch stops there), then each keyword that
 * applies to the value's type, then the standard vocabulary's keywords.
 */
export function buildCollect(spec: SchemaSpec, parts: Parts): Collect {
  const gate = buildGate(spec.types);
  const typeMessage = buildTypeMessage(describeTypes(spec.types));
  const enumFrame = spec.enumValues === undefined ? undefined : buildEnumFrame(spec.enumValues);
  const leaf = buildLeafCollect(spec, gate, typeMessage, parts.enum, enumFrame);
  if (leaf !== undefined) return leaf;
  const constText = spec.hasConst ? quote(spec.constValue) : "";
  const { minLength, maxLength, pattern, minimum, maximum, minItems, maxItems } = spec;
  const patternFailure = pattern === undefined ? undefined : patternMessage(pattern);
  const collectObject = buildObjectCollect(spec, parts);
  const { items, itemsTable, extras } = parts;
  const extraCount = extras.length;
  // A closed or typed object node with nothing else (most tool schemas): the type test, then its keys.
  if (collectObject !== undefined && keywordCount(spec) === 2 && singleType(spec) === "object") {
    return (value, path, errors) => {
      if (isPlainObject(value)) collectObject(value, path, errors);
      else errors.push(new ValidationError("type", path, typeMessage(value)));
    };
  }

  return (value, path, errors) => {
    if (!gate(value)) {
      errors.push(new ValidationError("type", path, typeMessage(value)));
      return;
    }
    if (parts.enum !== undefined && !parts.enum(value)) {
      errors.push(new ValidationError("enum", path, framed(enumFrame as QuoteFrame, value)));
    }
    if (parts.const !== undefined && !parts.const(value)) {
      errors.push(new ValidationError("const", path, constMessage(constText, value)));
    }
    if (typeof value === "string") {
      if (minLength !== undefined && !hasAtLeastCodePoints(value, minLength)) {
        errors.push(new ValidationError("minLength", path, minLengthMessage(minLength, value)));
      }
      if (maxLength !== undefined && !hasAtMostCodePoints(value, maxLength)) {
        errors.push(new ValidationError("maxLength", path, maxLengthMessage(maxLength, value)));
      }
      const failure = patternFailure?.(value);
      if (failure !== undefined) errors.push(new ValidationError("pattern", path, failure));
    } else if (typeof value === "number") {
      if (minimum !== undefined && !(value >= minimum)) {
        errors.push(new ValidationError("minimum", path, minimumMessage(minimum, value)));
      }
      if (maximum !== undefined && !(value <= maximum)) {
        errors.push(new ValidationError("maximum", path, maximumMessage(maximum, value)));
      }
    } else if (Array.isArray(value)) {
      const length = value.length;
      if (minItems !== undefined && length < minItems) {
        errors.push(new ValidationError("minItems", path, minItemsMessage(minItems, length)));
      }
      if (maxItems !== undefined && length > maxItems) {
        errors.push(new ValidationError("maxItems", path, maxItemsMessage(maxItems, length)));
      }
      if (items !== undefined) {
        for (let index = 0; index < length && errors.length <= MAX_ERRORS; index++) {
          const item = value[index];
          if (!slotPasses(itemsTable as LeafTable, 0, item)) {
            items.collect(item, path + indexSegment(index), errors);
          }
        }
      }
    } else if (value !== null && typeof value === "object" && collectObject !== undefined) {
      collectObject(value as JsonRecord, path, errors);
    }
    if (parts.anyOf !== undefined && !parts.anyOf(value)) {
      errors.push(new ValidationError("anyOf", path, anyOfMessage(value, parts.anyOfCount)));
    }
    for (let index = 0; index < extraCount; index++) {
      const extra = extras[index] as (typeof extras)[number];
      if (!extra.check(value)) extra.collect(value, path, errors);
    }
  };
}
