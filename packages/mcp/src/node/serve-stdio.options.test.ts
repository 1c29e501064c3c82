import { PassThrough } from "node:stream";
import { Registry } from "@tinyllm/tool";
import { describe, expect, it } from "vitest";
import { SERVE_STDIO_OPTION_NAMES, type ServeStdioOptions, serveStdio } from "./serve-stdio.js";

const registry = new Registry();

describe("serveStdio refuses an option name it does not know", () => {
  it("names the option, the closest one and the list, before touching stdout", () => {
    const write = process.stdout.write;
    const attempt = () => serveStdio(registry, { maxLineByte: 5 } as ServeStdioOptions);
    expect(attempt).toThrow(RangeError);
    expect(attempt).toThrow(
      'unknown option "maxLineByte"; did you mean "maxLineBytes"? serveStdio options: name, version, instructions, unknownTool, ttlMs, cacheScope, tracer, maxMessageDepth, maxOutgoingBytes, maxLineBytes, input, output',
    );
    expect(process.stdout.write).toBe(write);
  });

  it("takes every option it lists", async () => {
    const input = new PassThrough();
    const every = {
      ...Object.fromEntries(SERVE_STDIO_OPTION_NAMES.map((name) => [name, undefined])),
      input,
      output: new PassThrough(),
    };
    const server = serveStdio(registry, every);
    input.end();
    await server.closed;
  });
});
