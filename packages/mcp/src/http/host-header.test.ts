import { describe, expect, it } from "vitest";
import { testRegistry } from "../../test/fixtures/test-registry.js";
import { isValidHost } from "./host-header.js";
import { mcpHandler } from "./mcp-handler.js";

describe("isValidHost", () => {
  it.each(["localhost", "localhost:3000", "127.0.0.1:65535", "[::1]", "[::1]:8080", "a.example"])(
    "accepts %j",
    (host) => expect(isValidHost(host)).toBe(true),
  );
  it.each(["", "[", "a b", "localhost:99999", "a:b:c", "a, b", "u@h", "h/p", "%zz", "\u00e9"])(
    "refuses %j",
    (host) => expect(isValidHost(host)).toBe(false),
  );
});

describe("mcpHandler and the Host header", () => {
  it("answers 400 to a malformed Host, before the DNS-rebinding check", async () => {
    const handler = mcpHandler(testRegistry(), { allowedHosts: "any" });
    const response = await handler(
      new Request("http://localhost/mcp", { method: "POST", headers: { host: "a:b:c" } }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: -32600 } });
  });
});
