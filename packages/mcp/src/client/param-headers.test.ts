import { describe, expect, it } from "vitest";
import { extractParamHeaders, paramHeaderValues } from "./param-headers.js";

const schema = {
  type: "object",
  properties: {
    region: { type: "string", "x-mcp-header": "Region" },
    query: { type: "string" },
    options: {
      type: "object",
      properties: { dryRun: { type: "boolean", "x-mcp-header": "Dry-Run" } },
    },
  },
  required: ["region", "query"],
};

describe("extractParamHeaders", () => {
  it("takes the annotations out and remembers their paths", () => {
    const result = extractParamHeaders(schema);
    expect(result).toEqual({
      schema: {
        type: "object",
        properties: {
          region: { type: "string" },
          query: { type: "string" },
          options: { type: "object", properties: { dryRun: { type: "boolean" } } },
        },
        required: ["region", "query"],
      },
      headers: [
        { path: ["region"], name: "Region" },
        { path: ["options", "dryRun"], name: "Dry-Run" },
      ],
    });
  });

  it.each([
    [
      { properties: { a: { type: "number", "x-mcp-header": "A" } } },
      "x-mcp-header of a is on a property whose type is not string, integer or boolean",
    ],
    [
      { properties: { a: { type: "string", "x-mcp-header": "bad name" } } },
      "x-mcp-header of a is not an HTTP token",
    ],
    [
      {
        properties: {
          a: { type: "string", "x-mcp-header": "X" },
          b: { type: "string", "x-mcp-header": "x" },
        },
      },
      'x-mcp-header "x" is used twice',
    ],
  ])("makes the tool invalid for %j", (input, problem) => {
    expect(extractParamHeaders(input)).toEqual({ problem });
  });

  it("leaves an annotation outside a properties chain in place (the validator refuses it)", () => {
    const nested = {
      type: "object",
      properties: { list: { type: "array", items: { type: "string", "x-mcp-header": "L" } } },
    };
    expect(extractParamHeaders(nested)).toEqual({ schema: nested, headers: [] });
  });

  it("keeps __proto__ as an ordinary property name", () => {
    const withProto = JSON.parse(
      '{"properties":{"__proto__":{"type":"string","x-mcp-header":"P"}}}',
    );
    const result = extractParamHeaders(withProto);
    expect(
      "schema" in result && Object.hasOwn(result.schema.properties as object, "__proto__"),
    ).toBe(true);
  });
});

describe("paramHeaderValues", () => {
  const headers = [
    { path: ["region"], name: "Region" },
    { path: ["options", "dryRun"], name: "Dry-Run" },
  ];

  it("encodes present values and omits absent or null ones", () => {
    expect(paramHeaderValues(headers, { region: "us-west1", options: { dryRun: true } })).toEqual({
      "mcp-param-Region": "us-west1",
      "mcp-param-Dry-Run": "true",
    });
    expect(paramHeaderValues(headers, { region: null })).toEqual({});
  });

  it("uses the Base64 sentinel for values a header cannot carry", () => {
    expect(paramHeaderValues(headers, { region: "Hello, 世界" })).toEqual({
      "mcp-param-Region": "=?base64?SGVsbG8sIOS4lueVjA==?=",
    });
  });
});
