import { describe, expect, it } from "vitest";
import { MIN_SHORTENED_BASE64, shortenedJson } from "./shorten-base64.js";

const LONG = "iVBORw0KGgo".padEnd(MIN_SHORTENED_BASE64 + 2, "A").concat("==");

describe("shortenedJson", () => {
  it("cuts base64 strings and data: URLs of base64 to 16 characters and a count", () => {
    const value = { data: LONG, url: `data:image/png;base64,${LONG}` };
    expect(JSON.parse(shortenedJson(value))).toEqual({
      data: `${LONG.slice(0, 16)}… (${LONG.length} characters of base64)`,
      url: `data:image/png;base64,${LONG.slice(0, 16)}… (${LONG.length} characters of base64)`,
    });
  });

  it("leaves short base64, text with spaces, and other values as JSON.stringify writes them", () => {
    const value = {
      short: "A".repeat(MIN_SHORTENED_BASE64 - 1),
      text: `${"word ".repeat(20)}`,
      n: 1,
      list: [true, null],
    };
    expect(shortenedJson(value)).toBe(JSON.stringify(value));
  });
});
