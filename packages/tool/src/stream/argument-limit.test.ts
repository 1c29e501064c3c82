import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { defineTool } from "../define/define-tool.js";
import { Registry } from "../registry.js";
import { utf8Length } from "../result/utf8-length.js";
import { ByteCounter } from "./argument-limit.js";
import { openStream } from "./tool-call-stream.js";

/** A registry with one echo tool whose runs are counted, refusing arguments over `maxArgumentBytes`. */
function echoRegistry(maxArgumentBytes: number, hooks: string[] = []) {
  const runs: unknown[] = [];
  const registry = new Registry({
    maxArgumentBytes,
    onCallStart: (event) => hooks.push(`start ${event.name}`),
    onCallEnd: (event) => hooks.push(`end ${event.name} ${event.kind}`),
  }).mustRegister(
    defineTool({
      name: "echo",
      description: "Echoes.",
      parameters: { type: "object", properties: { text: { type: "string" } } },
      execute: (args) => {
        runs.push(args);
        return String(args.text);
      },
    }),
  );
  return { registry, runs };
}

describe("ByteCounter", () => {
  test("counts what utf8Length counts of the whole, a surrogate pair split between pieces included", () => {
    const unit = fc.constantFrom("a", "é", "€", "\uD83D", "\uDE00", "😀", '"');
    fc.assert(
      fc.property(
        fc.array(fc.array(unit, { maxLength: 6 }), { maxLength: 8 }),
        fc.nat({ max: 40 }),
        (pieces, limit) => {
          const counter = new ByteCounter(limit);
          let text = "";
          let over = false;
          for (const units of pieces) {
            const delta = units.join("");
            if (delta === "") continue;
            over = counter.add(delta, text);
            text += delta;
          }
          expect(over).toBe(utf8Length(text) > limit);
          expect(counter.length).toBe(text.length);
          if (over) expect(counter.bytes).toBe(utf8Length(text));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("openStream over maxArgumentBytes", () => {
  test("refuses at the delta that goes over, in the registry's words, and keeps no more text", async () => {
    const hooks: string[] = [];
    const { registry, runs } = echoRegistry(20, hooks);
    const stream = openStream(registry, { id: "call_1", name: "echo" });
    expect(stream.push('{"text":"')).toEqual({ state: "viable", unlessRepeated: [] });
    expect(stream.push("0123456789").state).toBe("viable");
    const judgement = stream.push("€€");
    expect(judgement.state).toBe("invalid");
    if (judgement.state !== "invalid") return;
    const stopped = await registry.call({
      id: "call_1",
      type: "function",
      function: { name: "echo", arguments: '{"text":"0123456789€€' },
    });
    expect(judgement.result.content).toBe(stopped.content);
    expect(judgement.result.content).toBe(
      "arguments for echo are 25 bytes of UTF-8, over the limit of 20 bytes; they were not read and the tool did not run",
    );
    expect(judgement.issues.map((issue) => issue.code)).toEqual(["arguments_too_large"]);
    // Past the limit no delta is kept: a megabyte more leaves the text as it was.
    stream.push("x".repeat(1 << 20));
    stream.push('"}');
    expect(stream.text).toBe('{"text":"0123456789');
    expect(stream.judgement()).toBe(judgement);
    hooks.length = 0;
    const result = await stream.finish();
    expect(result.kind).toBe("arguments_too_large");
    expect(result.content).toBe(
      `arguments for echo are ${25 + (1 << 20) + 2} bytes of UTF-8, over the limit of 20 bytes; they were not read and the tool did not run`,
    );
    // The registry's hooks hear the refusal as they would hear registry.call's.
    expect(hooks).toEqual(["start echo", "end echo arguments_too_large"]);
    expect(runs).toEqual([]);
  });

  test("an unknown tool stays refused as unknown, as registry.call answers it", async () => {
    const { registry } = echoRegistry(8);
    const stream = openStream(registry, { id: "call_2", name: "ecko" });
    stream.push('{"text":"a long text"}');
    const judgement = stream.judgement();
    expect(judgement.state === "invalid" && judgement.result.kind).toBe("unknown_tool");
    expect(stream.text).toBe("");
    expect((await stream.finish()).kind).toBe("unknown_tool");
  });

  test("a final text that differs past what was kept is refused as a mismatch", async () => {
    const { registry } = echoRegistry(8);
    const sent = '{"text":"abcdef"}';
    const same = openStream(registry, { id: "call_3", name: "echo" });
    const other = openStream(registry, { id: "call_3", name: "echo" });
    for (const stream of [same, other]) {
      stream.push(sent.slice(0, 5));
      stream.push(sent.slice(5));
    }
    expect((await same.finish(sent)).kind).toBe("arguments_too_large");
    const refused = await other.finish('{"text":"abcdeé"}');
    expect(refused.kind).toBe("tool_failed");
    expect(refused.content).toContain("differ from the 17 characters streamed");
  });

  test("a name piece after the limit judges the new name, still over the limit", () => {
    const { registry } = echoRegistry(4);
    const stream = openStream(registry, { id: "call_4", name: "ec" });
    stream.push('{"text":1}');
    expect(stream.judgement().state === "invalid" && stream.judgement()).toMatchObject({
      result: { kind: "unknown_tool" },
    });
    const judgement = stream.pushName("ho");
    expect(judgement.state === "invalid" && judgement.result.kind).toBe("arguments_too_large");
  });
});
