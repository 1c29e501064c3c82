/** A model's request to run a tool, as it appears in an assistant message's `tool_calls`. */
export interface ToolCall {
  /** The provider's id for this call; the tool message that answers it repeats it. */
  id: string;
  /** Always `"function"`. */
  type: "function";
  /** Which function, and with what arguments. */
  function: {
    /** The tool's name, as the model wrote it: it may name no tool at all. */
    name: string;
    /** The arguments as the JSON text the model wrote: untrusted, possibly not JSON. */
    arguments: string;
  };
}
