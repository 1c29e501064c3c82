import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MCP_PACKAGE_VERSION } from "./package-version.js";
import { resolveServerOptions } from "./server-options.js";

describe("MCP_PACKAGE_VERSION", () => {
  it("is the version in package.json (pnpm version-packages keeps them equal)", () => {
    const manifest = JSON.parse(
      readFileSync(new URL("../../package.json", import.meta.url), "utf8"),
    );
    expect(MCP_PACKAGE_VERSION).toBe(manifest.version);
  });

  it("is what a served registry announces unless told otherwise", () => {
    expect(resolveServerOptions({})).toMatchObject({
      name: "tinyllm-tools",
      version: MCP_PACKAGE_VERSION,
    });
    expect(resolveServerOptions({ name: "weather", version: "2.1.0" })).toMatchObject({
      name: "weather",
      version: "2.1.0",
    });
  });
});
