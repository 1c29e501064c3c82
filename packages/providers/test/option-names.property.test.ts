import type { ToolDef } from "@tinyllm/types";
import { unknownOption } from "@tinyllm/types";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { GEMINI_OPTION_NAMES } from "../src/gemini-tools.js";
import {
  toAnthropicTools,
  toGeminiDeclarations,
  toOpenAIChatTools,
  toOpenAIResponsesTools,
} from "../src/index.js";
import { STRICT_OPTION_NAMES } from "../src/project-tools.js";
import { weatherRegistry } from "./weather-tool.js";

const defs = weatherRegistry().definitions();

/** One options object: its function's name in messages, its list, and a call that gives it. */
const ENTRIES: readonly {
  readonly owner: string;
  readonly names: readonly string[];
  readonly give: (defs: readonly ToolDef[], options: never) => unknown;
}[] = [
  { owner: "toOpenAIChatTools", names: STRICT_OPTION_NAMES, give: toOpenAIChatTools },
  { owner: "toOpenAIResponsesTools", names: STRICT_OPTION_NAMES, give: toOpenAIResponsesTools },
  { owner: "toAnthropicTools", names: STRICT_OPTION_NAMES, give: toAnthropicTools },
  { owner: "toGeminiDeclarations", names: GEMINI_OPTION_NAMES, give: toGeminiDeclarations },
];

/** A name an options object does not have: any string, or a near miss of one it has. */
function unknownName(names: readonly string[]): fc.Arbitrary<string> {
  const nearMiss = fc
    .tuple(fc.constantFrom(...names), fc.string({ maxLength: 2 }), fc.boolean())
    .map(([name, extra, upper]) => `${upper ? name.toUpperCase() : name}${extra}`);
  return fc.oneof(fc.string({ maxLength: 30 }), nearMiss).filter((name) => !names.includes(name));
}

describe("every options object of @tinyllm/providers", () => {
  for (const entry of ENTRIES) {
    test(`${entry.owner}: a random name not in the list is refused with unknownOption's message`, () => {
      fc.assert(
        fc.property(unknownName(entry.names), fc.anything(), (name, value) => {
          const options = { [name]: value };
          const attempt = () => entry.give(defs, options as never);
          expect(attempt).toThrow(TypeError);
          expect(attempt).toThrow(unknownOption(options, entry.owner, entry.names)?.message ?? "");
          expect(attempt).toThrow(`${entry.owner} options: ${entry.names.join(", ")}`);
        }),
      );
    });

    test(`${entry.owner}: every subset of its names is taken`, () => {
      fc.assert(
        fc.property(fc.subarray([...entry.names]), (picked) => {
          const options = Object.fromEntries(picked.map((name) => [name, undefined]));
          expect(() => entry.give(defs, options as never)).not.toThrow();
        }),
      );
    });
  }
});
