import { describeThrown } from "@tinyllm/types";

/** A call as the registry reads it: whatever the model or the caller sent, never throwing. */
export interface ReadCall {
  /** The call's id, `""` when it had none or it was not a string. */
  readonly callId: string;
  /** The tool name, `""` when missing or not a string. */
  readonly name: string;
  /** The `function.arguments` field as it was: usually a string of JSON. */
  readonly rawArguments: unknown;
  /** Set when reading the call threw (a getter, a proxy trap): the words for it. */
  readonly unreadable?: string;
}

const EMPTY: ReadCall = { callId: "", name: "", rawArguments: "" };

/**
 * The read-call step: the id, name and arguments of any value passed as a call. A value that is
 * not an object is an unknown tool named `""`; a field that throws when read is reported, never
 * thrown.
 */
export function readCall(toolCall: unknown): ReadCall {
  if (typeof toolCall !== "object" || toolCall === null) return EMPTY;
  let callId = "";
  let name = "";
  try {
    const fields = toolCall as { id?: unknown; function?: unknown };
    const id = fields.id;
    if (typeof id === "string") callId = id;
    const target = fields.function;
    if (typeof target !== "object" || target === null) return { callId, name, rawArguments: "" };
    const inner = target as { name?: unknown; arguments?: unknown };
    const rawName = inner.name;
    if (typeof rawName === "string") name = rawName;
    return { callId, name, rawArguments: inner.arguments };
  } catch (error) {
    return {
      callId,
      name,
      rawArguments: "",
      unreadable: `the call could not be read: ${describeThrown(error)}`,
    };
  }
}
