import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toolCall } from "../../test/fixtures.js";
import { newTool } from "../define/func-tool.js";
import { Registry } from "../registry.js";
import { ToolResult } from "../result/tool-result.js";

// Values built to break whoever reads them: `call` and `callAll` must answer all of them.
function revoked(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

function trapping(): object {
  const fail = () => {
    throw new Error("trap");
  };
  return new Proxy(
    {},
    { get: fail, getPrototypeOf: fail, ownKeys: fail, has: fail, getOwnPropertyDescriptor: fail },
  );
}

function throwingGetters(): object {
  const fields: PropertyDescriptorMap = {};
  for (const key of ["id", "type", "function", "name", "arguments", "message", "then", "signal"]) {
    fields[key] = {
      get() {
        throw revoked();
      },
      enumerable: true,
    };
  }
  return Object.defineProperties({}, fields);
}

const cycle: Record<string, unknown> = {};
cycle.self = cycle;

// fast-check reads the values it generates (to clone and print them), and these throw when read:
// it generates a recipe, and the property makes the value.
const makers: Record<string, () => unknown> = {
  revoked,
  trapping,
  throwingGetters,
  inheritsTrapping: () => Object.create(trapping()),
  cycle: () => cycle,
  symbol: () => Symbol("s"),
  bigint: () => 10n,
  nan: () => Number.NaN,
  function: () => () => {},
  stack: () => ({ stack: "at secret (/home/me/secret.js:1:1)" }),
  // biome-ignore lint/suspicious/noThenProperty: a thenable whose then is a revoked proxy, on purpose.
  revokedThen: () => ({ then: revoked() }),
  listOfRevoked: () => [revoked()],
  revokedArguments: () => ({ function: { name: "t", arguments: revoked() } }),
  throwingArguments: () => ({
    function: {
      name: "t",
      get arguments() {
        throw trapping();
      },
    },
  }),
};

type Recipe = { readonly maker: string } | { readonly value: unknown };

const hostile: fc.Arbitrary<Recipe> = fc.oneof(
  fc.constantFrom(...Object.keys(makers)).map((maker) => ({ maker })),
  fc.anything().map((value) => ({ value })),
);

function make(recipe: Recipe): unknown {
  return "maker" in recipe ? makers[recipe.maker]?.() : recipe.value;
}

function registry(
  behaviour: unknown,
  mode: "throw" | "reject" | "return" | "resolve",
  timed = true,
) {
  // Timed, a promise races the timeout; untimed (and with no signal), it is shaped unraced.
  return new Registry(timed ? { timeoutMs: 1000 } : {}).mustRegister(
    newTool("t", "", undefined, () => {
      switch (mode) {
        case "throw":
          throw behaviour;
        case "reject":
          return Promise.reject(behaviour);
        case "return":
          return behaviour;
        default:
          return Promise.resolve(behaviour);
      }
    }),
  );
}

function isResult(value: unknown): boolean {
  return value instanceof ToolResult && typeof value.message().content === "string";
}

const modes = fc.constantFrom("throw", "reject", "return", "resolve") as fc.Arbitrary<
  "throw" | "reject" | "return" | "resolve"
>;

describe("call and callAll never throw, never reject, always settle (property)", () => {
  it("for any value a tool throws, rejects with, returns or resolves to, with or without a timeout", async () => {
    await fc.assert(
      fc.asyncProperty(hostile, modes, fc.boolean(), async (recipe, mode, timed) => {
        const value = make(recipe);
        const result = await registry(value, mode, timed).call(toolCall("t", "{}"));
        expect(isResult(result)).toBe(true);
        if (mode === "throw" || mode === "reject") {
          expect(result.kind).toBe("tool_failed");
          expect(result.content).not.toContain("secret.js");
        }
      }),
      { numRuns: 200 },
    );
  });

  it("for any value passed as a call, as options, or as a list", async () => {
    const target = registry("ran", "return");
    await fc.assert(
      fc.asyncProperty(hostile, hostile, async (callRecipe, optionsRecipe) => {
        const call = make(callRecipe);
        const options = make(optionsRecipe);
        let single: unknown;
        let all: unknown;
        expect(() => {
          single = target.call(call as never, options as never);
          all = target.callAll([call, toolCall("t", "{}")] as never, options as never);
        }).not.toThrow();
        expect(isResult(await single)).toBe(true);
        const results = (await all) as unknown[];
        expect(results).toHaveLength(2);
        expect(results.every(isResult)).toBe(true);
        const listed = (await target.callAll(call as never, options as never)) as unknown[];
        expect(Array.isArray(listed) && listed.every(isResult)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
