import fc from "fast-check";
import * as z from "zod";
import * as z3 from "zod/v3";
import { date, email, finite, mostly, shape, word, wrongKind, type ZodTool } from "./zod-tool.js";

const SKU = /^[A-Z0-9-]{3,20}$/;
const CURRENCIES = ["EUR", "USD", "GBP"] as const;

const order = { customerEmail: "ada@example.com", currency: "EUR" };
const line = { sku: "ABC-1", quantity: 1, unitPrice: 19.99 };

/** create_order: line items (an array of objects), money as `.positive().multipleOf(0.01)`, `.email()`. */
export const CREATE_ORDER: ZodTool = {
  name: "create_order",
  zod: z.object({
    customerEmail: z.email(),
    items: z
      .array(
        z.object({
          sku: z.string().regex(SKU),
          quantity: z.number().int().positive().max(1000),
          unitPrice: z.number().positive().multipleOf(0.01),
        }),
      )
      .min(1)
      .max(20),
    currency: z.enum(CURRENCIES),
    couponCode: z.string().min(4).max(16).optional(),
    note: z.string().max(200).nullable().optional(),
    deliverBy: z.iso.date().optional(),
  }),
  zod3: z3.object({
    customerEmail: z3.string().email(),
    items: z3
      .array(
        z3.object({
          sku: z3.string().regex(SKU),
          quantity: z3.number().int().positive().max(1000),
          unitPrice: z3.number().positive().multipleOf(0.01),
        }),
      )
      .min(1)
      .max(20),
    currency: z3.enum(CURRENCIES),
    couponCode: z3.string().min(4).max(16).optional(),
    note: z3.string().max(200).nullable().optional(),
    deliverBy: z3.string().date().optional(),
  }),
  valid: [
    { ...order, items: [line] },
    {
      ...order,
      items: [line, { sku: "X-200", quantity: 1000, unitPrice: 0.07 }],
      couponCode: "SPRING24",
    },
    { ...order, items: [{ ...line, unitPrice: 1234.5 }], note: null, deliverBy: "2028-02-29" },
    {
      ...order,
      items: Array.from({ length: 20 }, () => line),
      note: "leave at the door".repeat(11),
    },
    {
      ...order,
      customerEmail: "first.last+orders@mail.example.co.uk",
      currency: "GBP",
      items: [line],
    },
    { ...order, items: [{ ...line, quantity: 7.0, unitPrice: 0.01 }], couponCode: "ABCD" },
  ],
  invalid: [
    null,
    [],
    order,
    { ...order, items: [] },
    { ...order, items: Array.from({ length: 21 }, () => line) },
    { ...order, items: [{ ...line, quantity: 0 }] },
    { ...order, items: [{ ...line, quantity: 1.5 }] },
    { ...order, items: [{ ...line, quantity: 1001 }] },
    { ...order, items: [{ ...line, unitPrice: 0 }] },
    { ...order, items: [{ ...line, unitPrice: -5 }] },
    { ...order, items: [{ ...line, unitPrice: 19.999 }] },
    { ...order, items: [{ ...line, unitPrice: "19.99" }] },
    { ...order, items: [{ sku: "ab", quantity: 1, unitPrice: 1 }] },
    { ...order, items: [{ quantity: 1, unitPrice: 1 }] },
    { ...order, items: [line, { ...line, sku: "abc-1" }] },
    { ...order, currency: "JPY", items: [line] },
    { ...order, customerEmail: "ada@", items: [line] },
    { ...order, couponCode: "ABC", items: [line] },
    { ...order, couponCode: "A".repeat(17), items: [line] },
    { ...order, note: "x".repeat(201), items: [line] },
    { ...order, deliverBy: "2027-02-29", items: [line] },
    { ...order, deliverBy: "2027-13-01", items: [line] },
    { ...order, items: line },
  ],
  generated: shape({
    customerEmail: email,
    items: mostly(
      fc.array(
        shape(
          {
            sku: mostly(
              fc.stringMatching(SKU),
              fc.constantFrom("ab", "abc", "TOO-LONG-FOR-A-SKU-XX"),
              30,
            ),
            quantity: mostly(
              fc.integer({ min: 1, max: 1000 }),
              fc.constantFrom(0, -1, 1001, 2.5),
              30,
            ),
            unitPrice: mostly(
              fc.integer({ min: 1, max: 99_999 }).map((cents) => cents / 100),
              fc.constantFrom(0, -0.01, 0.001, 12.345),
              30,
            ),
          },
          { omit: 60 },
        ),
        { maxLength: 4 },
      ),
      wrongKind,
    ),
    currency: mostly(fc.constantFrom(...CURRENCIES), fc.constantFrom("JPY", "eur", "")),
    couponCode: fc.stringMatching(/^[A-Z0-9]{3,17}$/),
    note: fc.option(fc.string({ maxLength: 210 }), { nil: null }),
    deliverBy: date,
  }),
};

const SORTS = ["relevance", "price_asc", "price_desc", "newest"] as const;

/** search_products: a nested optional object, a tuple range, `.default()`s, `.nonnegative()`. */
export const SEARCH_PRODUCTS: ZodTool = {
  name: "search_products",
  zod: z.object({
    query: z.string().min(1).max(200),
    filters: z
      .object({
        priceRange: z.tuple([z.number().nonnegative(), z.number().nonnegative()]).optional(),
        inStock: z.boolean().optional(),
        brands: z.array(z.string().min(1)).max(10).optional(),
        minRating: z.number().min(0).max(5).optional(),
      })
      .optional(),
    sort: z.enum(SORTS).default("relevance"),
    page: z.number().int().positive().default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  }),
  zod3: z3.object({
    query: z3.string().min(1).max(200),
    filters: z3
      .object({
        priceRange: z3.tuple([z3.number().nonnegative(), z3.number().nonnegative()]).optional(),
        inStock: z3.boolean().optional(),
        brands: z3.array(z3.string().min(1)).max(10).optional(),
        minRating: z3.number().min(0).max(5).optional(),
      })
      .optional(),
    sort: z3.enum(SORTS).default("relevance"),
    page: z3.number().int().positive().default(1),
    pageSize: z3.number().int().min(1).max(100).default(20),
  }),
  valid: [
    { query: "usb-c cable", sort: "relevance", page: 1, pageSize: 20 },
    {
      query: "desk lamp",
      filters: { priceRange: [0, 49.5], inStock: true, brands: ["Acme", "Lumo"], minRating: 4.5 },
      sort: "price_asc",
      page: 3,
      pageSize: 100,
    },
    { query: "q", filters: {}, sort: "newest", page: 9_007_199_254_740_991, pageSize: 1 },
    {
      query: "x".repeat(200),
      filters: { minRating: 0 },
      sort: "price_desc",
      page: 2,
      pageSize: 50,
    },
  ],
  invalid: [
    { sort: "relevance", page: 1, pageSize: 20 },
    { query: "", sort: "relevance", page: 1, pageSize: 20 },
    { query: "x".repeat(201), sort: "relevance", page: 1, pageSize: 20 },
    { query: "lamp", sort: "cheapest", page: 1, pageSize: 20 },
    { query: "lamp", sort: "relevance", page: 0, pageSize: 20 },
    { query: "lamp", sort: "relevance", page: 1.5, pageSize: 20 },
    { query: "lamp", sort: "relevance", page: 1, pageSize: 101 },
    { query: "lamp", filters: { priceRange: [10] }, sort: "relevance", page: 1, pageSize: 20 },
    { query: "lamp", filters: { priceRange: [1, 2, 3] }, sort: "relevance", page: 1, pageSize: 20 },
    { query: "lamp", filters: { priceRange: [-1, 2] }, sort: "relevance", page: 1, pageSize: 20 },
    { query: "lamp", filters: { priceRange: [1, "2"] }, sort: "relevance", page: 1, pageSize: 20 },
    { query: "lamp", filters: { minRating: 5.5 }, sort: "relevance", page: 1, pageSize: 20 },
    { query: "lamp", filters: { brands: [""] }, sort: "relevance", page: 1, pageSize: 20 },
    {
      query: "lamp",
      filters: { brands: Array(11).fill("a") },
      sort: "relevance",
      page: 1,
      pageSize: 20,
    },
    { query: "lamp", filters: { inStock: "yes" }, sort: "relevance", page: 1, pageSize: 20 },
    { query: "lamp", filters: null, sort: "relevance", page: 1, pageSize: 20 },
  ],
  generated: shape(
    {
      query: fc.string({ maxLength: 205 }),
      filters: mostly(
        shape(
          {
            priceRange: mostly(
              fc.tuple(finite({ min: 0, max: 1e6 }), finite({ min: 0, max: 1e6 })),
              fc.array(finite({ min: -5, max: 5 }), { maxLength: 3 }),
            ),
            inStock: mostly(fc.boolean(), wrongKind),
            brands: fc.array(fc.string({ minLength: 1, maxLength: 3 }), { maxLength: 11 }),
            minRating: finite({ min: -0.5, max: 5.5 }),
          },
          { omit: 2 },
        ),
        wrongKind,
      ),
      sort: mostly(fc.constantFrom(...SORTS), word),
      page: mostly(fc.integer({ min: 1 }), fc.constantFrom(0, -3, 2.5)),
      pageSize: fc.integer({ min: -1, max: 102 }),
    },
    { always: ["sort", "page", "pageSize"] },
  ),
};
