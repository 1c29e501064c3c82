import { describe, expect, it } from "vitest";
import { Registry } from "../registry.js";
import { InvalidRegistryOptionError } from "../registry-option-error.js";
import {
  contentLimits,
  DEFAULT_CONTENT_RULES,
  DEFAULT_MAX_PART_BYTES,
  DEFAULT_MAX_RESULT_BYTES,
  readContentRules,
} from "./content-limits.js";

describe("contentLimits", () => {
  it("fills in the defaults", () => {
    expect(contentLimits()()).toEqual({
      maxPartBytes: DEFAULT_MAX_PART_BYTES,
      maxResultBytes: DEFAULT_MAX_RESULT_BYTES,
      maxParts: 100,
      mimeTypes: {
        image: ["image/png", "image/jpeg", "image/gif", "image/webp"],
        audio: ["audio/wav", "audio/mpeg"],
        file: ["application/pdf", "text/plain"],
      },
      urlSchemes: ["https:", "data:"],
    });
    expect(DEFAULT_MAX_PART_BYTES).toBe(5_242_880);
  });

  it("keeps a kind's default list when another kind is given, and lowercases", () => {
    const rules = contentLimits({ mimeTypes: { image: ["IMAGE/SVG+XML"] }, maxParts: 3 })();
    expect(rules.mimeTypes.image).toEqual(["image/svg+xml"]);
    expect(rules.mimeTypes.audio).toEqual(DEFAULT_CONTENT_RULES.mimeTypes.audio);
    expect(rules.maxParts).toBe(3);
    expect(Object.isFrozen(rules)).toBe(true);
    expect(Object.isFrozen(rules.mimeTypes.image)).toBe(true);
  });

  it.each([
    [
      { maxPartBytes: 0 },
      "contentLimits.maxPartBytes is 0; expected an integer of at least 1, or Infinity",
    ],
    [
      { maxResultBytes: 1.5 },
      "contentLimits.maxResultBytes is 1.5; expected an integer of at least 1, or Infinity",
    ],
    [
      { maxParts: "3" },
      'contentLimits.maxParts is "3"; expected an integer of at least 1, or Infinity',
    ],
    [
      { urlSchemes: ["https:", ""] },
      'contentLimits.urlSchemes is ["https:",""]; expected a list of non-empty strings',
    ],
    [
      { mimeTypes: { image: "image/png" } },
      'contentLimits.mimeTypes.image is "image/png"; expected a list of non-empty strings',
    ],
    [
      { mimeTypes: { video: [] } },
      'unknown option "video" in contentLimits.mimeTypes; expected one of image, audio, file',
    ],
    [
      { maxPartByte: 1 },
      'unknown option "maxPartByte" in contentLimits; expected one of maxPartBytes, maxResultBytes, maxParts, mimeTypes, urlSchemes',
    ],
  ])("refuses %j", (options, message) => {
    const attempt = () => contentLimits(options as never);
    expect(attempt).toThrow(message);
    try {
      attempt();
    } catch (error) {
      expect(InvalidRegistryOptionError.isInstance(error)).toBe(true);
    }
  });

  it("is what the registry option takes; a plain object is refused at new Registry", () => {
    expect(() => new Registry({ contentLimits: contentLimits({ maxParts: 2 }) })).not.toThrow();
    expect(() => new Registry({ contentLimits: { maxParts: 2 } as never })).toThrow(
      "registry option contentLimits is object; expected a function",
    );
  });

  it("reads the rules of its own functions only", () => {
    expect(readContentRules(undefined)).toBe(DEFAULT_CONTENT_RULES);
    expect(readContentRules(contentLimits({ maxParts: 7 }))?.maxParts).toBe(7);
    expect(readContentRules((() => DEFAULT_CONTENT_RULES) as never)).toBeUndefined();
  });
});
