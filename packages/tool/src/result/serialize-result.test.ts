import { describe, expect, it } from "vitest";
import { serializeResult } from "./serialize-result.js";

describe("serializeResult", () => {
  it.each(["", "plain text", '"already quoted"', '{"a":1}', "😀\ud800"])(
    "writes the string %j as a JSON string (shapeValue sends a plain string as it is)",
    (value) => {
      expect(serializeResult(value)).toEqual({ ok: true, text: JSON.stringify(value) });
    },
  );

  it("writes other values as JSON.stringify does, and undefined as empty content", () => {
    expect(serializeResult({ a: [1, "x", null] })).toEqual({
      ok: true,
      text: '{"a":[1,"x",null]}',
    });
    expect(serializeResult(new String("boxed"))).toEqual({ ok: true, text: '"boxed"' });
    expect(serializeResult(undefined)).toEqual({ ok: true, text: "" });
  });

  it("names what cannot become JSON", () => {
    expect(serializeResult(5n)).toEqual({ ok: false, problem: "a BigInt" });
    expect(serializeResult(() => 1)).toEqual({ ok: false, problem: "a function" });
  });
});
