import { describe, expect, it } from "vitest";
import { toolCall } from "../test/fixtures.js";
import { newTool } from "./func-tool.js";
import { Registry } from "./registry.js";
import { ToolError } from "./tool-error.js";

/** A ToolError whose message cannot be read: the getter throws. */
function unreadable(): ToolError {
  const error = new ToolError("hidden");
  Object.defineProperty(error, "message", {
    get(): never {
      throw new Error("no message for you");
    },
  });
  return error;
}

describe("a ToolError whose message cannot be read", () => {
  it.each([
    [
      "thrown",
      () => {
        throw unreadable();
      },
    ],
    ["rejected", () => Promise.reject(unreadable())],
  ])(
    "is still the tool's own error when %s, described from its other fields",
    async (_label, execute) => {
      const registry = new Registry().mustRegister(newTool("t", "", undefined, execute));
      const result = await registry.call(toolCall("t", "{}"));
      expect(result.kind).toBe("tool_error");
      expect(result.message().content).toBe(
        'error: it threw {"name":"ToolError","code":"tool_error"}',
      );
    },
  );
});

const REPORT_SCHEMA = {
  type: "object",
  properties: { temperature: { type: "number" }, unit: { enum: ["c", "f"] } },
  required: ["temperature"],
  additionalProperties: false,
} as const;

describe("a tool with an outputSchema", () => {
  it("returns its value as structuredContent, and its JSON text as content", async () => {
    const tool = newTool("report", "", undefined, () => ({ temperature: 21, unit: "c" }), {
      outputSchema: REPORT_SCHEMA,
    });
    const result = await new Registry().mustRegister(tool).call(toolCall("report", "{}"));
    expect(result.kind).toBe("ok");
    expect(result.structuredContent).toEqual({ temperature: 21, unit: "c" });
    expect(result.content).toBe('{"temperature":21,"unit":"c"}');
    expect(Object.isFrozen(result.structuredContent)).toBe(true);
  });

  it("refuses a value that fails it as invalid_result, with the issues and no structuredContent", async () => {
    const tool = newTool("report", "", undefined, async () => ({ temperature: "warm", wind: 3 }), {
      outputSchema: REPORT_SCHEMA,
    });
    const result = await new Registry().mustRegister(tool).call(toolCall("report", "{}"));
    expect(result.kind).toBe("invalid_result");
    expect(result.structuredContent).toBeUndefined();
    expect(result.issues).toEqual([
      { code: "additionalProperties", path: "$", message: 'unexpected property "wind"' },
      { code: "type", path: "$.temperature", message: "expected number, got string" },
    ]);
    expect(result.message().content).toBe(
      'error: tool report returned a result that does not match its outputSchema:\n$: unexpected property "wind"\n$.temperature: expected number, got string',
    );
  });

  it("judges the value as JSON sends it: a string is a JSON string, not text to parse", async () => {
    const tool = newTool("report", "", undefined, () => '{"temperature":1}', {
      outputSchema: REPORT_SCHEMA,
    });
    const result = await new Registry().mustRegister(tool).call(toolCall("report", "{}"));
    expect(result.kind).toBe("invalid_result");
    expect(result.issues.map((issue) => issue.message)).toEqual(["expected object, got string"]);
  });

  it("still refuses what JSON cannot hold, with an issue", async () => {
    const tool = newTool("report", "", undefined, () => ({ temperature: 1n }), {
      outputSchema: REPORT_SCHEMA,
    });
    const result = await new Registry().mustRegister(tool).call(toolCall("report", "{}"));
    expect(result.kind).toBe("invalid_result");
    expect(result.issues.map((issue) => issue.code)).toEqual(["unserialisable_result"]);
  });

  it("is compiled when the tool is made: a bad one throws there", () => {
    expect(() =>
      newTool("report", "", undefined, () => "", { outputSchema: { type: "string" } }),
    ).toThrow(
      'tool "report" has an invalid outputSchema:\n$.type: expected "object", since the model always sends an object, got "string"',
    );
  });
});

describe("what the model reads of a failure stays within maxResultChars", () => {
  it("counts the error: prefix", async () => {
    const registry = new Registry({ maxResultChars: 1000 }).mustRegister(
      newTool("t", "", undefined, () => {
        throw new ToolError("x".repeat(5000));
      }),
    );
    const result = await registry.call(toolCall("t", "{}"));
    expect(result.message().content.length).toBeLessThanOrEqual(1000);
    expect(result.message().content.length).toBeGreaterThan(990);
    expect(result.message().content.startsWith("error: xxx")).toBe(true);
  });
});

describe("hostile throwables", () => {
  const revoked = () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    return proxy;
  };
  const trapped = () =>
    new Proxy(
      {},
      {
        getPrototypeOf() {
          throw new Error("trap");
        },
      },
    );

  it.each([
    ["a revoked proxy", revoked],
    ["a proxy whose getPrototypeOf throws", trapped],
    ["an object inheriting from such a proxy", () => Object.create(trapped())],
  ])(
    "%s thrown or rejected is tool_failed at once, never a crash or a timeout",
    async (_label, make) => {
      const registry = new Registry({ timeoutMs: 200 }).mustRegister(
        newTool("sync", "", undefined, () => {
          throw make();
        }),
        newTool("async", "", undefined, async () => {
          throw make();
        }),
      );
      for (const name of ["sync", "async"]) {
        const result = await registry.call(toolCall(name, "{}"));
        expect(result.kind).toBe("tool_failed");
        expect(result.content.startsWith(`tool ${name} failed: `)).toBe(true);
      }
    },
  );

  it("never quotes a stack from a thrown plain object", async () => {
    const registry = new Registry().mustRegister(
      newTool("t", "", undefined, () => {
        throw { stack: "Error\n    at secret (/home/me/secret.js:1:1)", code: 7 };
      }),
    );
    const result = await registry.call(toolCall("t", "{}"));
    expect(result.content).toBe('tool t failed: it threw {"code":7}');
  });
});
