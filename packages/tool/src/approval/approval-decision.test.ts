import { describe, expect, it } from "vitest";
import { askPay, payRegistry, refusedWith } from "../../test/approval-fixtures.js";
import { readDecision } from "./approval-decision.js";
import { ApprovalError } from "./approval-error.js";

/** The ApprovalError `readDecision` throws for `decision`, as code and message. */
function refusal(decision: unknown): { code: string; message: string } {
  try {
    readDecision(decision);
  } catch (error) {
    if (!ApprovalError.isInstance(error)) throw error;
    return { code: error.code, message: error.message };
  }
  throw new Error("expected readDecision to throw");
}

const invalid = (message: string) => ({
  code: "invalid_decision",
  message: `${message}; nothing ran`,
});

describe("readDecision", () => {
  it("reads approve, deny (with or without a message) and edit (as canonical text)", () => {
    expect(readDecision({ type: "approve" })).toEqual({ type: "approve" });
    expect(readDecision({ type: "deny", message: "no" })).toEqual({ type: "deny", message: "no" });
    expect(readDecision({ type: "deny" })).toEqual({ type: "deny", message: undefined });
    expect(readDecision({ type: "edit", arguments: { b: [1], a: "x" } })).toEqual({
      type: "edit",
      argumentsText: '{"a":"x","b":[1]}',
    });
  });

  it("refuses what is not a decision object, naming what it is", () => {
    const expected = (what: string) =>
      invalid(`the decision is ${what}; expected {type: "approve" | "deny" | "edit"}`);
    expect(refusal(null)).toEqual(expected("null"));
    expect(refusal(undefined)).toEqual(expected("undefined"));
    expect(refusal("approve")).toEqual(expected("string"));
    expect(refusal(1)).toEqual(expected("integer"));
  });

  it("refuses an unknown type, an unknown field and a message that is not a string", () => {
    expect(refusal({ type: "yes" })).toEqual(
      invalid(`the decision's type is "yes"; expected "approve", "deny" or "edit"`),
    );
    expect(refusal({})).toEqual(
      invalid(`the decision's type is undefined; expected "approve", "deny" or "edit"`),
    );
    expect(refusal({ type: "approve", arguments: {} })).toEqual(
      invalid(`unknown option "arguments"; the approve decision's options: type`),
    );
    expect(refusal({ type: "deny", mesage: "no" })).toEqual(
      invalid(
        `unknown option "mesage"; did you mean "message"? the deny decision's options: type, message`,
      ),
    );
    expect(refusal({ type: "deny", message: 5 })).toEqual(
      invalid("the deny decision's message is integer; expected a string"),
    );
    expect(refusal({ type: "edit", arguments: { when: new Date(0) } })).toEqual(
      invalid("the edit decision's arguments are not JSON: Date cannot be written as JSON"),
    );
    expect(refusal({ type: "edit" })).toEqual(
      invalid("the edit decision's arguments are not JSON: undefined cannot be written as JSON"),
    );
  });

  it("refuses a decision that throws when read, saying so", () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error("trap");
        },
      },
    );
    expect(refusal(hostile)).toEqual(invalid("the decision could not be read (Error: trap)"));
  });

  it("through resume: a refused decision runs nothing and leaves the approval pending", async () => {
    const { tools, runs } = payRegistry();
    const pending = await askPay(tools);
    await refusedWith(
      tools.resume(pending, { type: "deny", message: 5 } as never),
      "invalid_decision",
      "the deny decision's message is integer; expected a string; nothing ran",
    );
    expect(runs).toEqual([]);
    expect((await tools.resume(pending, { type: "approve" })).content).toBe("paid 5 to bob");
  });
});
