import { describe, expect, it } from "vitest";
import { compile } from "./compile.js";

const messages = (run: () => unknown): string[] => {
  try {
    run();
  } catch (error) {
    return (error as { issues: { path: string; message: string }[] }).issues.map(
      (issue) => `${issue.path}: ${issue.message}`,
    );
  }
  return [];
};

const bfcl = {
  type: "object",
  properties: {
    city: { type: "string", description: "The city" },
    unit: { type: "string", enum: ["c", "f"], optional: true, "x-display": "Unit" },
  },
  required: ["city"],
};

describe("compile's annotations option", () => {
  it("keeps the named unknown keywords as annotations: shown, not judged", () => {
    expect(messages(() => compile(bfcl))).toEqual([
      '$.properties.unit: unsupported keyword "optional": a property is optional when "required" does not list it',
      '$.properties.unit: unsupported keyword "x-display"',
    ]);
    const schema = compile(bfcl, { annotations: ["optional", "x-*"] });
    expect(schema.toJSON()).toEqual(bfcl);
    expect(schema.validate({ city: "Paris" })).toEqual([]);
    expect(schema.validate({ city: "Paris", unit: "k" }).map(String)).toEqual([
      '$.unit: "k" is not one of ["c","f"]',
    ]);
  });

  it("never turns a keyword that is read, or one that would change what passes, into an annotation", () => {
    const schema = compile(
      { type: "string", maxLength: 2 },
      { annotations: ["maxLength", "max*"] },
    );
    expect(schema.validate("abc").map(String)).toEqual(["$: expected at most 2 characters, got 3"]);
    for (const keyword of ["nullable", "unevaluatedProperties", "$id"]) {
      const refused = messages(() =>
        compile(
          { type: "object", [keyword]: keyword === "$id" ? "x" : true },
          { annotations: [keyword, "*able", "$*", "un*"] },
        ),
      );
      expect(refused.join("\n")).toContain(`unsupported keyword "${keyword}"`);
    }
  });

  it("matches a prefix only at the start of a keyword", () => {
    expect(messages(() => compile({ type: "string", "y-x": 1 }, { annotations: ["x-*"] }))).toEqual(
      ['$: unsupported keyword "y-x"'],
    );
  });

  it("refuses option values it cannot use", () => {
    const expected =
      'expected annotations: keyword names, unenforceable: "refuse" or "annotate"; got';
    for (const options of [
      { annotations: "optional" },
      { annotations: [""] },
      { annotations: ["*"] },
      { annotations: [3] },
      { unenforceable: "ignore" },
    ]) {
      const [message] = messages(() => compile({}, options as never));
      expect(message).toContain(expected);
    }
  });
});

describe("compile's unenforceable option", () => {
  const zodLike = {
    type: "object",
    properties: {
      phone: { type: "string", format: "e164" },
      password: { type: "string", pattern: "^(?=.*\\d).{8,}$" },
      code: { type: "string", pattern: "^[a-z]+$" },
      day: { type: "string", format: "date" },
    },
    required: ["phone", "password"],
  };

  it("refuses unknown formats and patterns the engine cannot run by default", () => {
    const refused = messages(() => compile(zodLike));
    expect(refused).toHaveLength(2);
    expect(refused[0]).toMatch(
      /^\$\.properties\.password\.pattern: pattern "\^\(\?=\.\*\\d\)\.\{8,\}\$" is refused: /,
    );
    expect(refused[1]).toMatch(
      /^\$\.properties\.phone\.format: unknown "format" "e164": the known formats are /,
    );
  });

  it('keeps them unjudged with "annotate", and still judges every other keyword', () => {
    const schema = compile(zodLike, { unenforceable: "annotate" });
    expect(schema.toJSON()).toEqual(zodLike);
    expect(schema.validate({ phone: "not a phone", password: "short" })).toEqual([]);
    expect(
      schema.validate({ phone: 1, password: "x", code: "ABC", day: "soon" }).map(String),
    ).toEqual([
      '$.code: "ABC" does not match the pattern "^[a-z]+$"',
      '$.day: expected a date (RFC 3339 full-date), got "soon"',
      "$.phone: expected string, got integer",
    ]);
  });

  it("still refuses a format or pattern of the wrong type", () => {
    expect(
      messages(() =>
        compile({ type: "string", format: 3, pattern: true }, { unenforceable: "annotate" }),
      ),
    ).toEqual([
      "$.format: expected a format name string, got 3",
      "$.pattern: expected a string, got true",
    ]);
  });
});
