import type { JsonObject, ToolDef } from "@tinyllm/types";

/** A tool definition around a parameters schema. */
export function def(
  name: string,
  parameters: JsonObject,
  description = `The ${name} tool.`,
): ToolDef {
  return { type: "function", function: { name, description, parameters } };
}

/** Realistic tool schemas: each shape agent tools use, as zod, MCP servers and people write them. */
export const FIXTURES: readonly ToolDef[] = [
  def("get_weather", {
    type: "object",
    properties: {
      city: { type: "string", minLength: 1 },
      days: { type: "integer", minimum: 1, maximum: 7, description: "Days ahead" },
      unit: { enum: ["c", "f"] },
    },
    required: ["city"],
    additionalProperties: false,
  }),
  def("create_order", {
    type: "object",
    properties: {
      customer: {
        type: "object",
        properties: {
          email: { type: "string", format: "email" },
          name: { type: "string", maxLength: 80 },
          address: {
            type: "object",
            properties: {
              street: { type: "string" },
              postcode: { type: "string", pattern: "^[0-9]{5}$" },
              country: { type: "string", minLength: 2, maxLength: 2 },
            },
            required: ["street", "country"],
          },
        },
        required: ["email"],
      },
      lines: {
        type: "array",
        minItems: 1,
        maxItems: 50,
        items: {
          type: "object",
          properties: {
            sku: { type: "string" },
            quantity: { type: "integer", minimum: 1, default: 1 },
            price: { type: "number", exclusiveMinimum: 0, multipleOf: 0.01 },
          },
          required: ["sku", "price"],
          additionalProperties: false,
        },
      },
      note: { type: ["string", "null"], description: "Shown to the courier." },
    },
    required: ["customer", "lines"],
    additionalProperties: false,
  }),
  def("send_notification", {
    type: "object",
    properties: {
      channel: {
        oneOf: [
          {
            type: "object",
            properties: { kind: { const: "email" }, to: { type: "string", format: "email" } },
            required: ["kind", "to"],
            additionalProperties: false,
          },
          {
            type: "object",
            properties: {
              kind: { const: "sms" },
              phone: { type: "string", pattern: "^\\+[0-9]{6,15}$" },
              flash: { type: "boolean" },
            },
            required: ["kind", "phone"],
            additionalProperties: false,
          },
        ],
      },
      priority: { enum: [1, 2, 3], description: "1 is the highest." },
      silent: { enum: [true, false] },
    },
    required: ["channel"],
    additionalProperties: false,
  }),
  def("plot_points", {
    $schema: "http://json-schema.org/draft-07/schema#",
    type: "object",
    properties: {
      points: {
        type: "array",
        items: {
          type: "array",
          items: [{ type: "number" }, { type: "number" }],
          additionalItems: false,
        },
      },
      range: { type: "array", prefixItems: [{ type: "number" }, { type: "number" }], items: false },
      label: { type: "string" },
    },
    required: ["points"],
    additionalProperties: false,
  }),
  def("tag_document", {
    type: "object",
    properties: {
      id: { type: "string", format: "uuid" },
      tags: {
        type: "object",
        additionalProperties: { type: "string" },
        propertyNames: { pattern: "^[a-z]+$" },
      },
      updated: { type: "string", format: "date-time" },
      site: { type: "string", format: "uri" },
    },
    required: ["id"],
    additionalProperties: false,
  }),
  def("move_files", {
    type: "object",
    $defs: {
      path: { type: "string", minLength: 1, description: "A path inside the workspace." },
      move: {
        type: "object",
        properties: { from: { $ref: "#/$defs/path" }, to: { $ref: "#/$defs/path" } },
        required: ["from", "to"],
        additionalProperties: false,
      },
    },
    properties: {
      moves: { type: "array", items: { $ref: "#/$defs/move" }, uniqueItems: true },
      overwrite: { type: "boolean", default: false },
    },
    required: ["moves"],
    additionalProperties: false,
  }),
  def("save_category_tree", {
    type: "object",
    definitions: {
      category: {
        type: "object",
        properties: {
          name: { type: "string" },
          children: { type: "array", items: { $ref: "#/definitions/category" } },
        },
        required: ["name"],
        additionalProperties: false,
      },
    },
    properties: { root: { $ref: "#/definitions/category" } },
    required: ["root"],
    additionalProperties: false,
  }),
  def("search_logs", {
    type: "object",
    properties: {
      query: { type: "string", minLength: 1, maxLength: 500 },
      limit: { type: "integer", minimum: 1, maximum: 1000, default: 100 },
      since: { type: "string", format: "date" },
      level: { type: "string", enum: ["debug", "info", "warn", "error"] },
      ratio: { type: "number", minimum: 0, maximum: 1 },
      fields: { type: "array", items: { type: "string" }, uniqueItems: true, minItems: 1 },
    },
    required: ["query"],
    additionalProperties: false,
  }),
  def("get_time", { type: "object" }),
];

/** The fixture named so. */
export function fixture(name: string): ToolDef {
  const found = FIXTURES.find((tool) => tool.function.name === name);
  if (found === undefined) throw new Error(`no fixture ${name}`);
  return found;
}
