import { describe, expect, it } from "vitest";
import { toolCall } from "../../test/fixtures.js";
import { newTool } from "../define/func-tool.js";
import { Registry } from "../registry.js";
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

function single(execute: (args: unknown) => unknown, schema?: object): Registry {
  return new Registry().mustRegister(newTool("t", "a test tool", schema, execute));
}

async function contentOf(execute: (args: unknown) => unknown): Promise<[string, string]> {
  const result = await single(execute).call(toolCall("t", ""));
  return [result.kind, result.content];
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

describe("tool failures", () => {
  it("sends a thrown ToolError's message as it is", async () => {
    const result = await single(() => {
      throw new ToolError("no station near Atlantis; try a city with an airport");
    }).call(toolCall("t", ""));
    expect(result.kind).toBe("tool_error");
    expect(result.message().content).toBe(
      "error: no station near Atlantis; try a city with an airport",
    );
  });

  it("sends a rejected ToolError's message as it is, from a subclass too", async () => {
    class QuotaError extends ToolError {
      override readonly name = "QuotaError";
    }
    expect(await contentOf(async () => Promise.reject(new QuotaError("quota used up")))).toEqual([
      "tool_error",
      "quota used up",
    ]);
  });

  it.each<[string, () => unknown, string]>([
    ["an Error", () => new Error("boom"), "tool t failed: boom"],
    [
      "a TypeError",
      () => new TypeError("x is not a function"),
      "tool t failed: TypeError: x is not a function",
    ],
    [
      "an Error without message",
      () => new Error(""),
      "tool t failed: it threw an error with no message",
    ],
    ["a RangeError without message", () => new RangeError(), "tool t failed: RangeError"],
    ["null", () => null, "tool t failed: it threw null"],
    ["undefined", () => undefined, "tool t failed: it threw undefined"],
    ["a string", () => "disk full", "tool t failed: disk full"],
    ["a number", () => 42, "tool t failed: it threw 42"],
    ["a plain object", () => ({ code: 7 }), 'tool t failed: it threw {"code":7}'],
    [
      "an object whose toString throws",
      () => ({
        toString() {
          throw new Error("nope");
        },
      }),
      "tool t failed: it threw {}",
    ],
    [
      "an object whose message getter throws",
      () => ({
        get message(): string {
          throw new Error("nope");
        },
      }),
      "tool t failed: it threw a value that cannot be shown",
    ],
    [
      "a proxy that throws on every read",
      () =>
        new Proxy(
          {},
          {
            get() {
              throw new Error("trap");
            },
          },
        ),
      "tool t failed: it threw a value that cannot be shown",
    ],
  ])(
    "says the tool failed when it throws %s, synchronously or by rejecting",
    async (_label, make, expected) => {
      expect(
        await contentOf(() => {
          throw make();
        }),
      ).toEqual(["tool_failed", expected]);
      expect(await contentOf(() => Promise.reject(make()))).toEqual(["tool_failed", expected]);
      expect(
        await contentOf(async () => {
          await null;
          throw make();
        }),
      ).toEqual(["tool_failed", expected]);
    },
  );

  it("never sends the stack trace", async () => {
    const error = new Error("boom");
    const [, content] = await contentOf(() => {
      throw error;
    });
    expect(error.stack).toContain("\n    at ");
    expect(content).not.toContain("    at ");
    expect(content).toBe("tool t failed: boom");
  });

  it("answers a thenable whose then throws", async () => {
    const thenable = {
      // biome-ignore lint/suspicious/noThenProperty: a hostile thenable is the point of the test
      then() {
        throw new Error("then broke");
      },
    };
    expect(await contentOf(() => thenable)).toEqual(["tool_failed", "tool t failed: then broke"]);
  });
});

describe("results", () => {
  it.each<[string, unknown, string]>([
    ["a string as it is", 'already "text"', 'already "text"'],
    ["an empty string", "", ""],
    ["an object as JSON", { temp: 21, sky: ["clear"] }, '{"temp":21,"sky":["clear"]}'],
    ["a number", 3.5, "3.5"],
    ["null", null, "null"],
    ["false", false, "false"],
    ["undefined as empty content", undefined, ""],
    ["a Date through toJSON", new Date(0), '"1970-01-01T00:00:00.000Z"'],
  ])("sends %s", async (_label, value, expected) => {
    expect(await contentOf(() => value)).toEqual(["ok", expected]);
    expect(await contentOf(async () => value)).toEqual(["ok", expected]);
  });

  const cycle: Record<string, unknown> = {};
  cycle.self = cycle;

  it.each<[string, unknown, string]>([
    ["a BigInt", 10n, "tool t returned a BigInt, which cannot be sent to the model as JSON"],
    [
      "a BigInt inside an object",
      { big: 10n },
      "tool t returned a value containing a BigInt, which cannot be sent to the model as JSON",
    ],
    [
      "a cycle",
      cycle,
      "tool t returned a value with a circular reference, which cannot be sent to the model as JSON",
    ],
    [
      "a function",
      () => 1,
      "tool t returned a function, which cannot be sent to the model as JSON",
    ],
    [
      "a symbol",
      Symbol("s"),
      "tool t returned a symbol, which cannot be sent to the model as JSON",
    ],
    [
      "an object whose toJSON throws",
      {
        toJSON() {
          throw new Error("no");
        },
      },
      "tool t returned a value whose serialisation threw (no), which cannot be sent to the model as JSON",
    ],
  ])("refuses %s as invalid_result", async (_label, value, expected) => {
    expect(await contentOf(() => value)).toEqual(["invalid_result", expected]);
  });

  it("message() prefixes errors only", async () => {
    const ok = await single(() => "error: looks like one").call(toolCall("t", "", "c1"));
    expect(ok.message()).toEqual({
      role: "tool",
      tool_call_id: "c1",
      content: "error: looks like one",
    });
    expect(ok.isError).toBe(false);
  });
});
