import { toStandardJsonSchema } from "@valibot/to-json-schema";
import { type } from "arktype";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { toolCall } from "../../test/fixtures.js";
import { Registry } from "../registry.js";
import { defineTool } from "./define-tool.js";
import { InvalidToolParametersError } from "./registration-errors.js";

const zodWeather = z.object({
  city: z.string().min(1),
  days: z.number().int().min(1).max(7).optional(),
});

function registryWith(parameters: unknown, runs: unknown[], extra: object = {}): Registry {
  return new Registry().mustRegister(
    defineTool({
      name: "get_weather",
      description: "Current weather for a city",
      parameters: parameters as typeof zodWeather,
      ...extra,
      execute: (args) => {
        runs.push(args);
        return "sunny";
      },
    }),
  );
}

describe("a zod tool registers with no glue", () => {
  it('the issue\'s acceptance: {"days": "3"} gives our sorted lines naming $.city and $.days', async () => {
    const runs: unknown[] = [];
    const result = await registryWith(zodWeather, runs).call(
      toolCall("get_weather", '{"days": "3"}'),
    );
    expect(result.kind).toBe("invalid_arguments");
    expect(result.message().content).toBe(
      [
        "error: invalid arguments for get_weather:",
        "$.city: Invalid input: expected string, received undefined",
        "$.days: Invalid input: expected number, received string",
      ].join("\n"),
    );
    expect(runs).toEqual([]);
  });

  it("definitions() advertise zod's JSON Schema, made once at registration", () => {
    const registry = registryWith(zodWeather, []);
    expect(registry.definitions()[0]?.function.parameters).toEqual(
      zodWeather["~standard"].jsonSchema.input({ target: "draft-2020-12" }),
    );
  });

  it("the valid call runs once with zod's output: defaults and transforms applied", async () => {
    const runs: unknown[] = [];
    const schema = z.object({
      city: z.string().transform((city) => city.toUpperCase()),
      days: z.number().default(3),
    });
    const result = await registryWith(schema, runs).call(
      toolCall("get_weather", '{"city":"Paris"}'),
    );
    expect(result.kind).toBe("ok");
    expect(runs).toEqual([{ city: "PARIS", days: 3 }]);
  });

  it("an async refinement is awaited", async () => {
    const runs: unknown[] = [];
    const schema = z.object({
      city: z.string().refine(async (city) => city !== "Atlantis", "no such city"),
    });
    const registry = registryWith(schema, runs);
    const refused = await registry.call(toolCall("get_weather", '{"city":"Atlantis"}'));
    expect(refused.message().content).toBe(
      "error: invalid arguments for get_weather:\n$.city: no such city",
    );
    expect((await registry.call(toolCall("get_weather", '{"city":"Paris"}'))).kind).toBe("ok");
    expect(runs).toEqual([{ city: "Paris" }]);
  });

  it("JSON that is not JSON is refused in our words before zod sees it", async () => {
    const result = await registryWith(zodWeather, []).call(toolCall("get_weather", '{"city'));
    expect(result.message().content).toMatch(/^error: invalid arguments for get_weather:\n\$: /);
  });
});

describe("valibot and arktype", () => {
  it("valibot through @valibot/to-json-schema's toStandardJsonSchema", async () => {
    const runs: unknown[] = [];
    const schema = toStandardJsonSchema(
      v.object({ city: v.pipe(v.string(), v.minLength(1)), days: v.optional(v.number()) }),
    );
    const registry = registryWith(schema, runs);
    const refused = await registry.call(toolCall("get_weather", '{"days":"3"}'));
    expect(refused.message().content).toBe(
      [
        "error: invalid arguments for get_weather:",
        '$.city: Invalid key: Expected "city" but received undefined',
        '$.days: Invalid type: Expected number but received "3"',
      ].join("\n"),
    );
    expect((await registry.call(toolCall("get_weather", '{"city":"Paris"}'))).kind).toBe("ok");
    expect(runs).toEqual([{ city: "Paris" }]);
  });

  it("arktype", async () => {
    const runs: unknown[] = [];
    const schema = type({ city: "string>0", "days?": "1<=number.integer<=7" });
    const registry = registryWith(schema, runs);
    const refused = await registry.call(toolCall("get_weather", '{"days":"3"}'));
    expect(refused.message().content).toBe(
      [
        "error: invalid arguments for get_weather:",
        "$.city: city must be a string (was missing)",
        "$.days: days must be a number (was a string)",
      ].join("\n"),
    );
    expect((await registry.call(toolCall("get_weather", '{"city":"Paris","days":2}'))).kind).toBe(
      "ok",
    );
    expect(runs).toEqual([{ city: "Paris", days: 2 }]);
  });
});

describe("foreign schemas at registration", () => {
  it("a Standard Schema without JSON Schema needs jsonSchema beside it", async () => {
    const plain = v.object({ city: v.string() });
    expect(() => registryWith(plain, [])).toThrow(
      'tool "get_weather" has invalid parameters:\n$: the valibot schema has no Standard JSON Schema (~standard.jsonSchema), so the model could not be told what to send; give its JSON Schema as jsonSchema beside it',
    );
    const runs: unknown[] = [];
    const registry = registryWith(plain, runs, {
      jsonSchema: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
    });
    expect((await registry.call(toolCall("get_weather", '{"city":"Paris"}'))).kind).toBe("ok");
    expect((await registry.call(toolCall("get_weather", "{}"))).kind).toBe("invalid_arguments");
  });

  it("a JSON form our compile refuses is refused at registration, saying why", () => {
    let thrown: unknown;
    try {
      registryWith(z.string(), []);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InvalidToolParametersError);
    expect((thrown as Error).message).toContain(
      '$.type: expected "object", since the model always sends an object, got "string"',
    );
  });

  it("a library whose conversion throws is refused at registration", () => {
    const schema = z.object({ when: z.date() });
    expect(() => registryWith(schema, [])).toThrow(
      /\$: the zod schema could not state itself as JSON Schema \(draft-2020-12\): /,
    );
  });

  it("a validate that throws or rejects is a failure of the call, never a crash", async () => {
    const throwing = {
      "~standard": {
        version: 1,
        vendor: "broken",
        validate: () => {
          throw new Error("boom");
        },
        jsonSchema: { input: () => ({ type: "object" }), output: () => ({ type: "object" }) },
      },
    };
    const rejecting = {
      "~standard": {
        ...throwing["~standard"],
        validate: () => Promise.reject(new Error("late boom")),
      },
    };
    for (const [schema, words] of [
      [throwing, "boom"],
      [rejecting, "late boom"],
    ] as const) {
      const result = await registryWith(schema, []).call(toolCall("get_weather", "{}"));
      expect(result.kind).toBe("tool_failed");
      expect(result.content).toContain(`the broken schema threw while validating: ${words}`);
    }
  });

  it("our own compiled Schema is taken natively", async () => {
    const { compile } = await import("@tinyllm/schema");
    const schema = compile({
      type: "object",
      properties: { city: { type: "string" } },
      required: ["city"],
    });
    const registry = registryWith(schema, []);
    expect(registry.definitions()[0]?.function.parameters).toEqual(schema.toJSON());
    expect((await registry.call(toolCall("get_weather", "{}"))).message().content).toBe(
      'error: invalid arguments for get_weather:\n$: missing required property "city"',
    );
  });
});

describe("what a foreign schema states that our vocabulary cannot judge", () => {
  // zod 4 exports a `format` our vocabulary does not know, or a lookahead `pattern`, for each.
  const constructs = {
    startsWith: z.string().startsWith("x"),
    endsWith: z.string().endsWith("y"),
    includes: z.string().includes("z"),
    e164: z.e164(),
    base64: z.base64(),
    cuid: z.cuid(),
    nanoid: z.nanoid(),
    jwt: z.jwt(),
    emoji: z.emoji(),
    hostname: z.hostname(),
    lookahead: z.string().regex(/^(?=.*\d).{8,}$/),
  };

  it.each(Object.entries(constructs))(
    "registers z.%s, kept in the schema the model reads",
    (name, field) => {
      const runs: unknown[] = [];
      const registry = registryWith(z.object({ value: field }), runs);
      const shown = JSON.stringify(registry.definitions()[0]?.function.parameters);
      const exported = JSON.stringify(
        z.toJSONSchema(field, { target: "draft-2020-12", io: "input" }),
      );
      // Every keyword zod states reaches the model (its $schema aside).
      for (const [key, value] of Object.entries(JSON.parse(exported) as object)) {
        if (key !== "$schema")
          expect(shown, `${name}.${key}`).toContain(JSON.stringify(value).slice(1, -1));
      }
    },
  );

  it("leaves the judging to zod: what it refuses is refused with its words, what it accepts runs", async () => {
    const runs: unknown[] = [];
    const registry = registryWith(
      z.object({ phone: z.e164(), password: z.string().regex(/^(?=.*\d).{8,}$/) }),
      runs,
    );
    const refused = await registry.call(
      toolCall("get_weather", '{"phone":"12","password":"nodigits"}'),
    );
    expect(refused.kind).toBe("invalid_arguments");
    expect(refused.content).toMatch(/\$\.password: .*\n.*\$\.phone: /s);
    expect(runs).toEqual([]);
    const ok = await registry.call(
      toolCall("get_weather", '{"phone":"+14155550123","password":"abc12345"}'),
    );
    expect(ok.kind).toBe("ok");
    expect(runs).toEqual([{ phone: "+14155550123", password: "abc12345" }]);
  });

  it("still refuses what would mislead the model: a root that is not an object", () => {
    expect(() => registryWith(z.string().startsWith("x"), [])).toThrow(InvalidToolParametersError);
  });

  it("keeps refusing the same keywords in a JSON Schema we judge ourselves", () => {
    expect(() =>
      registryWith(
        { type: "object", properties: { phone: { type: "string", format: "e164" } } },
        [],
      ),
    ).toThrow('unknown "format" "e164"');
  });
});
