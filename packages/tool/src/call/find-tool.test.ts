import { describe, expect, it } from "vitest";
import { toolCall } from "../../test/fixtures.js";
import { newTool } from "../define/func-tool.js";
import { Registry } from "../registry.js";

function single(execute: (args: unknown) => unknown, schema?: object): Registry {
  return new Registry().mustRegister(newTool("t", "a test tool", schema, execute));
}

async function _contentOf(execute: (args: unknown) => unknown): Promise<[string, string]> {
  const result = await single(execute).call(toolCall("t", ""));
  return [result.kind, result.content];
}

describe("unknown tools", () => {
  const registry = () =>
    new Registry().mustRegister(
      newTool("get_weather", "", undefined, () => "sunny"),
      newTool("get_time", "", undefined, () => "noon"),
    );

  it("names the tool, lists the registered names sorted, and suggests the closest", async () => {
    const result = await registry().call(toolCall("get-weather", "{}"));
    expect(result.kind).toBe("unknown_tool");
    expect(result.name).toBe("get-weather");
    expect(result.message().content).toBe(
      'error: unknown tool "get-weather"; did you mean "get_weather"? available tools: "get_time", "get_weather"',
    );
  });

  it.each([
    "getWeather",
    "GET_WEATHER",
    "get.weather",
    "Get-Weather",
    "get_wether",
    "get_weahter",
    "getweathr",
  ])("suggests get_weather for %s", async (name) => {
    const result = await registry().call(toolCall(name, "{}"));
    expect(result.content).toContain('did you mean "get_weather"?');
  });

  it("suggests nothing when no name is close", async () => {
    const result = await registry().call(toolCall("delete_everything", "{}"));
    expect(result.content).toBe(
      'unknown tool "delete_everything"; available tools: "get_time", "get_weather"',
    );
  });

  it("says when no tools are registered", async () => {
    const result = await new Registry().call(toolCall("anything", "{}"));
    expect(result.content).toBe('unknown tool "anything"; no tools are registered');
  });

  it("quotes and cuts a hostile name", async () => {
    const result = await registry().call(toolCall(`x\n${"y".repeat(500)}`, "{}"));
    expect(
      result.content.startsWith(`unknown tool "x\\n${"y".repeat(93)}...; available tools:`),
    ).toBe(true);
  });

  it.each(["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"])(
    "looks up %s as an own key only",
    async (name) => {
      const empty = new Registry();
      expect(empty.get(name)).toBeUndefined();
      expect((await empty.call(toolCall(name, "{}"))).kind).toBe("unknown_tool");
      const tool = newTool(name, "", undefined, () => `ran ${name}`);
      const registry = new Registry().mustRegister(tool);
      expect(registry.get(name)).toBe(tool);
      expect(registry.names()).toEqual([name]);
      const result = await registry.call(toolCall(name, "{}"));
      expect([result.kind, result.content]).toEqual(["ok", `ran ${name}`]);
    },
  );
});
