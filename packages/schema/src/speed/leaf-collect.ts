import { hasAtLeastCodePoints, hasAtMostCodePoints } from "../code-points.js";
import { isJsonShallow } from "../json-kind.js";
import { maximumMessage, minimumMessage } from "../keywords/bounds.js";
import type { Check, Collect } from "../keywords/keyword.js";
import { maxLengthMessage, minLengthMessage } from "../keywords/string-length.js";
import { keywordCount } from "../leaf-check.js";
import { framed, type QuoteFrame } from "../quote.js";
import { hasBounds, type SchemaSpec, singleType } from "../schema-spec.js";
import { ValidationError } from "../validation-error.js";

/**
 * Speed path "leaf collect": a collector of its own for the common leaves (one scalar type with
 * its bounds, or an enum of its own), doing only their tests; the same errors as the general one.
 */
export function buildLeafCollect(
  spec: SchemaSpec,
  gate: Check,
  typeMessage: (value: unknown) => string,
  enumCheck: Check | undefined,
  enumFrame: QuoteFrame | undefined,
): Collect | undefined {
  if (keywordCount(spec) !== 1 || spec.pattern !== undefined) return undefined;
  const { minLength, maxLength, minimum, maximum } = spec;
  const single = singleType(spec);
  switch (single) {
    case "string":
      return (value, path, errors) => {
        if (typeof value !== "string") {
          errors.push(new ValidationError("type", path, typeMessage(value)));
          return;
        }
        if (minLength !== undefined && !hasAtLeastCodePoints(value, minLength)) {
          errors.push(new ValidationError("minLength", path, minLengthMessage(minLength, value)));
        }
        if (maxLength !== undefined && !hasAtMostCodePoints(value, maxLength)) {
          errors.push(new ValidationError("maxLength", path, maxLengthMessage(maxLength, value)));
        }
      };
    case "integer":
    case "number":
      return (value, path, errors) => {
        if (!gate(value)) {
          errors.push(new ValidationError("type", path, typeMessage(value)));
          return;
        }
        if (minimum !== undefined && !((value as number) >= minimum)) {
          errors.push(
            new ValidationError("minimum", path, minimumMessage(minimum, value as number)),
          );
        }
        if (maximum !== undefined && !((value as number) <= maximum)) {
          errors.push(
            new ValidationError("maximum", path, maximumMessage(maximum, value as number)),
          );
        }
      };
    case "boolean":
    case "null":
      return (value, path, errors) => {
        if (!gate(value)) errors.push(new ValidationError("type", path, typeMessage(value)));
      };
  }
  // An enum alone. `keywordCount` counts `type` and `enum` each, so with an enum there is no
  // type; the bounds it does not count are ruled out here. enumCheck and enumFrame are both built
  // from spec.enumValues.
  if (enumFrame === undefined || hasBounds(spec)) return undefined;
  return (value, path, errors) => {
    if (!isJsonShallow(value)) {
      errors.push(new ValidationError("type", path, typeMessage(value)));
    } else if (!(enumCheck as Check)(value)) {
      errors.push(new ValidationError("enum", path, framed(enumFrame, value)));
    }
  };
}
