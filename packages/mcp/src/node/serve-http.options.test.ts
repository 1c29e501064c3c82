import { Registry } from "@tinyllm/tool";
import { describe, expect, it } from "vitest";
import { SERVE_HTTP_OPTION_NAMES, type ServeHttpOptions, serveHttp } from "./serve-http.js";

const registry = new Registry();

describe("serveHttp refuses an option name it does not know", () => {
  it("rejects with the option, the closest one and the list, before listening", async () => {
    const attempt = serveHttp(registry, { requestTimeoutMS: 5 } as ServeHttpOptions);
    await expect(attempt).rejects.toThrow(RangeError);
    await expect(attempt).rejects.toThrow(
      'unknown option "requestTimeoutMS"; did you mean "requestTimeoutMs"? serveHttp options: name, version, instructions, unknownTool, ttlMs, cacheScope, tracer, maxMessageDepth, maxOutgoingBytes, allowedHosts, allowedOrigins, maxBodyBytes, legacySseStream, maxSessions, maxSessionsPerClient, clientOf, host, port, path, requestTimeoutMs',
    );
  });

  it("refuses a handler option misspelt with the same words", async () => {
    await expect(serveHttp(registry, { maxBodyByte: 5 } as ServeHttpOptions)).rejects.toThrow(
      /^unknown option "maxBodyByte"; did you mean "maxBodyBytes"\? serveHttp options:/,
    );
  });

  it("takes every option it lists", async () => {
    const every = Object.fromEntries(SERVE_HTTP_OPTION_NAMES.map((name) => [name, undefined]));
    const server = await serveHttp(registry, every);
    await server.close();
  });
});
