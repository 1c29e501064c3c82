import { describe, expect, it } from "vitest";
import { Redactor } from "./redactor.js";

const KEY = "sk-live-0123456789abcdef";

describe("Redactor", () => {
  const redactor = new Redactor([KEY, undefined, ""]);

  it("removes the whole key, also when whitespace or JSON escapes split it", () => {
    expect(redactor.redact(`key ${KEY} and again ${KEY}.`)).toBe(
      "key [redacted] and again [redacted].",
    );
    expect(redactor.redact(`a sk-live-0123\n456789abcdef b`)).toBe("a [redacted] b");
    expect(redactor.redact(String.raw`a sk-live-01\n23\u000a456789abc def b`)).toBe(
      "a [redacted] b",
    );
  });

  it("quotes: secrets out first, then whitespace folded, then the cut", () => {
    // The key straddles the cut at 20: redacting after the cut would show its first 17 characters.
    expect(redactor.quote(`abc ${KEY} tail`, 20)).toBe("abc [redacted] tail");
    expect(redactor.quote(`${"x".repeat(10)} ${KEY}`, 15)).toBe("xxxxxxxxxx [red...");
    expect(redactor.quote("a  \n b")).toBe("a b");
  });

  it("removes a piece of the key of 8 or more characters that a server sent on its own", () => {
    expect(redactor.quote("prefix sk-live-0123 end")).toBe("prefix [redacted] end");
    expect(redactor.quote("only sk-live here")).toBe("only sk-live here");
    expect(redactor.quote("tail 456789abcdef!")).toBe("tail [redacted]!");
  });

  it("without a key, text is only folded and cut", () => {
    expect(new Redactor([undefined]).quote(`x ${KEY}`)).toBe(`x ${KEY}`);
  });
});
