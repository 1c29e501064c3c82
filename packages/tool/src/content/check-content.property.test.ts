import { Buffer } from "node:buffer";
import type { ContentPart } from "@tinyllm/types";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toolCall } from "../../test/fixtures.js";
import { newTool } from "../define/func-tool.js";
import { Registry } from "../registry.js";
import { contentLimits } from "./content-limits.js";
import { content } from "./content-parts.js";

const MAX_PART_BYTES = 24;
const MAX_RESULT_BYTES = 60;
const MIME_TYPES = { image: ["image/png"], audio: ["audio/wav"], file: ["application/pdf"] };

// Base64-ish text: mostly from the alphabet, sometimes with padding, spaces, line breaks, `-`.
const base64ish = fc.oneof(
  fc.uint8Array({ maxLength: 40 }).map((bytes) => Buffer.from(bytes).toString("base64")),
  fc.string({ unit: fc.constantFrom(..."AQgw+/=a \n-_é"), maxLength: 40 }),
);
const mime = fc.constantFrom(
  "image/png",
  "IMAGE/PNG",
  "image/gif",
  "audio/wav",
  "application/pdf",
  "text/html",
  "",
);
const url = fc.oneof(
  fc.constantFrom(
    "https://example.com/a",
    "http://example.com/a",
    "javascript:x",
    "file:///etc/passwd",
    "nope",
  ),
  base64ish.map((data) => `data:image/png;base64,${data}`),
);
const source = fc.oneof(
  base64ish.map((data) => ({ data })),
  url.map((link) => ({ url: link })),
);
const part = fc.oneof(
  fc.string({ maxLength: 30 }).map((text) => content.text(text)),
  fc.tuple(source, mime).map(([from, type]) => content.image(from, type)),
  fc.tuple(base64ish, mime).map(([data, type]) => content.audio({ data }, type)),
  fc
    .tuple(source, mime, fc.string({ maxLength: 8 }))
    .map(([from, type, name]) => content.file(from, type, name)),
  fc
    .tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }))
    .map(([uri, name]) => content.resourceLink(uri, name)),
);

function isCanonicalBase64(text: string): boolean {
  return Buffer.from(text, "base64").toString("base64") === text;
}

/** The bytes a part carries, measured apart from the code under test. */
function bytesOf(checked: ContentPart): number {
  switch (checked.type) {
    case "text":
      return Buffer.byteLength(checked.text);
    case "resource_link":
      return Buffer.byteLength(checked.uri + checked.name + (checked.description ?? ""));
    default: {
      const carried =
        checked.data === undefined
          ? Buffer.byteLength(checked.url)
          : Buffer.from(checked.data, "base64").length;
      return (
        carried +
        (checked.type === "file" ? Buffer.byteLength(checked.name + (checked.uri ?? "")) : 0)
      );
    }
  }
}

describe("what reaches parts()", () => {
  it("never holds a part over a cap, a MIME type off the list, malformed base64 or a refused URL", async () => {
    const limits = contentLimits({
      maxPartBytes: MAX_PART_BYTES,
      maxResultBytes: MAX_RESULT_BYTES,
      mimeTypes: MIME_TYPES,
    });
    let returned: unknown;
    const registry = new Registry({ contentLimits: limits }).mustRegister(
      newTool("t", "", undefined, () => returned),
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(part, { minLength: 1, maxLength: 4 }), async (parts) => {
        returned = content.parts(...parts);
        const result = await registry.call(toolCall("t", "{}"));
        expect(["ok", "invalid_result"]).toContain(result.kind);
        if (result.kind !== "ok") {
          expect(result.parts()).toEqual([{ type: "text", text: result.content }]);
          return;
        }
        accepted++;
        let total = 0;
        for (const checked of result.parts()) {
          const bytes = bytesOf(checked);
          total += bytes;
          expect(bytes).toBeLessThanOrEqual(MAX_PART_BYTES);
          if (checked.type === "text" || checked.type === "resource_link") continue;
          expect(MIME_TYPES[checked.type]).toContain(checked.mimeType);
          if (checked.data !== undefined) expect(isCanonicalBase64(checked.data)).toBe(true);
          else expect(checked.url.startsWith("https:")).toBe(true);
        }
        expect(total).toBeLessThanOrEqual(MAX_RESULT_BYTES);
        expect(result.parts()).toHaveLength(parts.length);
      }),
      { numRuns: 400 },
    );
    // The generators must reach the accepting side too, or the property says nothing.
    expect(accepted).toBeGreaterThan(20);
  });
});
