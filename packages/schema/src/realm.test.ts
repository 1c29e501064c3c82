import { runInNewContext } from "node:vm";
import { expect, test } from "vitest";
import { compile } from "../test/core.js";

test("objects and arrays from another realm count as JSON", () => {
  const value = runInNewContext('({ city: "Paris", tags: ["a"], nested: { ok: true } })');
  const schema = compile({
    type: "object",
    properties: {
      city: { type: "string" },
      tags: { type: "array", items: { type: "string" } },
      nested: { type: "object", properties: { ok: { const: true } }, additionalProperties: false },
    },
    required: ["city"],
    additionalProperties: false,
  });
  expect(schema.validate(value)).toEqual([]);
  expect(schema.validate(runInNewContext("({ city: 1, extra: new Map() })")).map(String)).toEqual([
    '$: unexpected property "extra"',
    "$.city: expected string, got integer",
  ]);
});

test("parseJSON takes bytes and hands back the parsed value", () => {
  const schema = compile({ type: "object", properties: { a: { type: "array" } } });
  const result = schema.parseJSON(new TextEncoder().encode('{"a":[1,{"__proto__":2}]}'));
  expect(result.ok).toBe(true);
  if (result.ok) {
    expect(JSON.stringify(result.value)).toBe('{"a":[1,{"__proto__":2}]}');
  }
});
