import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { newTool } from "../define/func-tool.js";
import { Registry } from "../registry.js";
import { ToolError } from "../result/tool-error.js";
import type { ToolResult } from "../result/tool-result.js";
import { utf8Length } from "../result/utf8-length.js";
import { openStream } from "./tool-call-stream.js";

// Two tools whose behaviour depends on the arguments (ok, a ToolError, a throw), so every kind
// of answer comes up; `runs` counts every execution.
let runs = 0;
const registry = new Registry().mustRegister(
  newTool(
    "get_weather",
    "Weather for a city.",
    {
      type: "object",
      properties: {
        city: { type: "string", maxLength: 6 },
        days: { type: "integer", minimum: 1, maximum: 7 },
        unit: { enum: ["c", "f"] },
      },
      required: ["city"],
      additionalProperties: false,
    },
    (input) => {
      const args = input as { city: string; days?: number };
      runs++;
      if (args.city === "x") throw new ToolError("no such city");
      if (args.city === "boom") throw new Error("exploded");
      return `${args.city}: ${args.days ?? 1} days`;
    },
  ),
  newTool(
    "echo",
    "Echoes.",
    { type: "object", properties: { n: { type: ["number", "null"] } } },
    (args) => {
      runs++;
      return JSON.stringify(args);
    },
  ),
);

const value = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.constantFrom(null, true, 0, 3, 8, 2.5, "", "x", "boom", "Paris", "Lisbonne", "c", "k"),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom("city", "days", "unit", "n", "zz"), tie("value"), { maxKeys: 4 }),
  ),
})).value;

// Whole JSON, cut short, broken, duplicated keys, null and empty texts.
const argumentsText = fc.oneof(
  value.map((item) => JSON.stringify(item)),
  fc.tuple(value, fc.nat()).map(([item, cut]) => {
    const text = JSON.stringify(item);
    return text.slice(0, cut % (text.length + 1));
  }),
  fc.tuple(value, fc.nat(), fc.constantFrom("}", ",", "x", '"', " ")).map(([item, at, extra]) => {
    const text = JSON.stringify(item);
    const cut = at % (text.length + 1);
    return text.slice(0, cut) + extra + text.slice(cut);
  }),
  fc.constantFrom(
    "",
    " ",
    "null",
    " null ",
    '{"city":9,"city":"Rome"}',
    '{"city":"Rome","days":3}',
  ),
);

const toolName = fc.constantFrom("get_weather", "echo", "get_wether", "Echo", "", "nope");

function fields(result: ToolResult) {
  return {
    callId: result.callId,
    name: result.name,
    kind: result.kind,
    content: result.content,
    isError: result.isError,
    issues: result.issues,
    suggestion: result.suggestion,
    message: result.message(),
  };
}

/** Cuts `text` at the given offsets, in order. */
function pieces(text: string, cuts: readonly number[]): string[] {
  const offsets = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
  const out: string[] = [];
  let at = 0;
  for (const offset of offsets) {
    out.push(text.slice(at, offset));
    at = offset;
  }
  out.push(text.slice(at));
  return out;
}

describe("openStream against registry.call", () => {
  test("finish() answers exactly what registry.call answers for the whole text; nothing runs before", async () => {
    let invalid = 0;
    await fc.assert(
      fc.asyncProperty(
        toolName,
        fc.nat({ max: 12 }),
        argumentsText,
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.boolean(),
        async (name, nameCut, text, cuts, reportsFinal) => {
          runs = 0;
          const head = name.slice(0, nameCut);
          const stream = openStream(registry, { id: "call_7", name: head });
          stream.pushName(name.slice(head.length));
          for (const delta of pieces(text, cuts)) stream.push(delta);
          expect(runs).toBe(0);
          const streamed = await stream.finish(reportsFinal ? text : undefined);
          const streamedRuns = runs;
          const called = await registry.call({
            id: "call_7",
            type: "function",
            function: { name, arguments: text },
          });
          expect(fields(streamed)).toEqual(fields(called));
          expect(streamedRuns).toBe(runs - streamedRuns);
          // An invalid judgement is never wrong: the whole text is refused as well.
          if (stream.judgement().state === "invalid") {
            invalid++;
            expect(["invalid_arguments", "unknown_tool"]).toContain(called.kind);
          }
        },
      ),
      { numRuns: 400 },
    );
    expect(invalid).toBeGreaterThan(40);
  });
});

describe("openStream against registry.call, under maxArgumentBytes", () => {
  // Characters of 1 to 4 bytes, and a pair that deltas may split.
  const wide = fc
    .array(fc.constantFrom("a", "é", "€", "😀", "\uD83D"), { maxLength: 12 })
    .map((units) => JSON.stringify({ city: units.join("") }));

  test("finish() answers what registry.call answers for the whole text, at any limit; the text kept stays within it", async () => {
    let over = 0;
    await fc.assert(
      fc.asyncProperty(
        toolName,
        fc.oneof(argumentsText, wide),
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.integer({ min: 1, max: 40 }),
        fc.boolean(),
        async (name, text, cuts, maxArgumentBytes, reportsFinal) => {
          const limited = new Registry({ maxArgumentBytes }).mustRegister(
            ...registry.names().map((tool) => registry.get(tool) as never),
          );
          runs = 0;
          const stream = openStream(limited, { id: "call_9", name });
          let read = 0;
          for (const delta of pieces(text, cuts)) {
            const before = stream.judgement();
            const judgement = stream.push(delta);
            read += delta.length;
            expect(utf8Length(stream.text)).toBeLessThanOrEqual(maxArgumentBytes);
            if (
              judgement !== before &&
              judgement.state === "invalid" &&
              judgement.result.kind === "arguments_too_large"
            ) {
              // The refusal, at the delta that went over, is the registry's for the text so far.
              const sofar = await limited.call({
                id: "call_9",
                type: "function",
                function: { name, arguments: text.slice(0, read) },
              });
              expect(fields(judgement.result)).toEqual(fields(sofar));
            }
          }
          expect(runs).toBe(0);
          const streamed = await stream.finish(reportsFinal ? text : undefined);
          const streamedRuns = runs;
          const called = await limited.call({
            id: "call_9",
            type: "function",
            function: { name, arguments: text },
          });
          expect(fields(streamed)).toEqual(fields(called));
          expect(streamedRuns).toBe(runs - streamedRuns);
          if (called.kind === "arguments_too_large") over++;
        },
      ),
      { numRuns: 400 },
    );
    expect(over).toBeGreaterThan(40);
  });
});
