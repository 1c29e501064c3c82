import { describe, expect, it } from "vitest";
import { z } from "zod";
import { GET_WEATHER_SCHEMA, toolCall } from "../../test/fixtures.js";
import { ApprovalRegistry } from "../approval/approval-registry.js";
import { pendingOf } from "../approval/approval-required.js";
import type { PendingApproval } from "../approval/pending-approval.js";
import type { CallEndEvent } from "../call/call-hooks.js";
import { defineTool } from "../define/define-tool.js";
import { newTool } from "../define/func-tool.js";
import type { ToolContext } from "../define/tool.js";
import { Registry } from "../registry.js";
import { InvalidRegistryOptionError } from "../registry-option-error.js";
import { conservativeRepair } from "./conservative-repair.js";
import { repairsOf } from "./repaired-result.js";

function weather(runs: { args: unknown; context: ToolContext }[] = []) {
  return newTool("get_weather", "Current weather", GET_WEATHER_SCHEMA, (args, context) => {
    runs.push({ args, context });
    return `sunny in ${(args as { city: string }).city}`;
  });
}

describe("conservativeRepair on the registry", () => {
  it("runs the tool on the repaired arguments; the result carries the repairs and one line", async () => {
    const runs: { args: unknown; context: ToolContext }[] = [];
    const ends: CallEndEvent[] = [];
    const registry = new Registry({
      repair: conservativeRepair(),
      onCallEnd: (event) => ends.push(event),
    }).mustRegister(weather(runs));
    const sent = '{"city": "Paris", "days": "3", "unit": "C"}';
    const result = await registry.call(toolCall("get_weather", sent));
    expect(result.kind).toBe("ok");
    expect(runs.map((run) => run.args)).toEqual([{ city: "Paris", days: 3, unit: "c" }]);
    // The tool reads what the model sent beside what it runs on.
    expect(runs[0]?.context.rawArguments).toBe(sent);
    expect(result.message().content).toBe(
      'sunny in Paris\nnote: the arguments were repaired before the tool ran: $.days "3" as 3; $.unit "C" as "c"',
    );
    const repairs = [
      { path: "$.days", rule: "numeric_string", from: "3", to: 3 },
      { path: "$.unit", rule: "enum_case", from: "C", to: "c" },
    ];
    expect(repairsOf(result)).toEqual(repairs);
    expect(result.toJSON()).toMatchObject({ kind: "ok", repairs });
    expect(Object.isFrozen(repairsOf(result)[0])).toBe(true);
    // The hook sees the same result: what the model sent (from) and what the tool got (to).
    expect(ends.map((event) => repairsOf(event.result))).toEqual([repairs]);
  });

  it("the note can be turned off; the repairs stay", async () => {
    const registry = new Registry({ repair: conservativeRepair({ note: false }) }).mustRegister(
      weather(),
    );
    const result = await registry.call(toolCall("get_weather", '```json\n{"city": "Paris",}\n```'));
    expect(result.content).toBe("sunny in Paris");
    expect(repairsOf(result).map((repair) => repair.rule)).toEqual([
      "code_fence",
      "code_fence",
      "trailing_comma",
    ]);
  });

  it("what cannot be repaired reads the original refusal, byte for byte", async () => {
    const plain = new Registry().mustRegister(weather());
    const runs: { args: unknown; context: ToolContext }[] = [];
    const repairing = new Registry({ repair: conservativeRepair() }).mustRegister(weather(runs));
    for (const sent of [
      '{"days": "3", "unit": "kelvin", "country": "FR"}',
      '{"city": "Paris", "days": "3.7"}',
      '{"city": "Paris", "days": "1e400"}',
      '{"city": "Paris", "days": 1e400}',
      '{"city": "Paris", "days": 3',
      '{"city": "Paris", "days": "9"}',
    ]) {
      const before = await plain.call(toolCall("get_weather", sent));
      const after = await repairing.call(toolCall("get_weather", sent));
      expect(after.kind, sent).toBe("invalid_arguments");
      expect(after.toJSON()).toEqual(before.toJSON());
      expect(repairsOf(after)).toEqual([]);
    }
    expect(runs).toEqual([]);
  });

  it("re-judges with the tool's own validator: a zod schema stricter than its JSON Schema wins", async () => {
    // The JSON Schema zod states says integer; the refinement (an even number) only zod knows.
    const runs: unknown[] = [];
    const even = z.object({
      days: z
        .number()
        .int()
        .refine((days) => days % 2 === 0),
    });
    const registry = new Registry({ repair: conservativeRepair() }).mustRegister(
      defineTool({
        name: "t",
        description: "",
        parameters: even,
        execute: (args) => {
          runs.push(args);
          return "ran";
        },
      }),
    );
    const refused = await registry.call(toolCall("t", '{"days": "3"}'));
    expect(refused.kind).toBe("invalid_arguments");
    expect(refused.content).toContain("$.days");
    expect(refused.content).not.toContain("note:");
    const repaired = await registry.call(toolCall("t", '{"days": "4"}'));
    expect(repaired.kind).toBe("ok");
    expect(runs).toEqual([{ days: 4 }]);
  });

  it("a repaired call runs the normalizer too, and is judged after it", async () => {
    const runs: unknown[] = [];
    const registry = new Registry({
      repair: conservativeRepair(),
      normalizeArguments: (args) => ({ ...(args as object), city: "Lyon" }),
    }).mustRegister(
      newTool("get_weather", "", GET_WEATHER_SCHEMA, (args) => {
        runs.push(args);
        return "ok";
      }),
    );
    const result = await registry.call(toolCall("get_weather", '{"city": "Paris", "days": "2"}'));
    expect(result.kind).toBe("ok");
    expect(runs).toEqual([{ city: "Lyon", days: 2 }]);
  });

  it("never touches a call that is not an argument refusal", async () => {
    const registry = new Registry({ repair: conservativeRepair() }).mustRegister(weather());
    const unknown = await registry.call(toolCall("get_wether", '{"city": "3"}'));
    expect(unknown.kind).toBe("unknown_tool");
    expect(repairsOf(unknown)).toEqual([]);
    const ok = await registry.call(toolCall("get_weather", '{"city": "3"}'));
    expect(ok.content).toBe("sunny in 3");
  });

  it("a caller's signal aborted before the call: cancelled, never repaired, never run", async () => {
    const runs: { args: unknown; context: ToolContext }[] = [];
    const registry = new Registry({ repair: conservativeRepair() }).mustRegister(weather(runs));
    const result = await registry.call(toolCall("get_weather", '{"city": "Paris", "days": "2"}'), {
      signal: AbortSignal.abort(),
    });
    expect(result.kind).toBe("cancelled");
    expect(runs).toEqual([]);
  });

  it("refuses unknown and wrong options, like the registry's", () => {
    expect(() => conservativeRepair({ nots: false } as never)).toThrow(InvalidRegistryOptionError);
    expect(() => conservativeRepair({ note: "no" } as never)).toThrow(InvalidRegistryOptionError);
    expect(() => new Registry({ repair: "conservative" as never })).toThrow(
      "registry option repair is string; expected a function",
    );
  });
});

describe("conservativeRepair with promises", () => {
  it("an async tool's repaired result carries the repairs", async () => {
    const registry = new Registry({ repair: conservativeRepair() }).mustRegister(
      newTool("t", "", { type: "object", properties: { n: { type: "integer" } } }, async (args) => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        return JSON.stringify(args);
      }),
    );
    const result = await registry.call(toolCall("t", '{"n": "5"}'));
    expect(result.content.split("\n")[0]).toBe('{"n":5}');
    expect(repairsOf(result)).toEqual([{ path: "$.n", rule: "numeric_string", from: "5", to: 5 }]);
  });

  it("a refusal a foreign validator answers later is repaired too, and judged again by it", async () => {
    const runs: unknown[] = [];
    const lateEven = {
      "~standard": {
        version: 1,
        vendor: "test",
        validate: async (value: unknown) => {
          const days = (value as { days?: unknown }).days;
          return typeof days === "number" && days % 2 === 0
            ? { value }
            : { issues: [{ message: "expected an even number", path: ["days"] }] };
        },
        jsonSchema: {
          input: () => ({ type: "object", properties: { days: { type: "integer" } } }),
          output: () => ({ type: "object", properties: { days: { type: "integer" } } }),
        },
      },
    };
    const registry = new Registry({ repair: conservativeRepair() }).mustRegister(
      defineTool({
        name: "t",
        description: "",
        parameters: lateEven as never,
        execute: (args) => {
          runs.push(args);
          return "ran";
        },
      }),
    );
    expect((await registry.call(toolCall("t", '{"days": "4"}'))).kind).toBe("ok");
    const odd = await registry.call(toolCall("t", '{"days": "3"}'));
    expect(odd.kind).toBe("invalid_arguments");
    expect(repairsOf(odd)).toEqual([]);
    expect(runs).toEqual([{ days: 4 }]);
  });
});

describe("conservativeRepair with a tool that needs approval", () => {
  it("puts the repaired arguments to the human and runs nothing until approved", async () => {
    const runs: unknown[] = [];
    const tools = new ApprovalRegistry({ repair: conservativeRepair() });
    tools.register(
      defineTool({
        name: "pay",
        description: "Pays someone.",
        parameters: {
          type: "object",
          properties: { to: { type: "string" }, cents: { type: "integer", minimum: 1 } },
          required: ["to", "cents"],
          additionalProperties: false,
        },
        needsApproval: true,
        execute: (args) => {
          runs.push(args);
          return `paid ${args.cents} to ${args.to}`;
        },
      }),
    );
    const result = await tools.call(toolCall("pay", '{"to": "bob", "cents": "5"}'));
    expect(result.kind).toBe("approval_required");
    expect(runs).toEqual([]);
    const pending = pendingOf(result);
    expect(pending?.arguments).toEqual({ to: "bob", cents: 5 });
    const approved = await tools.resume(pending as PendingApproval, { type: "approve" });
    expect(approved.kind).toBe("ok");
    expect(runs).toEqual([{ to: "bob", cents: 5 }]);
  });
});
