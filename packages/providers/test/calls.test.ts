import { defineTool, Registry } from "@tinyllm/tool";
import { WireFormatError } from "@tinyllm/types";
import { describe, expect, it } from "vitest";
import {
  fromAnthropicContent,
  fromGeminiParts,
  fromOpenAIResponsesOutput,
  toAnthropicToolResults,
  toGeminiFunctionResponses,
  toOpenAIResponsesOutputs,
} from "../src/index.js";

const registry = new Registry({ maxArgumentBytes: 64 }).mustRegister(
  defineTool({
    name: "get_weather",
    description: "Weather for a city.",
    parameters: {
      type: "object",
      properties: {
        city: { type: "string", minLength: 1 },
        days: { type: "integer", minimum: 1, maximum: 7 },
      },
      required: ["city"],
      additionalProperties: false,
    },
    execute: ({ city, days = 1 }) => `sunny in ${city} for ${days} days`,
  }),
);

describe("OpenAI Responses", () => {
  it("reads function_call items in order, skipping other items, and answers with function_call_output", async () => {
    const output = [
      { type: "reasoning", id: "rs_1", summary: [] },
      {
        type: "function_call",
        id: "fc_1",
        call_id: "call_a",
        name: "get_weather",
        arguments: '{"city":"Paris"}',
      },
      { type: "message", role: "assistant", content: [] },
      {
        type: "function_call",
        id: "fc_2",
        call_id: "call_b",
        name: "get_weather",
        arguments: '{"days":"3"}',
      },
    ];
    const calls = fromOpenAIResponsesOutput({ output });
    expect(calls.map((call) => call.id)).toEqual(["call_a", "call_b"]);
    const results = await registry.callAll(calls);
    expect(toOpenAIResponsesOutputs(results)).toEqual([
      { type: "function_call_output", call_id: "call_a", output: "sunny in Paris for 1 days" },
      {
        type: "function_call_output",
        call_id: "call_b",
        output:
          'error: invalid arguments for get_weather:\n$: missing required property "city"\n$.days: expected integer, got string',
      },
    ]);
  });

  it("names every bad field of a malformed function_call", () => {
    let error: unknown;
    try {
      fromOpenAIResponsesOutput([{ type: "function_call", call_id: 7, name: "x" }]);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(WireFormatError);
    expect((error as WireFormatError).message).toBe(
      "$[0].call_id: expected a string, got integer\n$[0].arguments: expected a string, got undefined",
    );
    expect(() => fromOpenAIResponsesOutput("nope")).toThrow(
      "$: expected a Responses output array, got string",
    );
  });

  it("names a bad field's type in the words every package uses: NaN, a fraction, a class", () => {
    const named = (callId: unknown) => {
      try {
        fromOpenAIResponsesOutput([
          { type: "function_call", call_id: callId, name: "x", arguments: "{}" },
        ]);
      } catch (error) {
        return (error as WireFormatError).message;
      }
      return "no error";
    };
    expect(named(Number.NaN)).toBe("$[0].call_id: expected a string, got NaN");
    expect(named(1.5)).toBe("$[0].call_id: expected a string, got number");
    expect(named(new Map())).toBe("$[0].call_id: expected a string, got Map");
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(named(proxy)).toBe("$[0].call_id: expected a string, got unreadable object");
  });
});

describe("Anthropic", () => {
  it("reads tool_use blocks whose input is an object; the registry validates and limits it as any call", async () => {
    const content = [
      { type: "text", text: "Let me check." },
      { type: "tool_use", id: "toolu_1", name: "get_weather", input: { city: "Oslo", days: 2 } },
      { type: "tool_use", id: "toolu_2", name: "get_weather", input: { city: "" } },
      { type: "tool_use", id: "toolu_3", name: "get_weather", input: { city: "x".repeat(80) } },
    ];
    const calls = fromAnthropicContent({ role: "assistant", content });
    expect(calls[0]?.function.arguments).toBe('{"city":"Oslo","days":2}');
    const results = await registry.callAll(calls);
    const blocks = toAnthropicToolResults(results);
    expect(blocks[0]).toEqual({
      type: "tool_result",
      tool_use_id: "toolu_1",
      content: "sunny in Oslo for 2 days",
      is_error: false,
    });
    expect(blocks[1]).toEqual({
      type: "tool_result",
      tool_use_id: "toolu_2",
      content: "invalid arguments for get_weather:\n$.city: expected at least 1 character, got 0",
      is_error: true,
    });
    expect(results[2]?.kind).toBe("arguments_too_large");
    expect(blocks[2]?.is_error).toBe(true);
  });

  it("a tool_use without input means no arguments; input that is not JSON is named", () => {
    expect(
      fromAnthropicContent([{ type: "tool_use", id: "a", name: "t" }])[0]?.function.arguments,
    ).toBe("");
    expect(() =>
      fromAnthropicContent([{ type: "tool_use", id: "a", name: "t", input: { n: 1n } }]),
    ).toThrow("$[0].input: expected JSON arguments, got object that is not JSON");
  });
});

describe("Gemini", () => {
  it("makes ids for calls without one, never sends them back, and keeps the ids Gemini gave", async () => {
    const parts = [
      { text: "Checking both." },
      { functionCall: { name: "get_weather", args: { city: "Rome" } } },
      { functionCall: { id: "given-7", name: "get_weather", args: { city: "Lima" } } },
      { functionCall: { name: "get_weather", args: {} } },
    ];
    const calls = fromGeminiParts({ role: "model", parts });
    expect(calls.map((call) => call.id)).toEqual(["gemini_call_0", "given-7", "gemini_call_2"]);
    const results = await registry.callAll(calls);
    expect(toGeminiFunctionResponses(results, calls)).toEqual([
      {
        functionResponse: { name: "get_weather", response: { output: "sunny in Rome for 1 days" } },
      },
      {
        functionResponse: {
          id: "given-7",
          name: "get_weather",
          response: { output: "sunny in Lima for 1 days" },
        },
      },
      {
        functionResponse: {
          name: "get_weather",
          response: {
            error: 'invalid arguments for get_weather:\n$: missing required property "city"',
          },
        },
      },
    ]);
  });

  it("a functionCall without args means no arguments", () => {
    expect(fromGeminiParts([{ functionCall: { name: "t" } }])[0]?.function.arguments).toBe("");
    expect(() => fromGeminiParts([{ functionCall: { args: {} } }])).toThrow(
      "$[0].functionCall.name: expected a string, got undefined",
    );
  });
});
