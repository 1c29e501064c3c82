import { describe, expect, test } from "vitest";
import { z } from "zod";
import { defineTool } from "../define/define-tool.js";
import { Registry } from "../registry.js";
import { conservativeRepair } from "../repair/conservative-repair.js";
import { InvalidStreamOptionError } from "./stream-option-error.js";
import { openStream, type StreamJudgement } from "./tool-call-stream.js";

/** A registry with one search tool whose runs are counted. */
function searchRegistry() {
  const runs: unknown[] = [];
  const registry = new Registry().mustRegister(
    defineTool({
      name: "search",
      description: "Searches the index.",
      parameters: {
        type: "object",
        properties: {
          query: { type: "string", maxLength: 20 },
          limit: { type: "integer", minimum: 1 },
        },
        required: ["query", "limit"],
        additionalProperties: false,
      },
      execute: (args) => {
        runs.push(args);
        return `found ${args.limit} for ${args.query}`;
      },
    }),
  );
  return { registry, runs };
}

const lines = (judgement: StreamJudgement) =>
  (judgement.state === "viable" ? judgement.unlessRepeated : judgement.issues).map(
    (issue) => `${issue.path}: ${issue.message}`,
  );

describe("openStream", () => {
  test("nothing runs before finish, even when a prefix already parses (VULN-6861)", async () => {
    const { registry, runs } = searchRegistry();
    const stream = openStream(registry, { id: "call_1", name: "search" });
    for (const delta of ['{"query":', '"test"', "}"]) stream.push(delta);
    // `{"query":"test"}` is whole JSON, but the call is not over: limit may still come.
    expect(stream.judgement()).toEqual({
      state: "complete",
      issues: [
        expect.objectContaining({ path: "$", message: 'missing required property "limit"' }),
      ],
    });
    expect(runs).toEqual([]);
    const fresh = openStream(registry, { id: "call_2", name: "search" });
    for (const delta of ['{"query":', '"test"', ',"limit":10}']) fresh.push(delta);
    const result = await fresh.finish('{"query":"test","limit":10}');
    expect(result.content).toBe("found 10 for test");
    expect(runs).toEqual([{ query: "test", limit: 10 }]);
    // Called again: the same answer, no second run.
    expect(await fresh.finish()).toBe(result);
    expect(runs).toHaveLength(1);
  });

  test("a call wrong at its start is invalid at once, with the refusal to send", () => {
    const { registry } = searchRegistry();
    const stream = openStream(registry, { id: "call_1", name: "search" });
    stream.push('{"que');
    const judgement = stream.push('ry":"x","page"');
    expect(judgement.state).toBe("invalid");
    expect(lines(judgement)).toEqual(['$: unexpected property "page"']);
    if (judgement.state !== "invalid") throw new Error("unreachable");
    expect(judgement.result.kind).toBe("invalid_arguments");
    expect(judgement.result.message()).toEqual({
      role: "tool",
      tool_call_id: "call_1",
      content: 'error: invalid arguments for search:\n$: unexpected property "page"',
    });
  });

  test("issues under a key are reported as standing unless the key comes again", () => {
    const { registry } = searchRegistry();
    const stream = openStream(registry, { id: "c", name: "search" });
    expect(lines(stream.push('{"limit":"ten"'))).toEqual(["$.limit: expected integer, got string"]);
    expect(stream.judgement().state).toBe("viable");
    expect(lines(stream.push(',"limit":'))).toEqual([]);
  });

  test("a name in pieces is judged once the arguments begin, with registry.call's did-you-mean", async () => {
    const { registry } = searchRegistry();
    const stream = openStream(registry, { id: "c", name: "sea" });
    expect(stream.pushName("rc")).toEqual({ state: "viable", unlessRepeated: [] });
    const judgement = stream.push("{");
    expect(judgement.state).toBe("invalid");
    const called = await registry.call({
      id: "c",
      type: "function",
      function: { name: "searc", arguments: "{" },
    });
    if (judgement.state !== "invalid") throw new Error("unreachable");
    expect(judgement.result.content).toBe(called.content);
    expect(judgement.result.suggestion).toBe("search");
    // The last piece of the name comes late: the text is judged again under the whole name.
    expect(stream.pushName("h")).toEqual({ state: "viable", unlessRepeated: [] });
    expect(stream.name).toBe("search");
  });

  test("a final text that differs from the deltas is refused and the tool does not run", async () => {
    const { registry, runs } = searchRegistry();
    const stream = openStream(registry, { id: "c", name: "search" });
    stream.push('{"query":"a","limit":1}');
    const result = await stream.finish('{"query":"b","limit":1}');
    expect(result.kind).toBe("tool_failed");
    expect(result.content).toBe(
      "tool search failed in the registry: the final arguments (23 characters) differ from the 23 characters streamed, from offset 10; the tool did not run",
    );
    expect(runs).toEqual([]);
  });

  test("abort ends the call without running it; finish then answers cancelled", async () => {
    const { registry, runs } = searchRegistry();
    const stream = openStream(registry, { id: "c", name: "search" });
    stream.push('{"query":"a","limit":1}');
    stream.abort();
    expect(stream.status).toBe("aborted");
    const result = await stream.finish();
    expect(result.kind).toBe("cancelled");
    expect(runs).toEqual([]);
  });

  test("null and empty arguments read as {}, as registry.call reads them", () => {
    const { registry } = searchRegistry();
    const stream = openStream(registry, { id: "c", name: "search" });
    expect(stream.push(" nu").state).toBe("viable");
    expect(lines(stream.push("ll"))).toEqual([
      '$: missing required property "limit"',
      '$: missing required property "query"',
    ]);
    const empty = openStream(registry, { id: "c", name: "search" });
    expect(empty.push("  ")).toEqual({ state: "viable", unlessRepeated: [] });
  });

  test("a Standard Schema tool judges itself: only JSON syntax is judged while streaming", () => {
    const registry = new Registry().mustRegister(
      defineTool({
        name: "loose",
        description: "Takes a zod object, which strips unknown keys.",
        parameters: z.object({ a: z.string() }),
        execute: () => "ok",
      }),
    );
    const stream = openStream(registry, { id: "c", name: "loose" });
    expect(stream.push('{"b":1,"a":2').state).toBe("viable");
    expect(stream.push("}")).toEqual({ state: "complete", issues: [] });
    expect(openStream(registry, { id: "c", name: "loose" }).push("{]").state).toBe("invalid");
  });

  test("a change to the registry is seen by the next stream", () => {
    const { registry } = searchRegistry();
    expect(openStream(registry, { id: "c", name: "search" }).push('{"x"').state).toBe("invalid");
    registry.unregister("search");
    registry.register(
      defineTool({
        name: "search",
        description: "Open.",
        parameters: { type: "object" },
        execute: () => "",
      }),
    );
    expect(openStream(registry, { id: "c", name: "search" }).push('{"x"').state).toBe("viable");
  });

  test("unknown options are refused", () => {
    const { registry } = searchRegistry();
    expect(() => openStream(registry, { id: "c", nmae: "search" } as never)).toThrow(
      InvalidStreamOptionError,
    );
    expect(() => openStream(registry, { id: 1 } as never)).toThrow(
      /openStream id is integer; expected a string/,
    );
    expect(() => openStream(registry, { id: "c", judge: "all" } as never)).toThrow(
      InvalidStreamOptionError,
    );
  });
});

describe('openStream with judge "name"', () => {
  const search = () =>
    defineTool({
      name: "search",
      description: "Searches the index.",
      parameters: {
        type: "object",
        properties: { query: { type: "string" }, limit: { type: "integer" } },
        required: ["query"],
        additionalProperties: false,
      },
      execute: (args) => `found ${args.limit ?? 10} for ${args.query}`,
    });
  const fenced = '```json\n{"query": "test", "limit": "3",}\n```';

  test("a repairing registry's call is never refused early: finish answers as registry.call", async () => {
    const registry = new Registry({ repair: conservativeRepair() }).mustRegister(search());
    // The schema judge refuses the fence at once, though the registry would repair it.
    const eager = openStream(registry, { id: "c1", name: "search" });
    expect(eager.push(fenced).state).toBe("invalid");
    const stream = openStream(registry, { id: "c2", name: "search", judge: "name" });
    for (const character of fenced) expect(stream.push(character).state).toBe("viable");
    const result = await stream.finish();
    expect(result.kind).toBe("ok");
    expect(result.content).toBe((await registry.call(call("c2", fenced))).content);
  });

  test("an unknown tool name is still refused as soon as the arguments begin", () => {
    const registry = new Registry().mustRegister(search());
    const stream = openStream(registry, { id: "c3", name: "serch", judge: "name" });
    expect(stream.push("{").state).toBe("invalid");
  });
});

function call(id: string, text: string) {
  return { id, type: "function" as const, function: { name: "search", arguments: text } };
}
