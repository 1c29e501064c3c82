import { describe, expect, test } from "vitest";
import { compile } from "../index.js";
import { type PrefixJudgement, prefixSchema } from "./prefix-schema.js";

const weather = prefixSchema(
  compile({
    type: "object",
    properties: {
      city: { type: "string", maxLength: 5 },
      days: { type: "integer", minimum: 1 },
      unit: { enum: ["celsius", "fahrenheit"] },
      tags: { type: "array", maxItems: 1, items: { type: "string" } },
    },
    required: ["city"],
    additionalProperties: false,
  }),
);

/** Pushes the text one character at a time; the last answer, as `path: message` lines. */
function judge(text: string, prefix = weather): { state: string; lines: string[] } {
  const validation = prefix.begin();
  let judgement: PrefixJudgement = validation.judgement();
  for (const character of text) judgement = validation.push(character);
  const errors =
    judgement.state === "invalid"
      ? judgement.issues
      : judgement.state === "complete"
        ? judgement.errors
        : judgement.unlessRepeated;
  return { state: judgement.state, lines: errors.map(String) };
}

describe("prefixSchema", () => {
  test("a prefix that can still pass is viable with no issue", () => {
    expect(judge('{"city":"Par')).toEqual({ state: "viable", lines: [] });
    expect(judge('{"unit":"cel')).toEqual({ state: "viable", lines: [] });
    expect(judge("")).toEqual({ state: "viable", lines: [] });
  });

  test("an unknown key under additionalProperties false is final once its quote closes", () => {
    expect(judge('{"countr')).toEqual({ state: "viable", lines: [] });
    expect(judge('{"country"')).toEqual({
      state: "invalid",
      lines: ['$: unexpected property "country"'],
    });
  });

  test("issues under a key stand unless the key is given again, as JSON.parse keeps its last value", () => {
    expect(judge('{"days":"3"')).toEqual({
      state: "viable",
      lines: ["$.days: expected integer, got string"],
    });
    expect(judge('{"city":"Parisian"')).toEqual({
      state: "viable",
      lines: ["$.city: expected at most 5 characters, got 6 so far"],
    });
    expect(judge('{"unit":"kel')).toEqual({
      state: "viable",
      lines: ['$.unit: a string starting with "k" is not one of ["celsius","fahrenheit"]'],
    });
    expect(judge('{"days":0,"tags":["a","b"')).toEqual({
      state: "viable",
      lines: [
        "$.days: expected a number >= 1, got 0",
        "$.tags: expected at most 1 item, got 2 so far",
      ],
    });
    // The repeated key takes its first value's issue back.
    expect(judge('{"days":"3","days":')).toEqual({ state: "viable", lines: [] });
    expect(judge('{"days":"3","days":3,"city":"Rome"}')).toEqual({ state: "complete", lines: [] });
  });

  test("under an array at the root, a closed object's issues are final: no key can come again", () => {
    const list = prefixSchema(
      compile({ type: "array", items: { properties: { a: { type: "integer" } } } }),
    );
    expect(judge('[{"a":"x"', list)).toEqual({
      state: "viable",
      lines: ["$[0].a: expected integer, got string"],
    });
    expect(judge('[{"a":"x"}', list)).toEqual({
      state: "invalid",
      lines: ["$[0].a: expected integer, got string"],
    });
    expect(judge('[{"a":"x","a":1}', list)).toEqual({ state: "viable", lines: [] });
    expect(judge('[{"a":"x","a":1}]', list)).toEqual({ state: "complete", lines: [] });
  });

  test("a wrong type at the root is final at its first character", () => {
    expect(judge("[")).toEqual({ state: "invalid", lines: ["$: expected object, got array"] });
    expect(judge('"')).toEqual({ state: "invalid", lines: ["$: expected object, got string"] });
  });

  test("text that stops being JSON is invalid in validateJSON's words", () => {
    const text = '{"city" "Rome"';
    const judged = judge(text);
    const full = weather.schema.validateJSON(`${text}}`).map(String);
    expect(judged).toEqual({ state: "invalid", lines: full });
    expect(full[0]).toMatch(/^\$: invalid JSON at line 1, column 9/);
  });

  test("a whole text is judged by full validation", () => {
    expect(judge('{"city":"Rome","days":2} ')).toEqual({ state: "complete", lines: [] });
    expect(judge('{"days":2}')).toEqual({
      state: "complete",
      lines: ['$: missing required property "city"'],
    });
    expect(judge('{"days":2} x').state).toBe("invalid");
  });

  test("a root number is complete at each digit and judged again as it grows", () => {
    const small = prefixSchema(compile({ type: "integer", maximum: 9 }));
    expect(judge("9", small)).toEqual({ state: "complete", lines: [] });
    expect(judge("95", small)).toEqual({
      state: "complete",
      lines: ["$: expected a number <= 9, got 95"],
    });
    expect(judge("9.", small)).toEqual({ state: "viable", lines: [] });
  });

  test("keywords it cannot judge on a part are left to full validation", () => {
    const either = prefixSchema(compile({ anyOf: [{ type: "string" }, { type: "integer" }] }));
    expect(judge("[1", either)).toEqual({ state: "viable", lines: [] });
    expect(judge("[1]", either).state).toBe("complete");
    // A pattern is judged on the whole string: the matcher has no state to step.
    const code = prefixSchema(compile({ properties: { code: { pattern: "^[a-z]+$" } } }));
    expect(judge('{"code":"A', code)).toEqual({ state: "viable", lines: [] });
    expect(judge('{"code":"A"', code)).toEqual({
      state: "viable",
      lines: ['$.code: "A" does not match the pattern "^[a-z]+$"'],
    });
  });

  test("a reference is followed into its target", () => {
    const tree = prefixSchema(
      compile({
        $defs: {
          node: {
            type: "object",
            properties: { kids: { type: "array", items: { $ref: "#/$defs/node" } } },
            additionalProperties: false,
          },
        },
        $ref: "#/$defs/node",
      }),
    );
    expect(judge('{"kids":[{"kids":[{"x"', tree)).toEqual({
      state: "viable",
      lines: ['$.kids[0].kids[0]: unexpected property "x"'],
    });
  });
});
