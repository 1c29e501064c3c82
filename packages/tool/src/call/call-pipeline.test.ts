import { MAX_ERRORS } from "@tinyllm/schema";
import { describe, expect, it, vi } from "vitest";
import { toolCall } from "../../test/fixtures.js";
import { newTool } from "../define/func-tool.js";
import type { ToolContext } from "../define/tool.js";
import { Registry } from "../registry.js";
import { DEFAULT_MAX_ARGUMENT_BYTES, DEFAULT_MAX_RESULT_CHARS } from "../registry-options.js";

function _hanging(seen: ToolContext[] = []) {
  return (_args: unknown, context: ToolContext): Promise<never> => {
    seen.push(context);
    void context.signal;
    return new Promise(() => {});
  };
}

describe("numbers too large to represent", () => {
  const registry = () =>
    new Registry().mustRegister(
      newTool(
        "t",
        "",
        {
          type: "object",
          properties: { days: { type: "integer" }, any: {}, name: { type: "string" } },
        },
        () => "ran",
      ),
    );

  it("say what was sent, not Infinity, keeping the other problems", async () => {
    const result = await registry().call(toolCall("t", '{"days": 1e400, "name": 3}'));
    expect(result.kind).toBe("invalid_arguments");
    expect(result.issues.map((issue) => [issue.code, issue.path])).toEqual([
      ["number_too_large", "$.days"],
      ["type", "$.name"],
    ]);
    expect(result.content).toBe(
      "invalid arguments for t:\n$.days: got a number too large to represent; expected a number between -1.7976931348623157e308 and 1.7976931348623157e308\n$.name: expected string, got integer",
    );
    expect(result.content).not.toContain("Infinity");
  });

  it("are refused where the schema takes any value, at any depth, negative too", async () => {
    const result = await registry().call(toolCall("t", '{"any": [1, {"deep": -2E+308}]}'));
    expect(result.kind).toBe("invalid_arguments");
    expect(result.issues.map((issue) => issue.path)).toEqual(["$.any[1].deep"]);
  });

  it("leave large numbers that fit, and text that only looks like one, alone", async () => {
    const result = await registry().call(toolCall("t", '{"any": [1.7e308, "1e400"]}'));
    expect(result.kind).toBe("ok");
  });

  // A closed schema lets no ±Infinity through, so the search runs only for a refusal: it must
  // still word that refusal, and a normalizer's rewrite must not hide a number the model sent.
  const closed = {
    type: "object",
    properties: { days: { type: "number" }, tags: { type: "array", items: { enum: [1, 2] } } },
    additionalProperties: false,
  } as const;

  it("are worded as such where a closed schema refuses them", async () => {
    const registry = new Registry().mustRegister(newTool("t", "", closed, () => "ran"));
    const result = await registry.call(toolCall("t", '{"days": 1e400, "tags": [1, -1E999]}'));
    expect(result.issues.map((issue) => [issue.code, issue.path])).toEqual([
      ["number_too_large", "$.days"],
      ["number_too_large", "$.tags[1]"],
    ]);
    expect(result.content).not.toContain("Infinity");
  });

  it("are refused when a normalizer dropped them before a closed schema judged", async () => {
    const registry = new Registry({ normalizeArguments: () => ({ days: 1 }) }).mustRegister(
      newTool("t", "", closed, () => "ran"),
    );
    const result = await registry.call(toolCall("t", '{"days": 1e400}'));
    expect(result.issues.map((issue) => [issue.code, issue.path])).toEqual([
      ["number_too_large", "$.days"],
    ]);
  });
});

describe("many wrong array elements", () => {
  it("reach the model in index order, capped, counted, within the limit", async () => {
    const registry = new Registry().mustRegister(
      newTool(
        "t",
        "",
        { type: "object", properties: { tags: { type: "array", items: { type: "string" } } } },
        () => "ran",
      ),
    );
    const tags = Array.from({ length: 10_000 }, (_, index) => index);
    const result = await registry.call(toolCall("t", JSON.stringify({ tags })));
    const content = result.message().content;
    expect(content.length).toBeLessThanOrEqual(DEFAULT_MAX_RESULT_CHARS);
    const lines = content.split("\n");
    // The validator stops collecting past MAX_ERRORS and says so first.
    expect(lines[1]).toBe(
      `$: more than ${MAX_ERRORS} errors: the first ${MAX_ERRORS} found are listed`,
    );
    expect(lines.slice(2, 12).map((line) => line.split(":")[0])).toEqual(
      Array.from({ length: 10 }, (_, index) => `$.tags[${index}]`),
    );
    expect(lines.at(-1)).toBe("... and 901 more (1001 problems in all)");
    expect(result.issues).toHaveLength(MAX_ERRORS + 1);
    expect(result.issues[0]?.code).toBe("too_many_errors");
    expect(result.issues[10]?.path).toBe("$.tags[9]");
  });
});

describe("limits", () => {
  it("refuses arguments over maxArgumentBytes before parsing, naming the limit", async () => {
    const execute = vi.fn(() => "ran");
    const registry = new Registry({ maxArgumentBytes: 20 }).mustRegister(
      newTool("t", "", undefined, execute),
    );
    const fits = '{"city":"Paris-Nord"}';
    expect(fits).toHaveLength(21);
    expect((await registry.call(toolCall("t", '{"city":"Paris-Nor"}'))).kind).toBe("ok");
    const result = await registry.call(toolCall("t", fits));
    expect(result.kind).toBe("arguments_too_large");
    expect(result.content).toBe(
      "arguments for t are 21 bytes of UTF-8, over the limit of 20 bytes; they were not read and the tool did not run",
    );
    // "é" is 2 bytes in UTF-8, "😀" is 4: 8 + 2 + 4 + 2 = 16 characters, 20 bytes.
    expect((await registry.call(toolCall("t", '{"city":"éé😀"}'))).kind).toBe("ok");
    expect((await registry.call(toolCall("t", '{"city":"ééé😀"}'))).kind).toBe(
      "arguments_too_large",
    );
    expect(execute).toHaveBeenCalledTimes(2);
  });

  it("defaults maxArgumentBytes to 1 MiB", async () => {
    expect(DEFAULT_MAX_ARGUMENT_BYTES).toBe(1_048_576);
    const registry = new Registry().mustRegister(newTool("t", "", undefined, () => "ran"));
    const filler = (bytes: number) => `{"a":"${"x".repeat(bytes - 8)}"}`;
    expect(filler(1_048_576)).toHaveLength(1_048_576);
    expect((await registry.call(toolCall("t", filler(1_048_576)))).kind).toBe("ok");
    const over = await registry.call(toolCall("t", filler(1_048_577)));
    expect(over.content).toContain("over the limit of 1048576 bytes");
  });

  it("cuts long content keeping head and tail, with a marker, within maxResultChars", async () => {
    const text = `HEAD${"-".repeat(1000)}TAIL`;
    const registry = new Registry({ maxResultChars: 200 }).mustRegister(
      newTool("t", "", undefined, () => text),
    );
    const { content } = await registry.call(toolCall("t", "{}"));
    expect(content.length).toBeLessThanOrEqual(200);
    const [head, marker, tail] = content.split("\n");
    expect(head?.startsWith("HEAD")).toBe(true);
    expect(tail?.endsWith("TAIL")).toBe(true);
    expect(marker).toBe(
      `[truncated: showing ${(head?.length ?? 0) + (tail?.length ?? 0)} of 1008 characters]`,
    );
    expect(text.startsWith(head ?? "x")).toBe(true);
    expect(text.endsWith(tail ?? "x")).toBe(true);
  });

  it("defaults maxResultChars to 50,000 and cuts error contents too", async () => {
    expect(DEFAULT_MAX_RESULT_CHARS).toBe(50_000);
    const registry = new Registry().mustRegister(
      newTool("big", "", undefined, () => "y".repeat(152_331)),
      newTool("loud", "", undefined, () => {
        throw new Error("z".repeat(100_000));
      }),
    );
    const big = await registry.call(toolCall("big", "{}"));
    expect(big.content.length).toBeLessThanOrEqual(50_000);
    expect(big.content).toContain("of 152331 characters]");
    const loud = await registry.call(toolCall("loud", "{}"));
    expect(loud.content.length).toBeLessThanOrEqual(50_000);
  });
});
