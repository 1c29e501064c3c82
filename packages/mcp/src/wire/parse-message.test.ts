import { describe, expect, it } from "vitest";
import { ErrorCode } from "./error-codes.js";
import { parseMessage } from "./parse-message.js";

function refusal(text: string) {
  const parsed = parseMessage(text);
  if (parsed.ok) throw new Error(`expected a refusal for ${text}`);
  return parsed;
}

describe("parseMessage", () => {
  it.each([
    [
      '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
      { jsonrpc: "2.0", id: 1, method: "tools/list" },
    ],
    [
      '{"jsonrpc":"2.0","id":"a","method":"x","params":{"k":1}}',
      { jsonrpc: "2.0", id: "a", method: "x", params: { k: 1 } },
    ],
    [
      '{"jsonrpc":"2.0","method":"notifications/initialized"}',
      { jsonrpc: "2.0", method: "notifications/initialized" },
    ],
    ['{"jsonrpc":"2.0","id":3,"result":{}}', { jsonrpc: "2.0", id: 3, result: {} }],
    [
      '{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"m"}}',
      { jsonrpc: "2.0", id: null, error: { code: -32700, message: "m" } },
    ],
    [
      '{"jsonrpc":"2.0","error":{"code":-32600,"message":"m"}}',
      { jsonrpc: "2.0", id: null, error: { code: -32600, message: "m" } },
    ],
  ])("accepts %s", (text, expected) => {
    expect(parseMessage(text)).toEqual({ ok: true, message: expected });
  });

  it("answers text that is not JSON with -32700 and id null", () => {
    const parsed = refusal('{"jsonrpc":"2.0","id":1,"method":');
    expect(parsed.error).toMatchObject({
      jsonrpc: "2.0",
      id: null,
      error: { code: ErrorCode.parseError },
    });
    expect(parsed.answer).toBe(true);
  });

  it("refuses a batch with -32600 and id null", () => {
    const parsed = refusal('[{"jsonrpc":"2.0","id":1,"method":"ping"}]');
    expect(parsed.error).toMatchObject({ id: null, error: { code: ErrorCode.invalidRequest } });
    expect(parsed.error.error.message).toContain("batch");
  });

  it.each([
    ["1", null],
    ['"x"', null],
    ["null", null],
    ['{"id":1,"method":"ping"}', 1],
    ['{"jsonrpc":"1.0","id":"q","method":"ping"}', "q"],
    ['{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}', null],
    ['{"jsonrpc":"2.0","id":null,"method":"ping"}', null],
    ['{"jsonrpc":"2.0","id":true,"method":"ping"}', null],
    ['{"jsonrpc":"2.0","id":4,"method":7}', 4],
    ['{"jsonrpc":"2.0","id":5,"method":"ping","result":{}}', 5],
  ])("refuses %s with -32600 and id %j", (text, id) => {
    const parsed = refusal(text);
    expect(parsed.error.id).toBe(id);
    expect(parsed.error.error.code).toBe(ErrorCode.invalidRequest);
  });

  it("refuses params that are not an object with -32602, keeping the id", () => {
    const parsed = refusal('{"jsonrpc":"2.0","id":9,"method":"tools/call","params":[1]}');
    expect(parsed.error).toMatchObject({ id: 9, error: { code: ErrorCode.invalidParams } });
    expect(parsed.answer).toBe(true);
  });

  it("never answers a broken notification or a broken response", () => {
    expect(refusal('{"jsonrpc":"2.0","method":"x","params":3}').answer).toBe(false);
    expect(refusal('{"jsonrpc":"2.0","id":1}').answer).toBe(false);
    expect(refusal('{"jsonrpc":"2.0","id":1,"result":[]}').answer).toBe(false);
    expect(refusal('{"jsonrpc":"2.0","id":1,"error":{"code":"x","message":"m"}}').answer).toBe(
      false,
    );
  });

  it("keeps __proto__ as plain data, never as a prototype", () => {
    const parsed = parseMessage(
      '{"jsonrpc":"2.0","id":1,"method":"x","params":{"__proto__":{"polluted":1}}}',
    );
    if (!parsed.ok || !("params" in parsed.message)) throw new Error("expected a request");
    const params = parsed.message.params as Record<string, unknown>;
    expect(Object.hasOwn(params, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
