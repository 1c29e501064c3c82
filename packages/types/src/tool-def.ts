import type { JsonObject } from "./json.js";

/** A tool as the model sees it in a Chat Completions request's `tools` list. */
export interface ToolDef {
  /** Always `"function"`: the only tool kind of the wire format. */
  type: "function";
  /** The function the model may call. */
  function: FunctionDef;
}

/** The callable part of a {@link ToolDef}. */
export interface FunctionDef {
  /** The name the model calls it by, matching `^[A-Za-z0-9_-]{1,64}$`. */
  name: string;
  /** What the tool does and when to use it, written for the model. */
  description: string;
  /** The JSON Schema of the arguments object. */
  parameters: JsonObject;
}
