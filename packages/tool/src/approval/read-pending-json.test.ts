import { describe, expect, it } from "vitest";
import { askPay, payRegistry } from "../../test/approval-fixtures.js";
import { ApprovalError } from "./approval-error.js";
import { readPendingJson } from "./read-pending-json.js";

const GOOD = {
  type: "tinyllm.pending_approval",
  version: 1,
  id: "0123456789abcdef0123456789abcdef",
  callId: "call 1\n",
  toolName: "pay",
  arguments: { to: "bob", cents: 5 },
  fingerprint: "0123456789abcdef",
} as const;
const SIGNATURE = "ab".repeat(32);

/** The message of the `malformed` ApprovalError `readPendingJson` throws for `input`. */
function refusal(input: unknown): string {
  try {
    readPendingJson(input);
  } catch (error) {
    if (!ApprovalError.isInstance(error) || error.code !== "malformed") throw error;
    return error.message;
  }
  throw new Error("expected readPendingJson to throw");
}

const malformed = (what: string) => `not a pending approval: ${what}; nothing ran`;
const form = (field: string, value: string, pattern: string) =>
  malformed(`${field} is ${value}; expected a string matching ${pattern}`);

describe("readPendingJson", () => {
  it("reads every field, from the object or its text, with the arguments' canonical text", () => {
    const { type: _type, version: _version, ...fields } = GOOD;
    const expected = {
      fields: { ...fields, signature: undefined },
      argumentsText: '{"cents":5,"to":"bob"}',
    };
    expect(readPendingJson(GOOD)).toEqual(expected);
    expect(readPendingJson(JSON.stringify(GOOD))).toEqual(expected);
    const signed = readPendingJson({ ...GOOD, signature: SIGNATURE });
    expect(signed.fields.signature).toBe(SIGNATURE);
    // The arguments are a copy of their own: what the caller keeps cannot change what runs.
    const given = { ...GOOD, arguments: { to: "bob", cents: 5 } };
    const read = readPendingJson(given);
    given.arguments.to = "mallory";
    expect(read.fields.arguments).toEqual({ to: "bob", cents: 5 });
  });

  it("refuses what is not a JSON object", () => {
    expect(refusal("not json")).toBe(malformed("the text is not JSON"));
    expect(refusal("[]")).toBe(malformed("it is array; expected an object"));
    expect(refusal([])).toBe(malformed("it is array; expected an object"));
    expect(refusal(null)).toBe(malformed("it is null; expected an object"));
    expect(refusal(42)).toBe(malformed("it is integer; expected an object"));
    expect(refusal('"text"')).toBe(malformed("it is string; expected an object"));
    const hostile = new Proxy(GOOD, {
      ownKeys() {
        throw new Error("trap");
      },
    });
    expect(refusal(hostile)).toBe(malformed("it could not be read (Error: trap)"));
  });

  it("refuses another type or version, an extra field and a truncated text", () => {
    const expectedType = (type: string, version: string) =>
      malformed(`type ${type}, version ${version}; expected "tinyllm.pending_approval", 1`);
    expect(refusal({ ...GOOD, type: "other" })).toBe(expectedType('"other"', "1"));
    expect(refusal({ ...GOOD, version: 2 })).toBe(expectedType('"tinyllm.pending_approval"', "2"));
    expect(refusal({ ...GOOD, version: "1" })).toBe(
      expectedType('"tinyllm.pending_approval"', '"1"'),
    );
    const { type: _type, ...untyped } = GOOD;
    expect(refusal(untyped)).toBe(expectedType("undefined", "1"));
    expect(refusal({ ...GOOD, extra: 1 })).toBe(
      malformed(
        'unknown option "extra"; a pending approval\'s options: type, version, id, callId, toolName, arguments, fingerprint, signature',
      ),
    );
    const text = JSON.stringify(GOOD);
    expect(refusal(text.slice(0, -1))).toBe(malformed("the text is not JSON"));
  });

  it("refuses each field of the wrong type or form, whole strings only", () => {
    const hex32 = "/^[0-9a-f]{32}$/";
    expect(refusal({ ...GOOD, id: 5 })).toBe(form("id", "5", hex32));
    expect(refusal({ ...GOOD, id: `x${GOOD.id}` })).toBe(form("id", `"x${GOOD.id}"`, hex32));
    expect(refusal({ ...GOOD, id: `${GOOD.id}0` })).toBe(form("id", `"${GOOD.id}0"`, hex32));
    const { id: _id, ...noId } = GOOD;
    expect(refusal(noId)).toBe(form("id", "undefined", hex32));
    const any = "/^[\\s\\S]{0,4096}$/";
    // A number would pass the pattern as its text: it must be a string.
    expect(refusal({ ...GOOD, callId: 5 })).toBe(form("callId", "5", any));
    expect(refusal({ ...GOOD, callId: "x".repeat(4097) })).toMatch(
      /^not a pending approval: callId is "x+\.\.\.; expected/,
    );
    expect(readPendingJson({ ...GOOD, callId: "x".repeat(4096) }).fields.callId).toHaveLength(4096);
    expect(refusal({ ...GOOD, toolName: "bad name" })).toBe(
      form("toolName", '"bad name"', "/^[A-Za-z0-9_-]{1,64}$/"),
    );
    const hex16 = "/^[0-9a-f]{16}$/";
    expect(refusal({ ...GOOD, fingerprint: "ABC" })).toBe(form("fingerprint", '"ABC"', hex16));
    expect(refusal({ ...GOOD, fingerprint: `x${GOOD.fingerprint}` })).toBe(
      form("fingerprint", `"x${GOOD.fingerprint}"`, hex16),
    );
    expect(refusal({ ...GOOD, fingerprint: `${GOOD.fingerprint}0` })).toBe(
      form("fingerprint", `"${GOOD.fingerprint}0"`, hex16),
    );
    const hex64 = "/^[0-9a-f]{64}$/";
    expect(refusal({ ...GOOD, signature: "00" })).toBe(form("signature", '"00"', hex64));
    expect(refusal({ ...GOOD, signature: null })).toBe(form("signature", "null", hex64));
    expect(refusal({ ...GOOD, signature: `x${SIGNATURE}` })).toMatch(
      /^not a pending approval: signature is "x/,
    );
    expect(refusal({ ...GOOD, signature: `${SIGNATURE}0` })).toMatch(
      /^not a pending approval: signature is "ab/,
    );
  });

  it("refuses arguments that are not a JSON object", () => {
    expect(refusal({ ...GOOD, arguments: [] })).toBe(
      malformed("arguments is array; expected an object"),
    );
    expect(refusal({ ...GOOD, arguments: "{}" })).toBe(
      malformed("arguments is string; expected an object"),
    );
    expect(refusal({ ...GOOD, arguments: null })).toBe(
      malformed("arguments is null; expected an object"),
    );
    expect(refusal({ ...GOOD, arguments: { f: () => 1 } })).toBe(
      malformed("arguments is not JSON: function cannot be written as JSON"),
    );
  });

  it("through readPending: a call id with spaces and newlines is read back as it was", async () => {
    const first = payRegistry();
    const stored = JSON.stringify(await askPay(first.tools, "call 1\n\tb"));
    const second = payRegistry();
    const pending = await second.tools.readPending(stored);
    expect(pending.callId).toBe("call 1\n\tb");
    expect((await second.tools.resume(pending, { type: "approve" })).callId).toBe("call 1\n\tb");
  });
});
