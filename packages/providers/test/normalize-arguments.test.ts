import { compile } from "@tinyllm/schema";
import type { Json, JsonObject } from "@tinyllm/types";
import { describe, expect, it } from "vitest";
import { strictify, toGeminiDeclarations, toOpenAIChatTools } from "../src/index.js";
import { def, fixture } from "./fixtures.js";

describe("strict mode's synthetic nulls", () => {
  const schema: JsonObject = {
    type: "object",
    properties: {
      days: { type: "integer" },
      note: { type: ["string", "null"] },
      city: { type: "string" },
      filters: {
        type: "array",
        items: {
          type: "object",
          properties: { field: { type: "string" }, value: { type: "string" } },
          required: ["field"],
        },
      },
      target: { $ref: "#/$defs/target" },
    },
    required: ["city"],
    $defs: {
      target: {
        type: "object",
        properties: { id: { type: "string" }, kind: { type: "string" } },
        required: ["id"],
      },
    },
  };
  const { normalizeArguments } = strictify([def("t", schema)]);

  it("removes a null exactly where strictify made the property nullable", () => {
    expect(normalizeArguments({ days: null, note: null, city: "Paris" }, "t")).toEqual({
      note: null,
      city: "Paris",
    });
  });

  it("keeps null on a required property, so validation still refuses it", () => {
    const args = normalizeArguments({ city: null }, "t");
    expect(args).toEqual({ city: null });
    const cityOnly = {
      type: "object",
      properties: { city: { type: "string" } },
      required: ["city"],
    };
    expect(compile(cityOnly).validate(args).map(String)).toEqual([
      "$.city: expected string, got null",
    ]);
  });

  it("follows arrays and $refs", () => {
    const args = {
      city: "x",
      filters: [{ field: "a", value: null }, { field: null }],
      target: { id: "1", kind: null },
    };
    expect(normalizeArguments(args as Json, "t")).toEqual({
      city: "x",
      filters: [{ field: "a" }, { field: null }],
      target: { id: "1" },
    });
  });

  it("leaves other tools, and the input, unchanged", () => {
    const args = { days: null };
    expect(normalizeArguments(args, "other")).toBe(args);
    normalizeArguments(args, "t");
    expect(args).toEqual({ days: null });
  });

  it("keeps __proto__ an ordinary key", () => {
    const args = JSON.parse('{"city":"x","__proto__":{"polluted":true},"days":null}') as Json;
    const out = normalizeArguments(args, "t") as JsonObject;
    expect(Object.keys(out)).toEqual(["city", "__proto__"]);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it("in a union, applies the branch the value's keys and discriminator fit", () => {
    const { normalizeArguments: normalize } = toOpenAIChatTools([fixture("send_notification")], {
      strict: true,
    });
    expect(
      normalize(
        {
          channel: { kind: "sms", phone: "+3312345678", flash: null },
          priority: null,
          silent: null,
        },
        "send_notification",
      ),
    ).toEqual({ channel: { kind: "sms", phone: "+3312345678" } });
    expect(
      normalize(
        { channel: { kind: "email", to: "a@b.c" }, priority: 2, silent: null },
        "send_notification",
      ),
    ).toEqual({
      channel: { kind: "email", to: "a@b.c" },
      priority: 2,
    });
  });
});

describe("Gemini's string enums", () => {
  const { normalizeArguments } = toGeminiDeclarations([
    fixture("send_notification"),
    fixture("tag_document"),
  ]);

  it("turns projected strings back into numbers and booleans, only there", () => {
    expect(
      normalizeArguments(
        { channel: { kind: "email", to: "2" }, priority: "2", silent: "false" },
        "send_notification",
      ),
    ).toEqual({ channel: { kind: "email", to: "2" }, priority: 2, silent: false });
  });

  it("leaves a string that is not one of the projected values for the registry to refuse", () => {
    expect(
      normalizeArguments(
        { channel: { kind: "sms", phone: "+1" }, priority: "7" },
        "send_notification",
      ),
    ).toEqual({
      channel: { kind: "sms", phone: "+1" },
      priority: "7",
    });
  });

  it("parses a record sent as JSON text, and leaves text that is not an object", () => {
    expect(normalizeArguments({ id: "x", tags: '{"a":"b"}' }, "tag_document")).toEqual({
      id: "x",
      tags: { a: "b" },
    });
    expect(normalizeArguments({ id: "x", tags: "not json" }, "tag_document")).toEqual({
      id: "x",
      tags: "not json",
    });
  });

  it("a string value already in the enum keeps its meaning", () => {
    const mixed = def("m", { type: "object", properties: { v: { enum: ["1", 1, 2] } } });
    const { tools, normalizeArguments: normalize } = toGeminiDeclarations([mixed]);
    expect(tools[0]?.parameters?.properties).toEqual({ v: { enum: ["1", "2"], type: "STRING" } });
    expect(normalize({ v: "1" }, "m")).toEqual({ v: "1" });
    expect(normalize({ v: "2" }, "m")).toEqual({ v: 2 });
  });
});
