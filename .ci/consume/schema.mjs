import assert from "node:assert/strict";
import { compile, SchemaError } from "@tinyllm/schema";

const schema = compile({
  type: "object",
  properties: {
    city: { type: "string", minLength: 1 },
    code: { type: "string", pattern: "^(a+)+$" },
  },
  required: ["city"],
  additionalProperties: false,
});
assert.deepEqual(schema.validate({ city: "Paris" }), []);
assert.deepEqual(schema.validate({ country: "FR" }).map(String), [
  '$: missing required property "city"',
  '$: unexpected property "country"',
]);
// The linear-time pattern engine is bundled and works outside the workspace.
assert.equal(schema.validate({ city: "x", code: `${"a".repeat(100_000)}!` }).length, 1);
// The standard vocabulary (the default) enforces format; the core one refuses it at compile.
assert.equal(compile({ type: "string", format: "email" }).validate("not an address").length, 1);
assert.throws(
  () => compile({ type: "string", format: "email" }, { vocabulary: "core" }),
  SchemaError,
);
