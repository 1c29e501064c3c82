import { describe, expect, it } from "vitest";
import { decodeHeaderValue, encodeHeaderValue } from "./header-value.js";

describe("header values", () => {
  // The table of the 2026-07-28 Streamable HTTP page, "Value Encoding".
  it.each([
    ["us-west1", "us-west1"],
    ["Hello, 世界", "=?base64?SGVsbG8sIOS4lueVjA==?="],
    [" padded ", "=?base64?IHBhZGRlZCA=?="],
    ["line1\nline2", "=?base64?bGluZTEKbGluZTI=?="],
    ["=?base64?literal?=", "=?base64?PT9iYXNlNjQ/bGl0ZXJhbD89?="],
  ])("encodes %j as %s and decodes it back", (value, header) => {
    expect(encodeHeaderValue(value)).toBe(header);
    expect(decodeHeaderValue(header)).toBe(value);
  });

  it("refuses a sentinel without valid Base64 of UTF-8, and control characters", () => {
    expect(decodeHeaderValue("=?base64?!!!?=")).toBeUndefined();
    expect(decodeHeaderValue("=?base64?/w==?=")).toBeUndefined();
    expect(decodeHeaderValue("a\u0001b")).toBeUndefined();
  });
});
