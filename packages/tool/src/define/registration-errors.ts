import { hasMarker, type Issue } from "@tinyllm/types";

/** What is wrong with a tool's parameters schema, as the code of a {@link ParametersIssue}. */
export type ParametersIssueCode =
  /** The top-level `type` is not `"object"`. */
  | "not_object_schema"
  /** `compile` refused the schema; the message is its finding. */
  | "invalid_schema"
  /** The schema was given as text that is not JSON. */
  | "invalid_json"
  /** The schema cannot be serialised to JSON (a cycle, a BigInt, a `toJSON` giving nothing). */
  | "unserialisable";

/** One problem found in a tool's parameters schema, with its place in the schema. */
export type ParametersIssue = Issue<ParametersIssueCode>;

// `toolName` and `issues` are declared, not defined: each constructor assigns them after `code`.

const NAME_MARKER = Symbol.for("@tinyllm/tool.InvalidToolNameError");
const DUPLICATE_MARKER = Symbol.for("@tinyllm/tool.DuplicateToolError");
const PARAMETERS_MARKER = Symbol.for("@tinyllm/tool.InvalidToolParametersError");
const DEFINITION_MARKER = Symbol.for("@tinyllm/tool.InvalidToolDefinitionError");

/** Thrown when a tool's name is not one a provider accepts. */
export class InvalidToolNameError extends Error {
  override readonly name = "InvalidToolNameError";
  /** A stable code for programs; the message is for people. */
  readonly code = "invalid_tool_name";
  /** The name refused. */
  declare readonly toolName: unknown;

  constructor(toolName: unknown, message: string) {
    super(message);
    this.toolName = toolName;
  }

  /** Whether `value` is an InvalidToolNameError of any copy of this package. */
  static isInstance(value: unknown): value is InvalidToolNameError {
    return hasMarker(value, NAME_MARKER);
  }
}

/** Thrown when a tool is registered under a name already taken; the first tool stays. */
export class DuplicateToolError extends Error {
  override readonly name = "DuplicateToolError";
  /** A stable code for programs; the message is for people. */
  readonly code = "duplicate_tool";
  /** The name registered twice. */
  declare readonly toolName: string;

  constructor(toolName: string) {
    super(`tool "${toolName}" is already registered; expected each tool name once`);
    this.toolName = toolName;
  }

  /** Whether `value` is a DuplicateToolError of any copy of this package. */
  static isInstance(value: unknown): value is DuplicateToolError {
    return hasMarker(value, DUPLICATE_MARKER);
  }
}

/** Thrown when a tool's parameters are not an object schema that `compile` accepts. */
export class InvalidToolParametersError extends Error {
  override readonly name = "InvalidToolParametersError";
  /** A stable code for programs; the message is for people. */
  readonly code = "invalid_tool_parameters";
  /** The tool whose parameters were refused. */
  declare readonly toolName: string;
  /** Every problem found; the message holds them as `path: message` lines. */
  declare readonly issues: readonly ParametersIssue[];

  constructor(toolName: string, issues: readonly ParametersIssue[], options?: { cause?: unknown }) {
    super(`tool "${toolName}" has invalid parameters:\n${pathLines(issues)}`, options);
    this.toolName = toolName;
    this.issues = Object.freeze(issues.map((issue) => Object.freeze({ ...issue })));
  }

  /** Whether `value` is an InvalidToolParametersError of any copy of this package. */
  static isInstance(value: unknown): value is InvalidToolParametersError {
    return hasMarker(value, PARAMETERS_MARKER);
  }
}

/** Thrown when a tool's definition cannot be read or is not the `ToolDef` shape. */
export class InvalidToolDefinitionError extends Error {
  override readonly name = "InvalidToolDefinitionError";
  /** A stable code for programs; the message is for people. */
  readonly code = "invalid_tool_definition";
  /** The tool's name when it could be read, else `undefined`. */
  declare readonly toolName: string | undefined;

  constructor(toolName: string | undefined, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.toolName = toolName;
  }

  /** Whether `value` is an InvalidToolDefinitionError of any copy of this package. */
  static isInstance(value: unknown): value is InvalidToolDefinitionError {
    return hasMarker(value, DEFINITION_MARKER);
  }
}

/** Issues as `path: message` lines. */
export function pathLines(issues: readonly ParametersIssue[]): string {
  return issues.map((issue) => `${issue.path}: ${issue.message}`).join("\n");
}

for (const [type, marker] of [
  [InvalidToolNameError, NAME_MARKER],
  [DuplicateToolError, DUPLICATE_MARKER],
  [InvalidToolParametersError, PARAMETERS_MARKER],
  [InvalidToolDefinitionError, DEFINITION_MARKER],
] as const) {
  Object.defineProperty(type.prototype, marker, { value: true });
}
