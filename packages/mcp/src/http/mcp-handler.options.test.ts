import { Registry } from "@tinyllm/tool";
import { describe, expect, it } from "vitest";
import { HANDLER_OPTION_NAMES, type McpHandlerOptions } from "./http-options.js";
import { mcpHandler } from "./mcp-handler.js";

const registry = new Registry();

describe("mcpHandler refuses an option name it does not know", () => {
  it("names the option, the closest one and the list, as a RangeError", () => {
    const attempt = () => mcpHandler(registry, { maxBodyByte: 1024 } as McpHandlerOptions);
    expect(attempt).toThrow(RangeError);
    expect(attempt).toThrow(
      'unknown option "maxBodyByte"; did you mean "maxBodyBytes"? mcpHandler options: name, version, instructions, unknownTool, ttlMs, cacheScope, tracer, maxMessageDepth, maxOutgoingBytes, allowedHosts, allowedOrigins, maxBodyBytes, legacySseStream, maxSessions, maxSessionsPerClient, clientOf',
    );
  });

  it("without a close name, lists the options", () => {
    expect(() => mcpHandler(registry, { port: 3000 } as McpHandlerOptions)).toThrow(
      /^unknown option "port"; mcpHandler options: name, version,/,
    );
  });

  it("refuses an unknown name whose value is undefined, as the registry does", () => {
    expect(() => mcpHandler(registry, { maxBodyByte: undefined } as McpHandlerOptions)).toThrow(
      /unknown option "maxBodyByte"/,
    );
  });

  it("takes every option it lists, undefined or set", () => {
    const every = Object.fromEntries(HANDLER_OPTION_NAMES.map((name) => [name, undefined]));
    mcpHandler(registry, every).close();
    mcpHandler(registry, { maxBodyBytes: 1024, name: "weather", allowedHosts: "any" }).close();
  });
});
