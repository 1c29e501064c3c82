import { describe, expect, it } from "vitest";
import { toolCall } from "../../test/fixtures.js";
import { newTool } from "../define/func-tool.js";
import { Registry } from "../registry.js";
import type { RegistryOptions } from "../registry-options.js";
import type { ToolResult } from "../result/tool-result.js";
import { contentLimits } from "./content-limits.js";
import { content } from "./content-parts.js";

// The 8-byte PNG signature, base64: a small inline image for the rules' tests.
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_BASE64 = "iVBORw0KGgo=";

async function returning(
  value: unknown,
  options: RegistryOptions = {},
  schema?: object,
): Promise<ToolResult> {
  const tool = newTool("shot", "takes a screenshot", undefined, () => value);
  const withSchema = schema === undefined ? tool : Object.assign(tool, { outputSchema: schema });
  return new Registry(options).mustRegister(withSchema).call(toolCall("shot", "{}"));
}

describe("a tool that returns content parts", () => {
  it("answers ok with the parts as data and today's text in message()", async () => {
    const result = await returning(
      content.parts(
        "the chart:",
        content.image(PNG, "image/png"),
        content.resourceLink("test://a", "a"),
      ),
    );
    expect(result.kind).toBe("ok");
    expect(result.parts()).toEqual([
      { type: "text", text: "the chart:" },
      { type: "image", mimeType: "image/png", data: PNG_BASE64 },
      { type: "resource_link", uri: "test://a", name: "a" },
    ]);
    expect(result.message().content).toBe(
      "the chart:\n[image: image/png, 8 bytes]\n[resource link: test://a (a)]",
    );
    expect(Object.isFrozen(result.parts())).toBe(true);
    expect(Object.isFrozen(result.parts()[1])).toBe(true);
    expect(result.toJSON().parts).toBe(result.parts());
  });

  it("takes one part alone, async or not, and every constructor", async () => {
    expect(
      (await returning(Promise.resolve(content.audio({ data: "UklGRg==" }, "audio/wav")))).parts(),
    ).toEqual([{ type: "audio", mimeType: "audio/wav", data: "UklGRg==" }]);
    const file = await returning(
      content.file(new TextEncoder().encode("hi"), "text/plain", "a.txt", { uri: "file:///a.txt" }),
    );
    expect(file.parts()).toEqual([
      { type: "file", mimeType: "text/plain", name: "a.txt", uri: "file:///a.txt", data: "aGk=" },
    ]);
    expect(file.content).toBe("[file a.txt: text/plain, 2 bytes]");
    const linked = await returning(
      content.image({ url: new URL("https://example.com/a.png") }, "image/PNG"),
    );
    expect(linked.parts()).toEqual([
      { type: "image", mimeType: "image/png", url: "https://example.com/a.png" },
    ]);
    expect(linked.content).toBe("[image: image/png, https://example.com/a.png]");
    expect((await returning(content.text("plain"))).parts()).toEqual([
      { type: "text", text: "plain" },
    ]);
  });

  it("turns a data: URL into inline data", async () => {
    const result = await returning(
      content.image({ url: `data:image/png;base64,${PNG_BASE64}` }, "image/png"),
    );
    expect(result.parts()).toEqual([{ type: "image", mimeType: "image/png", data: PNG_BASE64 }]);
  });

  it("leaves strings, JSON and look-alike arrays as they were", async () => {
    const lookAlike = [{ type: "image", mimeType: "image/png", data: "not base64!" }];
    const result = await returning(lookAlike);
    expect(result.kind).toBe("ok");
    expect(result.content).toBe(JSON.stringify(lookAlike));
    expect(result.parts()).toEqual([{ type: "text", text: JSON.stringify(lookAlike) }]);
    expect((await returning("sunny")).parts()).toEqual([{ type: "text", text: "sunny" }]);
  });

  it.each([
    [
      "malformed base64",
      content.image({ data: "iVBO Rw0K" }, "image/png"),
      "$[0].data: not valid base64: its length 9 is not a multiple of 4",
    ],
    [
      "base64 with a line break",
      content.image({ data: "iVBO\nw0K" }, "image/png"),
      '$[0].data: not valid base64: character 4 ("\\n") is not in the base64 alphabet',
    ],
    [
      "a MIME type off the list",
      content.image(PNG, "image/svg+xml"),
      '$[0].mimeType: "image/svg+xml" is not an allowed image type; allowed: image/png, image/jpeg, image/gif, image/webp',
    ],
    [
      "an http: URL",
      content.image({ url: "http://example.com/a.png" }, "image/png"),
      '$[0].url: the URL\'s scheme "http:"; allowed: https:, data:',
    ],
    [
      "a javascript: URL",
      content.file({ url: "javascript:alert(1)" }, "application/pdf", "a.pdf"),
      '$[0].url: the URL\'s scheme "javascript:"; allowed: https:, data:',
    ],
    [
      "a data: URL of another type",
      content.image({ url: `data:image/gif;base64,${PNG_BASE64}` }, "image/png"),
      '$[0].url: the data: URL says "image/gif", the part "image/png"',
    ],
    [
      "a data: URL not in base64",
      content.image({ url: "data:image/png,abc" }, "image/png"),
      "$[0].url: a data: URL must be base64 (data:TYPE;base64,...)",
    ],
    [
      "an audio URL",
      content.audio({ url: "https://a/b.wav" } as never, "audio/wav"),
      "$[0].url: audio parts take inline data only, not a URL",
    ],
    [
      "a file without a name",
      content.file(PNG, "application/pdf", ""),
      '$[0].name: expected a non-empty string, got ""',
    ],
    [
      "a part of an unknown type",
      content.parts({ type: "video" } as never),
      '$[0].type: expected "text", "image", "audio", "file" or "resource_link", got "video"',
    ],
    [
      "a number among the parts",
      content.parts(3 as never),
      "$[0]: expected a content part (content.text, content.image, ...), got number",
    ],
  ])("refuses %s with invalid_result", async (_label, value, line) => {
    const result = await returning(value);
    expect(result.kind).toBe("invalid_result");
    expect(result.content).toBe(
      `tool shot returned content parts that break the content rules:\n${line}`,
    );
    expect(result.issues.map((issue) => issue.code)).toEqual(["invalid_content"]);
    expect(result.parts()).toEqual([{ type: "text", text: result.content }]);
    expect(result.message().content.startsWith("error: tool shot returned content parts")).toBe(
      true,
    );
  });

  it("caps each part, the result, the part count and the text", async () => {
    const limits = contentLimits({ maxPartBytes: 8, maxResultBytes: 12, maxParts: 3 });
    const big = await returning(content.parts(content.image(new Uint8Array(9), "image/png")), {
      contentLimits: limits,
    });
    expect(big.content).toContain(
      "$[0]: the part carries 9 bytes, over the limit of 8 (maxPartBytes)",
    );
    const all = await returning(
      content.parts(content.image(PNG, "image/png"), content.image(PNG, "image/png")),
      { contentLimits: limits },
    );
    expect(all.content).toContain(
      "$: the parts carry 16 bytes in all, over the limit of 12 (maxResultBytes)",
    );
    const many = await returning(content.parts("a", "b", "c", "d"), { contentLimits: limits });
    expect(many.content).toContain("$: 4 parts, over the limit of 3 (maxParts)");
    const long = await returning(content.parts("x".repeat(301)), { maxResultChars: 300 });
    expect(long.content).toContain(
      "$: the text parts hold 301 characters, over the limit of 300 (maxResultChars)",
    );
    for (const result of [big, all, many, long]) expect(result.kind).toBe("invalid_result");
  });

  it("takes the registry's allowlists and schemes", async () => {
    const limits = contentLimits({
      mimeTypes: { image: ["image/svg+xml"] },
      urlSchemes: ["https:"],
    });
    const svg = await returning(content.image({ data: "PHN2Zy8+" }, "image/svg+xml"), {
      contentLimits: limits,
    });
    expect(svg.kind).toBe("ok");
    const data = await returning(
      content.image({ url: "data:image/svg+xml;base64,PHN2Zy8+" }, "image/svg+xml"),
      { contentLimits: limits },
    );
    expect(data.content).toContain('$[0].url: the URL\'s scheme "data:"; allowed: https:');
  });

  it("lists every broken rule at once", async () => {
    const result = await returning(
      content.parts(content.image({ data: "a" }, "image/tiff"), content.resourceLink("", "x")),
    );
    expect(result.issues.map((issue) => issue.path)).toEqual([
      "$[0].data",
      "$[0].mimeType",
      "$[1].uri",
    ]);
  });

  it("refuses parts from a tool with an outputSchema", async () => {
    const result = await returning(content.text("hi"), {}, { type: "object" });
    expect(result.content).toBe(
      "tool shot returned content parts that break the content rules:\n$: the tool has an outputSchema, so it must return a value that matches it, not content parts",
    );
  });

  it("refuses every call when the option is a function contentLimits() did not make", async () => {
    const result = await returning(content.text("hi"), { contentLimits: (() => ({})) as never });
    expect(result.content).toContain(
      "$: the registry option contentLimits is a function that contentLimits() did not make",
    );
  });
});
