import type { ToolDef } from "@tinyllm/types";
import { WireFormatError } from "@tinyllm/types";
import { describe, expect, it } from "vitest";
import {
  fromAnthropicContent,
  fromGeminiParts,
  fromOpenAIResponsesOutput,
  ProjectionError,
  toAnthropicTools,
  toOpenAIChatTools,
} from "../src/index.js";

const READERS: [string, (value: unknown) => unknown, (item: unknown) => unknown][] = [
  ["fromOpenAIResponsesOutput", fromOpenAIResponsesOutput, (item) => ({ output: [item] })],
  ["fromAnthropicContent", fromAnthropicContent, (item) => ({ content: [item] })],
  ["fromGeminiParts", fromGeminiParts, (item) => ({ parts: [item] })],
];

/** The error a reader threw, or a failure when it threw none. */
function thrown(read: () => unknown): unknown {
  try {
    read();
  } catch (error) {
    return error;
  }
  throw new Error("nothing was thrown");
}

function revoked(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

const trap = () => {
  throw new Error("a trap threw");
};

describe("the call readers on hostile in-process values", () => {
  for (const [name, read, wrap] of READERS) {
    it(`${name}: a revoked proxy, a throwing trap or getter is a WireFormatError, never a TypeError`, () => {
      const values: [unknown, string][] = [
        [revoked(), "$"],
        [new Proxy({}, { get: trap, has: trap, ownKeys: trap, getPrototypeOf: trap }), "$"],
        [new Proxy([], { get: trap }), "$"],
        [wrap(revoked()), "$[0]"],
        [
          wrap({
            get type() {
              throw new Error("a getter threw");
            },
            get functionCall() {
              throw new Error("a getter threw");
            },
          }),
          "$[0]",
        ],
        [wrap(new Proxy({}, { get: trap })), "$[0]"],
      ];
      for (const [value, path] of values) {
        const error = thrown(() => read(value));
        expect(WireFormatError.isInstance(error), String(error)).toBe(true);
        const issue = (error as WireFormatError).issues[0];
        expect(issue?.path).toBe(path);
      }
    });

    it(`${name}: a getter's error is reported, not thrown as it is`, () => {
      const getterError = new Error("a getter threw");
      const item = {
        get type() {
          throw getterError;
        },
        get functionCall() {
          throw getterError;
        },
      };
      const error = thrown(() => read(wrap(item))) as WireFormatError;
      expect(error).not.toBe(getterError);
      expect(error.message).toBe("$[0]: the value could not be read: a getter threw");
      expect(error.issues[0]?.code).toBe("unreadable_value");
    });
  }

  it("reads the other items when one is unreadable", () => {
    const error = thrown(() =>
      fromAnthropicContent([revoked(), { type: "tool_use", id: 7, name: "t", input: {} }]),
    ) as WireFormatError;
    expect(error.issues.map((issue) => issue.path)).toEqual(["$[0]", "$[1].id"]);
  });

  it("a cycle in arguments is a WireFormatError at its path", () => {
    const args: Record<string, unknown> = {};
    args.self = args;
    const error = thrown(() => fromGeminiParts([{ functionCall: { name: "t", args } }]));
    expect((error as WireFormatError).message).toBe(
      "$[0].functionCall.args: expected JSON arguments, got object that is not JSON",
    );
  });

  it("caps the message of 100,000 bad calls: 100 lines and how many more", () => {
    const output = Array.from({ length: 100_000 }, () => ({ type: "function_call", name: 1 }));
    const error = thrown(() => fromOpenAIResponsesOutput(output)) as WireFormatError;
    expect(error.issues).toHaveLength(300_000);
    const lines = error.message.split("\n");
    expect(lines).toHaveLength(101);
    expect(lines[100]).toBe("... and 299900 more problems (every one is in issues)");
  });
});

describe("fromGeminiParts ids", () => {
  it("never makes an id equal to one the model gave in the same answer", () => {
    const calls = fromGeminiParts([
      { functionCall: { name: "a" } },
      { functionCall: { name: "b", id: "gemini_call_0" } },
      { functionCall: { name: "c", id: "gemini_call_2" } },
      { functionCall: { name: "d", id: "gemini_call_2_1" } },
      { functionCall: { name: "e" } },
    ]);
    const ids = calls.map((call) => call.id);
    expect(ids).toEqual([
      "gemini_call_0_1",
      "gemini_call_0",
      "gemini_call_2",
      "gemini_call_2_1",
      "gemini_call_4",
    ]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("many projection issues", () => {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < 130_000; i++) {
    properties[`p${i}`] = { type: "object", additionalProperties: { type: "string" } };
  }
  const big = {
    type: "function",
    function: { name: "big", description: "", parameters: { type: "object", properties } },
  } as ToolDef;

  for (const [name, project] of [
    ["toOpenAIChatTools", () => toOpenAIChatTools([big], { strict: true })],
    ["toAnthropicTools", () => toAnthropicTools([big], { strict: true })],
  ] as const) {
    it(`${name}: 130,000 issues are a ProjectionError with a capped message (a spread overflowed)`, () => {
      const error = thrown(project);
      expect(ProjectionError.isInstance(error), String(error)).toBe(true);
      const lines = (error as ProjectionError).message.split("\n");
      expect(lines).toHaveLength(101);
      expect(lines[100]).toMatch(/^\.\.\. and \d+ more issues \(every one is in issues\)$/);
      expect((error as ProjectionError).issues.length).toBeGreaterThanOrEqual(130_000);
    }, 30_000); // 2.6 s alone, over 5 s on a loaded 2-core machine
  }
});
