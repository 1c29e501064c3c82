// Schemas for the standard vocabulary in bench/run.js: a tool schema as zod 4 exports it (a
// discriminated union, formats, exclusive bounds, a record, a recursive $ref), and a large
// API-style schema whose tools share a big $defs (what notion's MCP tools carry).

export const bookTrip = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  type: "object",
  properties: {
    traveller: {
      type: "object",
      properties: {
        email: { type: "string", format: "email" },
        id: { type: "string", format: "uuid" },
        age: { type: "integer", exclusiveMinimum: 0, maximum: 130 },
      },
      required: ["email", "id"],
      additionalProperties: false,
    },
    leg: {
      oneOf: [
        {
          type: "object",
          properties: {
            kind: { type: "string", const: "flight" },
            from: { type: "string", pattern: "^[A-Z]{3}$" },
            to: { type: "string", pattern: "^[A-Z]{3}$" },
            departs: { type: "string", format: "date-time" },
          },
          required: ["kind", "from", "to", "departs"],
          additionalProperties: false,
        },
        {
          type: "object",
          properties: {
            kind: { type: "string", const: "train" },
            station: { type: "string", minLength: 1 },
            date: { type: "string", format: "date" },
          },
          required: ["kind", "station", "date"],
          additionalProperties: false,
        },
      ],
    },
    budget: { type: "number", exclusiveMinimum: 0, multipleOf: 0.01 },
    labels: {
      type: "object",
      propertyNames: { type: "string", maxLength: 20 },
      additionalProperties: { type: "string" },
    },
    notes: { $ref: "#/$defs/note" },
  },
  required: ["traveller", "leg"],
  additionalProperties: false,
  $defs: {
    note: {
      type: "object",
      properties: {
        text: { type: "string" },
        replies: { type: "array", items: { $ref: "#/$defs/note" } },
      },
      required: ["text"],
      additionalProperties: false,
    },
  },
};

export const bookTripInputs = {
  valid: JSON.stringify({
    traveller: { email: "ada@example.org", id: "3f2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f", age: 36 },
    leg: { kind: "flight", from: "CDG", to: "JFK", departs: "2026-12-01T10:25:00Z" },
    budget: 1999.99,
    labels: { purpose: "conference" },
    notes: { text: "window seat", replies: [{ text: "ok" }] },
  }),
  invalid: JSON.stringify({
    traveller: { email: "not an email", id: "3f2b8c1e", age: 0 },
    leg: { kind: "train", station: "" },
    budget: 10.001,
    labels: { "a label that is far too long": "x" },
    notes: { replies: [{}] },
  }),
};

/** A large API schema (about 90 KB): one tool whose $defs hold every object of the API, referring to each other. */
export function largeDefinitionsSchema(count = 120) {
  const $defs = {};
  for (let index = 0; index < count; index++) {
    const properties = {
      id: { type: "string", format: "uuid" },
      object: { type: "string", const: `thing_${index}` },
      created_time: { type: "string", format: "date-time" },
      archived: { type: "boolean" },
      title: { type: "array", items: { $ref: "#/$defs/rich_text" } },
      parent: { $ref: `#/$defs/thing_${(index + 1) % count}` },
      icon: { oneOf: [{ type: "null" }, { $ref: "#/$defs/emoji" }] },
      properties: {
        type: "object",
        additionalProperties: {
          anyOf: [{ type: "string" }, { type: "number" }, { $ref: "#/$defs/rich_text" }],
        },
      },
      size: { type: "integer", minimum: 0, maximum: 1_000_000 },
      status: { enum: ["draft", "published", "archived", "deleted"] },
    };
    $defs[`thing_${index}`] = {
      type: "object",
      description: `Thing number ${index} of the API, with its parent and its rich text title.`,
      properties,
      required: ["id", "object"],
      additionalProperties: false,
    };
  }
  $defs.rich_text = {
    type: "object",
    properties: {
      plain_text: { type: "string" },
      href: { type: ["string", "null"], format: "uri" },
    },
    required: ["plain_text"],
  };
  $defs.emoji = { type: "object", properties: { emoji: { type: "string", maxLength: 8 } } };
  return {
    type: "object",
    properties: { page: { $ref: "#/$defs/thing_0" } },
    required: ["page"],
    $defs,
  };
}

/** Object compares (json-equal.ts): a const object, an enum of objects, uniqueItems over 20 line items. */
export const objectCompares = {
  type: "object",
  properties: {
    version: { const: { major: 2, minor: 1, channel: "stable" } },
    region: { enum: [1, 2, 3, 4].map((n) => ({ zone: `z${n}`, tier: n })) },
    lines: {
      type: "array",
      uniqueItems: true,
      items: {
        type: "object",
        properties: {
          sku: { type: "string" },
          quantity: { type: "integer" },
          price: { type: "object", properties: { amount: { type: "integer" } } },
        },
      },
    },
  },
};

const line = (n) => ({ sku: `SKU-${n}`, quantity: (n % 7) + 1, price: { amount: 1999 + n } });

export const objectComparesInputs = {
  valid: JSON.stringify({
    version: { channel: "stable", major: 2, minor: 1 },
    region: { zone: "z4", tier: 4 },
    lines: Array.from({ length: 20 }, (_, n) => line(n)),
  }),
  invalid: JSON.stringify({
    version: { major: 2, minor: 0, channel: "stable" },
    region: { zone: "z5", tier: 5 },
    lines: [...Array.from({ length: 19 }, (_, n) => line(n)), line(3)],
  }),
};

/** uniqueItems over 1,000 distinct line items: by pairs, half a million compares. */
export const manyLines = {
  type: "array",
  uniqueItems: true,
  items: objectCompares.properties.lines.items,
};

export const manyLinesInputs = {
  valid: JSON.stringify(Array.from({ length: 1000 }, (_, n) => line(n))),
};
