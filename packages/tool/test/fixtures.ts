import type { ToolCall } from "@tinyllm/types";
import fc from "fast-check";

/** The schema of SPEC section 6. */
export const GET_WEATHER_SCHEMA = {
  type: "object",
  properties: {
    city: { type: "string", minLength: 1 },
    days: { type: "integer", minimum: 1, maximum: 7 },
    unit: { enum: ["c", "f"] },
  },
  required: ["city"],
  additionalProperties: false,
} as const;

/** A tool call as a provider sends it. */
export function toolCall(name: string, args: string, id = "call_1"): ToolCall {
  return { id, type: "function", function: { name, arguments: args } };
}

/** A value outside the ToolCall type, passed where a caller's untyped code could pass it. */
export function asCall(value: unknown): ToolCall {
  return value as ToolCall;
}

/** A promise with its resolve and reject functions, for tools that wait on the test. */
export function deferred<T>(): {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
} {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((resolvePromise, rejectPromise) => {
    resolve = resolvePromise;
    reject = rejectPromise;
  });
  return { promise, resolve, reject };
}

/** Waits for every queued microtask and one macrotask turn. */
export function tick(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Text of any UTF-16 code units: ASCII, the rest of the BMP (lone surrogates included) and
 * astral characters. fast-check's `unit: "binary"` does the same but takes seconds to set up.
 */
export function anyText(maxLength = 100): fc.Arbitrary<string> {
  return fc
    .array(
      fc.oneof(
        fc.integer({ min: 0, max: 0x7f }),
        fc.integer({ min: 0x80, max: 0xffff }),
        fc.integer({ min: 0xd800, max: 0xdfff }),
        fc.integer({ min: 0x10000, max: 0x10ffff }),
      ),
      { maxLength },
    )
    .map((codes) => codes.map((code) => String.fromCodePoint(code)).join(""));
}
