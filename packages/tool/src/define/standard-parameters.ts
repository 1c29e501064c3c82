import {
  issuePath,
  type Schema,
  STANDARD_VENDOR,
  type StandardIssue,
  type StandardJSONSchemaV1,
  type StandardResult,
  type StandardSchemaV1,
} from "@tinyllm/schema";
import { describeThrown } from "@tinyllm/types";
import {
  type ArgumentValidator,
  isThenable,
  type ValidationOutcome,
} from "../call/validate-arguments.js";
import { type ToolIssue, toolIssue, toolIssueCode } from "../result/tool-issue.js";
import { InvalidToolParametersError } from "./registration-errors.js";

/** A Standard Schema (zod, valibot, arktype, ...): validates with `~standard.validate`. */
export type ForeignSchema = StandardSchemaV1<unknown, unknown>;

/** A Standard Schema that can also state itself as JSON Schema (`~standard.jsonSchema`). */
export type ForeignJsonSchema = StandardSchemaV1<unknown, unknown> &
  StandardJSONSchemaV1<unknown, unknown>;

/** Whether `value` is a Standard Schema: an object whose `~standard` has version 1 and a `validate`. */
export function isStandardSchema(value: unknown): value is ForeignSchema {
  try {
    if ((typeof value !== "object" && typeof value !== "function") || value === null) return false;
    const standard = (value as { "~standard"?: unknown })["~standard"];
    return (
      typeof standard === "object" &&
      standard !== null &&
      (standard as { version?: unknown }).version === 1 &&
      typeof (standard as { validate?: unknown }).validate === "function"
    );
  } catch {
    return false;
  }
}

/**
 * The JSON Schema a foreign schema states for its input in draft 2020-12, made once, at
 * registration: `jsonSchema` when the author gave one beside it, else `~standard.jsonSchema`.
 * Throws `InvalidToolParametersError` when there is none.
 */
function foreignJsonSchema(toolName: string, schema: ForeignSchema, jsonSchema: unknown): unknown {
  if (jsonSchema !== undefined) return jsonSchema;
  const standard = schema["~standard"];
  const vendor = vendorOf(schema);
  const refuse = (message: string): never => {
    throw new InvalidToolParametersError(toolName, [
      { code: "invalid_schema", path: "$", message },
    ]);
  };
  const converter = (standard as { jsonSchema?: { input?: unknown } }).jsonSchema;
  if (typeof converter?.input !== "function") {
    refuse(
      `the ${vendor} schema has no Standard JSON Schema (~standard.jsonSchema), so the model could not be told what to send; give its JSON Schema as jsonSchema beside it`,
    );
  }
  try {
    return (converter as StandardJSONSchemaV1["~standard"]["jsonSchema"]).input({
      target: "draft-2020-12",
    });
  } catch (error) {
    return refuse(
      `the ${vendor} schema could not state itself as JSON Schema (draft-2020-12): ${describeThrown(error)}`,
    );
  }
}

/**
 * An {@link ArgumentValidator} over a foreign schema: its own `validate` decides (a promise is
 * awaited), its output is what the tool gets (zod defaults and transforms applied), and its issues
 * become ours: `path: message` with the path in our `$` notation. A `validate` that throws or
 * rejects throws, which the registry answers as a failure of the call; it never crashes.
 */
export function foreignValidator(schema: ForeignSchema): ArgumentValidator {
  const vendor = vendorOf(schema);
  const settle = (result: StandardResult<unknown>): ValidationOutcome => {
    const issues = (result as { issues?: unknown }).issues;
    if (issues === undefined || issues === null || issues === false) {
      return { ok: true, value: (result as { value?: unknown }).value };
    }
    return { ok: false, issues: toolIssues(issues, vendor) };
  };
  const thrown = (error: unknown): never => {
    throw new Error(`the ${vendor} schema threw while validating: ${describeThrown(error)}`);
  };
  return {
    validate(value: unknown): ValidationOutcome | PromiseLike<ValidationOutcome> {
      let result: StandardResult<unknown> | PromiseLike<StandardResult<unknown>>;
      try {
        result = schema["~standard"].validate(value);
      } catch (error) {
        return thrown(error);
      }
      if (isThenable(result)) return Promise.resolve(result).then(settle, thrown);
      return settle(result as StandardResult<unknown>);
    },
  };
}

function toolIssues(issues: unknown, vendor: string): ToolIssue[] {
  const list = Array.isArray(issues) ? (issues as StandardIssue[]) : [];
  const converted = list.map((issue) =>
    toolIssue(
      toolIssueCode((issue as { code?: unknown }).code),
      issuePath(Array.isArray(issue?.path) ? issue.path : undefined),
      typeof issue?.message === "string" && issue.message !== ""
        ? issue.message
        : `the ${vendor} schema refused the value without a message`,
    ),
  );
  if (converted.length === 0) {
    converted.push(
      toolIssue(
        "invalid_value",
        "$",
        `the ${vendor} schema refused the arguments without saying why`,
      ),
    );
  }
  return converted;
}

/** The schema's vendor name for messages (`zod`, `valibot`, `arktype`). */
export function vendorOf(schema: ForeignSchema): string {
  const vendor = schema["~standard"].vendor;
  return typeof vendor === "string" && vendor !== "" ? vendor : "Standard";
}

/** A tool's parameters as `prepareTool` takes them, and the validator that replaces ours, if any. */
export interface ToolParameters {
  /** A JSON Schema (object or text) or `undefined`: what is compiled and shown to the model. */
  readonly parameters: unknown;
  /** The foreign schema's judge, when the parameters were one; else our compiled schema judges. */
  readonly validator: ArgumentValidator | undefined;
}

/**
 * Reads a tool's `parameters`: JSON Schema passes through; our own compiled `Schema` becomes its
 * JSON (our validator judges); any other Standard Schema becomes the JSON Schema it states (or
 * `jsonSchema` given beside it), judged by its own `validate`. Throws
 * `InvalidToolParametersError` when a foreign schema cannot state its JSON Schema.
 */
export function readToolParameters(
  toolName: string,
  parameters: unknown,
  jsonSchema: unknown,
): ToolParameters {
  if (!isStandardSchema(parameters)) return { parameters, validator: undefined };
  if (
    vendorOf(parameters) === STANDARD_VENDOR &&
    typeof (parameters as { toJSON?: unknown }).toJSON === "function"
  ) {
    return { parameters: (parameters as unknown as Schema).toJSON(), validator: undefined };
  }
  return {
    parameters: foreignJsonSchema(toolName, parameters, jsonSchema),
    validator: foreignValidator(parameters),
  };
}
