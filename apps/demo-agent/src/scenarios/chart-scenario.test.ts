import { Buffer } from "node:buffer";
import { crc32, inflateSync } from "node:zlib";
import { Registry } from "@tinyllm/tool";
import { describe, expect, it } from "vitest";
import { runAgent } from "../agent/run-agent.js";
import type { TranscriptEvent } from "../agent/transcript-event.js";
import { ScriptedProvider } from "../providers/scripted-provider.js";
import { createDemoTools } from "../tools/demo-tools.js";
import { chartScenario } from "./chart-scenario.js";

/** The chunks of a PNG, each CRC checked: `[type, data]`. */
function pngChunks(bytes: Buffer): [string, Buffer][] {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: [string, Buffer][] = [];
  for (let offset = 8; offset < bytes.length; ) {
    const length = bytes.readUInt32BE(offset);
    const typeAndData = bytes.subarray(offset + 4, offset + 8 + length);
    expect(bytes.readUInt32BE(offset + 8 + length)).toBe(crc32(typeAndData));
    chunks.push([typeAndData.subarray(0, 4).toString("latin1"), typeAndData.subarray(4)]);
    offset += 12 + length;
  }
  return chunks;
}

describe("the chart scenario", () => {
  it("shows the tool's PNG as a line with its type and size, and gives its parts as data", async () => {
    const events: TranscriptEvent[] = [];
    const result = await runAgent({
      provider: new ScriptedProvider(chartScenario),
      tools: new Registry().mustRegister(...createDemoTools(), ...(chartScenario.tools?.() ?? [])),
      messages: [{ role: "user", content: chartScenario.question }],
      onEvent: (event) => events.push(event),
    });
    const tool = events.find((event) => event.type === "tool");
    if (tool?.type !== "tool") throw new Error("no tool event");
    const image = tool.parts?.find((part) => part.type === "image");
    if (image?.type !== "image" || image.data === undefined) throw new Error("no inline image");
    const png = Buffer.from(image.data, "base64");
    expect(tool.content).toBe(
      `daily highs in Paris, °C: 13, 14, 12, 15, 13\n[image: image/png, ${png.length} bytes]`,
    );
    const chunks = pngChunks(png);
    expect(chunks.map(([type]) => type)).toEqual(["IHDR", "IDAT", "IEND"]);
    const header = chunks[0]?.[1] as Buffer;
    expect([header.readUInt32BE(0), header.readUInt32BE(4)]).toEqual([40, 32]);
    // One filter byte and 40 gray pixels per row, 32 rows.
    expect(inflateSync(chunks[1]?.[1] as Buffer).length).toBe(32 * 41);
    expect(result.answer).toBe(
      `Here is the chart (image/png, ${png.length} bytes): daily highs in Paris, °C: 13, 14, 12, 15, 13.`,
    );
  });
});
