import { Registry } from "@tinyllm/tool";
import type { ToolCall } from "@tinyllm/types";
import { describe, expect, it } from "vitest";
import { createDemoTools } from "./demo-tools.js";

const FIXED_NOW = new Date("2026-03-29T00:30:00Z");
const registry = new Registry().mustRegister(...createDemoTools({ now: () => FIXED_NOW }));

let nextId = 0;
function call(name: string, args: string) {
  nextId += 1;
  const toolCall: ToolCall = {
    id: `t${nextId}`,
    type: "function",
    function: { name, arguments: args },
  };
  return registry.call(toolCall);
}

describe("the demo tools", () => {
  it("offers the four tools, sorted, with get_weather's schema from SPEC section 6", () => {
    const definitions = registry.definitions();
    expect(definitions.map((definition) => definition.function.name)).toEqual([
      "calculator",
      "current_time",
      "get_weather",
      "statistics",
    ]);
    expect(definitions.find((d) => d.function.name === "get_weather")?.function.parameters).toEqual(
      {
        type: "object",
        properties: {
          city: { type: "string", minLength: 1 },
          days: { type: "integer", minimum: 1, maximum: 7 },
          unit: { enum: ["c", "f"] },
        },
        required: ["city"],
        additionalProperties: false,
      },
    );
    const statistics = definitions.find((d) => d.function.name === "statistics")?.function
      .parameters;
    expect(JSON.stringify(statistics)).toContain('"anyOf"');
    expect(JSON.stringify(statistics)).toContain('"type":"array"');
  });

  describe("get_weather", () => {
    it("answers from the table, in °C or °F, for 1 to 7 days", async () => {
      const paris = await call("get_weather", '{"city":"paris","days":2,"unit":"f"}');
      expect(paris.kind).toBe("ok");
      expect(JSON.parse(paris.content)).toEqual({
        city: "Paris",
        unit: "f",
        forecast: [
          { day: 1, condition: "partly cloudy", high: 55, low: 43 },
          { day: 2, condition: "light rain", high: 57, low: 45 },
        ],
      });
      const week = await call("get_weather", '{"city":"Tokyo","days":7}');
      expect(JSON.parse(week.content).forecast).toHaveLength(7);
    });

    it("refuses an unknown city with a ToolError listing the known ones", async () => {
      const result = await call("get_weather", '{"city":"Atlantis"}');
      expect(result.kind).toBe("tool_error");
      expect(result.message().content).toBe(
        'error: unknown city "Atlantis"; this demo knows Berlin, Cairo, London, New York, Paris, Sydney, Tokyo',
      );
    });

    it("is never run with arguments outside the schema", async () => {
      const result = await call("get_weather", '{"city":"Paris","days":8}');
      expect(result.kind).toBe("invalid_arguments");
      expect(result.content).toMatch(/^invalid arguments for get_weather:\n\$\.days: /);
    });
  });

  describe("calculator", () => {
    it("computes, and reports a bad expression as a ToolError", async () => {
      expect((await call("calculator", '{"expression":"(18 - 11) * 9 / 5"}')).content).toBe(
        "(18 - 11) * 9 / 5 = 12.6",
      );
      const bad = await call("calculator", '{"expression":"process.exit(1)"}');
      expect(bad.kind).toBe("tool_error");
      expect(bad.content).toMatch(/^unexpected character "\." at position 7;/);
    });
  });

  describe("current_time", () => {
    it("gives the time in an IANA zone, UTC by default", async () => {
      expect(
        JSON.parse((await call("current_time", '{"time_zone":"Europe/Paris"}')).content),
      ).toEqual({
        time_zone: "Europe/Paris",
        date: "2026-03-29",
        time: "01:30:00",
        weekday: "Sunday",
        utc_offset: "+01:00",
      });
      expect(JSON.parse((await call("current_time", "")).content)).toMatchObject({
        time_zone: "UTC",
        time: "00:30:00",
        utc_offset: "+00:00",
      });
    });

    it("refuses an unknown zone, suggesting a close one", async () => {
      const typo = await call("current_time", '{"time_zone":"Europe/Pariss"}');
      expect(typo.kind).toBe("tool_error");
      expect(typo.content).toBe(
        'unknown time zone "Europe/Pariss"; expected an IANA name such as "Europe/Paris"; did you mean "Europe/Paris"?',
      );
      const nonsense = await call("current_time", '{"time_zone":"Mars/Olympus_Mons"}');
      expect(nonsense.content).toBe(
        'unknown time zone "Mars/Olympus_Mons"; expected an IANA name such as "Europe/Paris"',
      );
    });
  });

  describe("statistics", () => {
    it("accepts numbers and numeric strings", async () => {
      const result = await call("statistics", '{"values":[1,"2"," 3 ",4.5]}');
      expect(JSON.parse(result.content)).toEqual({
        count: 4,
        sum: 10.5,
        min: 1,
        max: 4.5,
        mean: 2.625,
        median: 2.5,
        stdev: 1.2930100541, // sqrt(1.671875) to 12 significant digits
      });
      const some = await call("statistics", '{"values":[3,1,2],"measures":["median","count"]}');
      expect(JSON.parse(some.content)).toEqual({ count: 3, median: 2 });
    });

    it("refuses a non-numeric element at its index, and an empty list", async () => {
      const result = await call("statistics", '{"values":[1,"two",3,true]}');
      expect(result.kind).toBe("invalid_arguments");
      const lines = result.content.split("\n");
      expect(lines[0]).toBe("invalid arguments for statistics:");
      expect(lines.slice(1).map((line) => line.split(":")[0])).toEqual([
        "$.values[1]",
        "$.values[3]",
      ]);
      expect((await call("statistics", '{"values":[]}')).kind).toBe("invalid_arguments");
      expect((await call("statistics", '{"values":[1],"measures":["mode"]}')).kind).toBe(
        "invalid_arguments",
      );
    });
  });
});
