import assert from "node:assert/strict";
import { compile, SchemaError } from "@tinyllm/schema";
import { SchemaError as CoreSchemaError, compile as compileCore } from "@tinyllm/schema/core";

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

// The core entry (`@tinyllm/schema/core`): core's compile alone, the same answers, the same classes.
assert.equal(CoreSchemaError, SchemaError);
const core = compileCore({
  type: "object",
  properties: { city: { type: "string" } },
  required: ["city"],
});
assert.deepEqual(core.validate({}).map(String), ['$: missing required property "city"']);
assert.throws(
  () => compileCore({ type: "string", format: "email" }),
  (error) =>
    SchemaError.isInstance(error) &&
    error.message === '$: unsupported keyword "format"' &&
    error.issues[0].hint.includes('import compile from "@tinyllm/schema"'),
);
assert.throws(() => compileCore({}, { vocabulary: "standard" }), /not in @tinyllm\/schema\/core/);
