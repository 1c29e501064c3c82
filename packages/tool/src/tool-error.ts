/**
 * A failure a tool reports to the model in its own words: the registry sends the message
 * as it is (prefixed `error: `), where any other thrown value reads "tool NAME failed: ...".
 */
export class ToolError extends Error {
  override readonly name: string = "ToolError";
  /** A stable code for programs; the message is for the model. */
  readonly code: string = "tool_error";
}
