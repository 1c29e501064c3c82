import { Registry } from "@tinyllm/tool";
import { describe, expect, it } from "vitest";
import { channel } from "../../test/fixtures/line-channel.js";
import { LINE_SERVER_OPTION_NAMES, type LineServerOptions, serveLines } from "./line-server.js";

const registry = new Registry();

describe("serveLines refuses an option name it does not know", () => {
  it("names the option, the closest one and the list, as a RangeError", () => {
    const attempt = () => serveLines(registry, channel(), { maxLineByte: 5 } as LineServerOptions);
    expect(attempt).toThrow(RangeError);
    expect(attempt).toThrow(
      'unknown option "maxLineByte"; did you mean "maxLineBytes"? serveLines options: name, version, instructions, unknownTool, ttlMs, cacheScope, tracer, maxMessageDepth, maxOutgoingBytes, maxLineBytes',
    );
  });

  it("takes every option it lists", async () => {
    const every = Object.fromEntries(LINE_SERVER_OPTION_NAMES.map((name) => [name, undefined]));
    const lines = channel();
    const server = serveLines(registry, lines, every);
    lines.end();
    await server.closed;
  });
});
