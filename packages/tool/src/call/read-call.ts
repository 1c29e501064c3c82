import { describeThrown, quote, typeName } from "@tinyllm/types";

/** A call as the registry reads it: whatever the model or the caller sent, never throwing. */
export interface ReadCall {
  /** The call's id, `""` when it had none or it was not a string. */
  readonly callId: string;
  /** The tool name, `""` when missing or not a string. */
  readonly name: string;
  /** The `function.arguments` field as it was: usually a string of JSON. */
  readonly rawArguments: unknown;
  /** Set when the call could not be used (a getter or proxy trap threw, the wrong shape): the words for it. */
  readonly unreadable?: string;
}

// What a call of the wrong shape is told: the shape, and where the flat shapes are read.
const SHAPE =
  'expected {id, type: "function", function: {name, arguments}}; @tinyllm/providers reads other providers\' calls into it';

/**
 * The read-call step: the id, name and arguments of any value passed as a call. A value of the
 * wrong shape (not an object, no `function` object, a `function.name` that is not a string: the
 * flat `{ id, name, arguments }` of Anthropic, Gemini and the Responses API) is refused with the
 * shape expected; a field that throws when read is reported, never thrown.
 */
export function readCall(toolCall: unknown): ReadCall {
  if (typeof toolCall !== "object" || toolCall === null) {
    return wrongShape("", `the call is ${typeName(toolCall)}`);
  }
  let callId = "";
  let name = "";
  try {
    const fields = toolCall as { id?: unknown; function?: unknown; name?: unknown };
    const id = fields.id;
    if (typeof id === "string") callId = id;
    const target = fields.function;
    if (typeof target !== "object" || target === null) {
      const flat = fields.name;
      const named = typeof flat === "string" ? ` (it has name ${quote(flat)} beside it)` : "";
      return wrongShape(callId, `the call has no function object${named}`);
    }
    const inner = target as { name?: unknown; arguments?: unknown };
    const rawName = inner.name;
    if (typeof rawName !== "string") {
      return wrongShape(callId, `the call's function.name is ${typeName(rawName)}`);
    }
    name = rawName;
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

function wrongShape(callId: string, what: string): ReadCall {
  return { callId, name: "", rawArguments: "", unreadable: `${what}; ${SHAPE}` };
}
