import { Registry } from "@tinyllm/tool";
import { describe, expect, it } from "vitest";
import type { McpConnection } from "./connection.js";
import { IMPORT_OPTION_NAMES, type ImportMcpToolsOptions, importMcpTools } from "./import-tools.js";
import { McpClient, type McpToolsOptions, TOOLS_OPTION_NAMES } from "./mcp-client.js";

/** A client whose listing is empty and records the options it was given. */
function recording() {
  const given: McpToolsOptions[] = [];
  const client = {
    tools: async (options: McpToolsOptions) => {
      given.push(options);
      return { tools: [], skipped: [] };
    },
    connection: { on: () => () => undefined },
  } as unknown as McpClient;
  return { client, given };
}

describe("importMcpTools refuses an option name it does not know", () => {
  it("rejects with the option, the closest one and the list, before listing", async () => {
    const { client, given } = recording();
    const attempt = importMcpTools(new Registry(), client, {
      debounceMS: 5,
    } as ImportMcpToolsOptions);
    await expect(attempt).rejects.toThrow(RangeError);
    await expect(attempt).rejects.toThrow(
      'unknown option "debounceMS"; did you mean "debounceMs"? importMcpTools options: prefix, callTimeoutMs, maxCallTimeoutMs, maxTools, maxDescriptionChars, debounceMs, onRefreshError, minRelistMs',
    );
    expect(given).toEqual([]);
  });

  it("refuses taken, which it sets itself from the registry", async () => {
    const { client } = recording();
    const options = { taken: ["get_weather"] } as ImportMcpToolsOptions;
    await expect(importMcpTools(new Registry(), client, options)).rejects.toThrow(
      /^unknown option "taken"; importMcpTools options:/,
    );
  });

  it("takes every option it lists, and hands the listing only the listing's", async () => {
    const { client, given } = recording();
    const every = Object.fromEntries(IMPORT_OPTION_NAMES.map((name) => [name, undefined]));
    (await importMcpTools(new Registry(), client, { ...every, prefix: "fs" })).stop();
    expect(given).toHaveLength(1);
    for (const name of Object.keys(given[0] ?? {})) expect(TOOLS_OPTION_NAMES).toContain(name);
    expect(given[0]?.prefix).toBe("fs");
  });
});

describe("client.tools refuses an option name it does not know", () => {
  it("rejects with the option, the closest one and the list, before listing", async () => {
    const client = new McpClient({ name: "fs" } as McpConnection);
    await expect(client.tools({ prefx: "fs" } as McpToolsOptions)).rejects.toThrow(
      'unknown option "prefx"; did you mean "prefix"? client.tools options: prefix, taken, callTimeoutMs, maxCallTimeoutMs, maxTools, maxDescriptionChars',
    );
  });
});
