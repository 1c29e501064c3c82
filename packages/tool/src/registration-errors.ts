/** Thrown when a tool's name is not one a provider accepts. */
export class InvalidToolNameError extends Error {
  override readonly name = "InvalidToolNameError";
  /** A stable code for programs; the message is for people. */
  readonly code = "invalid_tool_name";
  /** The name refused. */
  readonly toolName: unknown;

  constructor(toolName: unknown, message: string) {
    super(message);
    this.toolName = toolName;
  }
}

/** Thrown when a tool is registered under a name already taken; the first tool stays. */
export class DuplicateToolError extends Error {
  override readonly name = "DuplicateToolError";
  /** A stable code for programs; the message is for people. */
  readonly code = "duplicate_tool";
  /** The name registered twice. */
  readonly toolName: string;

  constructor(toolName: string) {
    super(`tool "${toolName}" is already registered; expected each tool name once`);
    this.toolName = toolName;
  }
}

/** One problem found in a tool's parameters schema, with its place in the schema. */
export interface ParametersIssue {
  /** Where in the schema: `$`, `$.properties.days.minimum`, ... */
  readonly path: string;
  /** What is wrong there. */
  readonly message: string;
}

/** Thrown when a tool's parameters are not an object schema that `compile` accepts. */
export class InvalidToolParametersError extends Error {
  override readonly name = "InvalidToolParametersError";
  /** A stable code for programs; the message is for people. */
  readonly code = "invalid_tool_parameters";
  /** The tool whose parameters were refused. */
  readonly toolName: string;
  /** Every problem found; the message holds them as `path: message` lines. */
  readonly issues: readonly ParametersIssue[];

  constructor(toolName: string, issues: readonly ParametersIssue[]) {
    const lines = issues.map((issue) => `${issue.path}: ${issue.message}`);
    super(`tool "${toolName}" has invalid parameters:\n${lines.join("\n")}`);
    this.toolName = toolName;
    this.issues = issues;
  }
}

/** Thrown when a tool's definition cannot be read or is not the `ToolDef` shape. */
export class InvalidToolDefinitionError extends Error {
  override readonly name = "InvalidToolDefinitionError";
  /** A stable code for programs; the message is for people. */
  readonly code = "invalid_tool_definition";
  /** The tool's name when it could be read, else `undefined`. */
  readonly toolName: string | undefined;

  constructor(toolName: string | undefined, message: string) {
    super(message);
    this.toolName = toolName;
  }
}
