import { describe, expect, test } from "vitest";
import { standardHomeOf } from "./standard-keyword-names.js";
import { KEYWORDS } from "./vocabulary.js";

describe("standardHomeOf", () => {
  // The core entry knows the standard keywords by name only; its refusals must place each one
  // where the main entry's table does, or the two entries would give different hints.
  test("places every keyword where the main entry's table does; core's own and unknown names nowhere", () => {
    expect(KEYWORDS.size).toBeGreaterThan(50);
    for (const [name, entry] of KEYWORDS) {
      expect(standardHomeOf(name), name).toBe(entry.home === "core" ? undefined : entry.home);
    }
    expect(standardHomeOf("oneOf")).toBe("standard");
    expect(standardHomeOf("additionalItems")).toBe("draft-07");
    expect(standardHomeOf("x-internal")).toBeUndefined();
  });
});
