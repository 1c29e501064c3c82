// Schemas and inputs for bench/run.js: get_weather from SPEC section 6 and a realistic large tool
// schema (about 30 top-level properties, nested objects, arrays of objects, enums, anyOf, patterns).

export const getWeather = {
  type: "object",
  properties: {
    city: { type: "string", minLength: 1 },
    days: { type: "integer", minimum: 1, maximum: 7 },
    unit: { enum: ["c", "f"] },
  },
  required: ["city"],
  additionalProperties: false,
};

const address = {
  type: "object",
  properties: {
    line1: { type: "string", minLength: 1, maxLength: 200 },
    line2: { type: "string", maxLength: 200 },
    city: { type: "string", minLength: 1, maxLength: 100 },
    region: { type: "string", maxLength: 100 },
    postal_code: { type: "string", pattern: "^[A-Z0-9][A-Z0-9 -]{1,10}$" },
    country: { enum: ["FR", "DE", "ES", "IT", "GB", "US", "CA", "JP", "NL", "BE"] },
  },
  required: ["line1", "city", "postal_code", "country"],
  additionalProperties: false,
};

const lineItem = {
  type: "object",
  properties: {
    sku: { type: "string", pattern: "^[A-Z]{3}-[0-9]{4,8}$" },
    name: { type: "string", minLength: 1, maxLength: 200 },
    quantity: { type: "integer", minimum: 1, maximum: 1000 },
    unit_price: { type: "number", minimum: 0 },
    currency: { enum: ["EUR", "USD", "GBP", "JPY"] },
    discount: { anyOf: [{ type: "number", minimum: 0, maximum: 100 }, { type: "null" }] },
    options: { type: "object", additionalProperties: { type: "string", maxLength: 100 } },
    tags: { type: "array", items: { type: "string", minLength: 1, maxLength: 30 }, maxItems: 10 },
  },
  required: ["sku", "quantity", "unit_price"],
  additionalProperties: false,
};

export const createOrder = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  title: "create_order",
  description: "Create an order for a customer.",
  type: "object",
  properties: {
    customer_id: { type: "string", pattern: "^cus_[A-Za-z0-9]{8,24}$" },
    customer_name: { type: "string", minLength: 1, maxLength: 200 },
    email: { type: "string", pattern: "^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$" },
    phone: { anyOf: [{ type: "string", minLength: 6, maxLength: 20 }, { type: "null" }] },
    items: { type: "array", items: lineItem, minItems: 1, maxItems: 1000 },
    shipping_address: address,
    billing_address: address,
    shipping_method: { enum: ["standard", "express", "overnight", "pickup"] },
    priority: { enum: ["low", "normal", "high", "urgent"] },
    gift: { type: "boolean" },
    gift_message: { type: ["string", "null"], maxLength: 500 },
    notes: { type: "string", maxLength: 2000 },
    coupon_codes: {
      type: "array",
      items: { type: "string", minLength: 3, maxLength: 20 },
      maxItems: 5,
    },
    currency: { enum: ["EUR", "USD", "GBP", "JPY"] },
    total_limit: { type: "number", minimum: 0, maximum: 1000000 },
    installments: { type: "integer", minimum: 1, maximum: 12 },
    payment_method: { enum: ["card", "transfer", "paypal", "invoice"] },
    card_last4: { type: "string", minLength: 4, maxLength: 4 },
    requested_date: { type: "string", minLength: 10, maxLength: 10 },
    time_window: {
      type: "object",
      properties: {
        start: { type: "integer", minimum: 0, maximum: 23 },
        end: { type: "integer", minimum: 0, maximum: 23 },
      },
      required: ["start", "end"],
      additionalProperties: false,
    },
    channel: { enum: ["web", "phone", "store", "agent"] },
    locale: { type: "string", minLength: 2, maxLength: 10 },
    newsletter: { type: "boolean" },
    loyalty_points: { type: "integer", minimum: 0 },
    metadata: {
      type: "object",
      additionalProperties: {
        anyOf: [{ type: "string" }, { type: "number" }, { type: "boolean" }],
      },
    },
    source: { type: "string", maxLength: 100 },
    referral: { anyOf: [{ type: "string", maxLength: 50 }, { type: "null" }] },
    split_shipment: { type: "boolean" },
    insurance: { type: "boolean" },
    confirm: { const: true },
  },
  required: ["customer_id", "items", "shipping_address", "confirm"],
  additionalProperties: false,
};

/** A deep copy of a schema without any `pattern`, for the "no patterns" measurements. */
export function withoutPatterns(schema) {
  if (Array.isArray(schema)) return schema.map(withoutPatterns);
  if (typeof schema !== "object" || schema === null) return schema;
  const result = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key !== "pattern") result[key] = withoutPatterns(value);
  }
  return result;
}

function item(index) {
  return {
    sku: `ABC-${String(1000 + index).padStart(6, "0")}`,
    name: `Item number ${index}`,
    quantity: 1 + (index % 9),
    unit_price: 9.99 + index,
    currency: "EUR",
    discount: index % 3 === 0 ? null : 5,
    options: { color: "blue", size: "M" },
    tags: ["new", "sale"],
  };
}

function order(itemCount) {
  return {
    customer_id: "cus_AbCdEf123456",
    customer_name: "Ada Lovelace",
    email: "ada@example.org",
    phone: "+33123456789",
    items: Array.from({ length: itemCount }, (_, index) => item(index)),
    shipping_address: {
      line1: "1 rue de Rivoli",
      city: "Paris",
      postal_code: "75001",
      country: "FR",
    },
    shipping_method: "express",
    priority: "normal",
    gift: false,
    currency: "EUR",
    installments: 1,
    payment_method: "card",
    time_window: { start: 9, end: 17 },
    channel: "agent",
    metadata: { campaign: "spring", score: 3, vip: true },
    confirm: true,
  };
}

function breakOrder(value) {
  const broken = structuredClone(value);
  broken.priority = "asap";
  broken.country = "FR";
  broken.shipping_address.postal_code = 75001;
  delete broken.confirm;
  for (let index = 0; index < broken.items.length; index += 50) {
    broken.items[index].quantity = "3";
    broken.items[index].colour = "red";
  }
  return broken;
}

const smallOrder = order(1);
const fiveItems = order(5);
const largeOrder = order(590);

export const inputs = {
  getWeather: {
    validSmall: JSON.stringify({ city: "Paris", days: 3, unit: "c" }),
    invalidSmall: JSON.stringify({ days: "3", unit: "kelvin", country: "FR" }),
    validLarge: JSON.stringify({ city: "P".repeat(100_000), days: 3, unit: "c" }),
    invalidLarge: JSON.stringify({
      city: "P".repeat(100_000),
      days: "3",
      unit: "kelvin",
      country: "FR",
    }),
  },
  createOrder: {
    validSmall: JSON.stringify(smallOrder),
    invalidSmall: JSON.stringify(breakOrder(smallOrder)),
    validLarge: JSON.stringify(largeOrder),
    invalidLarge: JSON.stringify(breakOrder(largeOrder)),
  },
  createOrderFive: {
    validFive: JSON.stringify(fiveItems),
    invalidFive: JSON.stringify(breakOrder(fiveItems)),
  },
};
