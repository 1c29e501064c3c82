/** The three ways a zod schema becomes JSON Schema in the zod exports test. */
export type ZodExport = "z.toJSONSchema" | "z.toJSONSchema draft-7" | "zod-to-json-schema";

/** Both of zod 4's own exports (they differ only in how they write tuples and `$defs`). */
export const ZOD4: readonly ZodExport[] = ["z.toJSONSchema", "z.toJSONSchema draft-7"];
/** Every export. */
export const ALL: readonly ZodExport[] = [...ZOD4, "zod-to-json-schema"];

/**
 * A value on which this package's verdict on an export deliberately differs from zod's own
 * `safeParse`. The test compares these values too and fails when one stops being a difference
 * (zod's verdict changed, or ours came to agree), so an entry cannot turn into a silent skip.
 */
export interface ZodExportDifference {
  /** The tool (`ZodTool.name`) the value is for. */
  readonly tool: string;
  /** The exports on which the verdicts differ; on the others they must agree. */
  readonly exports: readonly ZodExport[];
  /** The value (JSON), given to both. */
  readonly value: unknown;
  /** zod's verdict (`safeParse(value).success`); ours is the other one. */
  readonly zodAccepts: boolean;
  /** Why the two may differ here, and who is right. */
  readonly reason: string;
}

const order = { customerEmail: "ada@example.com", currency: "EUR" };
const line = { sku: "ABC-1", quantity: 1, unitPrice: 19.99 };
const withEmail = (customerEmail: string) => ({ ...order, customerEmail, items: [line] });
const meeting = {
  title: "Sync",
  durationMinutes: 30,
  attendees: ["ada@example.com"],
  recurrence: null,
};
const startingAt = (start: string) => ({ ...meeting, start, timezone: "UTC" });
const userId = "0b3f8f2e-5f3a-4c1e-9a7d-2b6c8e4f1a90";
const resourceId = "6f1c2b3a-9d8e-4f7a-b6c5-d4e3f2a1b0c9";
const route = {
  waypoints: [
    [48.8566, 2.3522],
    [52.52, 13.405],
  ],
  mode: "driving",
};

const STRIPPED =
  "z.object strips unknown keys: zod accepts the value and drops the key. The exports write " +
  "additionalProperties: false (the object zod hands on has no other key), so the schema refuses " +
  "what zod would have stripped. Right for a tool: the model learns that the key is not read. " +
  "z.strictObject (or .strict()) makes zod refuse it too.";

const DEFAULTED =
  'zod fills in a .default() when the key is absent. z.toJSONSchema writes the output type (io: "output", its default), ' +
  "where a defaulted key is always there, so it lists the key in required; zod-to-json-schema " +
  'writes the input type and leaves it out. Export with io: "input" to accept what zod accepts.';

const EMAIL_LIMITS =
  "Our email rule (src/format/README.md) is RFC 5321's Mailbox, with its limits: a local part " +
  "of at most 64 characters, domain labels of at most 63 that neither start nor end with a " +
  "hyphen. zod's pattern (which z.toJSONSchema also writes, so both apply) allows longer parts " +
  "and a label ending in a hyphen. We are right by the RFCs; such an address would bounce.";

const ZOD3_EMAIL =
  "zod-to-json-schema writes only format: email, not zod 3's own pattern, so our RFC 5321 rule " +
  "alone judges it; zod 3's pattern is narrower (no !#$%&*/=?^`{|}~ in the local part, no quoted " +
  "local part, a dot and a TLD of two letters or more in the domain). The address is valid by the RFC.";

const ZOD3_DATE_TIME =
  "zod-to-json-schema writes only format: date-time, not zod 3's pattern. RFC 3339 (our rule) " +
  "allows offsets, a lowercase t and z, and a leap second at 23:59:60 UTC; zod 3's .datetime() " +
  "wants Z and seconds 00-59 (it also takes a time without seconds, which RFC 3339 refuses). " +
  "z.toJSONSchema writes zod 4's pattern beside the format, so both of its exports agree with zod.";

const UTF16_LENGTH =
  "zod 3's .max() counts UTF-16 code units (String#length): an emoji counts 2. JSON Schema's " +
  'maxLength counts code points (SPEC 4.1: "😀" has 1), as zod 4 does, so 61 emoji are 61 ' +
  "characters to us and to zod 4, and 122 to zod 3, over its 120.";

const MULTIPLE_OF =
  "zod decides multipleOf with floating-point arithmetic on the number's text: zod 3 reads 1e-7 " +
  "(0.0000001) through toFixed as 0.00, a multiple of 0.01; both zods take 1e-100 as one. We divide " +
  "exactly as decimals (SPEC 4.5): neither is a multiple of 0.01.";

const URL_RULES =
  "zod's url is whatever new URL() parses (WHATWG URL), which percent-encodes spaces and " +
  "non-ASCII, and refuses a port over 65535. format: uri is RFC 3986 (our rule): ASCII only, " +
  "no spaces, any digits as a port. A model should send the encoded form.";

const PROTO_KEY =
  'zod 4\'s record skips a key named "__proto__": it accepts the value and drops the key, ' +
  "without checking the key's schema (zod 3 checks it). Our keys are ordinary names (SPEC 4.1): " +
  '"__proto__" does not match the key pattern, so we refuse it.';

/** Where this package's verdict on a zod export deliberately differs from zod's, with the reason. */
export const ZOD_EXPORT_DIFFERENCES: readonly ZodExportDifference[] = [
  {
    tool: "create_order",
    exports: ALL,
    value: { ...order, items: [line], giftWrap: true },
    zodAccepts: true,
    reason: STRIPPED,
  },
  {
    tool: "create_order",
    exports: ALL,
    value: withEmail("ada@example-.com"),
    zodAccepts: true,
    reason: EMAIL_LIMITS,
  },
  {
    tool: "create_order",
    exports: ALL,
    value: withEmail(`${"a".repeat(65)}@example.com`),
    zodAccepts: true,
    reason: EMAIL_LIMITS,
  },
  {
    tool: "create_order",
    exports: ["zod-to-json-schema"],
    value: withEmail("ada@example"),
    zodAccepts: false,
    reason: ZOD3_EMAIL,
  },
  {
    tool: "create_order",
    exports: ["zod-to-json-schema"],
    value: withEmail("ada!orders@example.com"),
    zodAccepts: false,
    reason: ZOD3_EMAIL,
  },
  {
    tool: "create_order",
    exports: ["zod-to-json-schema"],
    value: withEmail('"ada lovelace"@example.com'),
    zodAccepts: false,
    reason: ZOD3_EMAIL,
  },
  {
    tool: "create_order",
    exports: ["zod-to-json-schema"],
    value: { ...order, items: [{ ...line, unitPrice: 1e-7 }] },
    zodAccepts: true,
    reason: MULTIPLE_OF,
  },
  {
    tool: "create_order",
    exports: ALL,
    value: { ...order, items: [{ ...line, unitPrice: 1e-100 }] },
    zodAccepts: true,
    reason: MULTIPLE_OF,
  },
  {
    tool: "search_products",
    exports: ZOD4,
    value: { query: "usb-c cable" },
    zodAccepts: true,
    reason: DEFAULTED,
  },
  {
    tool: "search_products",
    exports: ZOD4,
    value: { query: "lamp", sort: "newest", pageSize: 10 },
    zodAccepts: true,
    reason: DEFAULTED,
  },
  {
    tool: "update_user",
    exports: ALL,
    value: { userId, website: "https://exämple.com/" },
    zodAccepts: true,
    reason: URL_RULES,
  },
  {
    tool: "update_user",
    exports: ALL,
    value: { userId, website: "https://example.com/a b" },
    zodAccepts: true,
    reason: URL_RULES,
  },
  {
    tool: "update_user",
    exports: ALL,
    value: { userId, website: "http://localhost:99999" },
    zodAccepts: false,
    reason: URL_RULES,
  },
  {
    tool: "schedule_meeting",
    exports: ZOD4,
    value: { ...meeting, start: "2026-12-01T09:30:00Z" },
    zodAccepts: true,
    reason: DEFAULTED,
  },
  {
    tool: "schedule_meeting",
    exports: ["zod-to-json-schema"],
    value: { ...startingAt("2026-12-01T09:30:00Z"), title: "😀".repeat(61) },
    zodAccepts: false,
    reason: UTF16_LENGTH,
  },
  {
    tool: "schedule_meeting",
    exports: ["zod-to-json-schema"],
    value: startingAt("2026-12-01T09:30:00+01:00"),
    zodAccepts: false,
    reason: ZOD3_DATE_TIME,
  },
  {
    tool: "schedule_meeting",
    exports: ["zod-to-json-schema"],
    value: startingAt("2026-12-01t09:30:00z"),
    zodAccepts: false,
    reason: ZOD3_DATE_TIME,
  },
  {
    tool: "schedule_meeting",
    exports: ["zod-to-json-schema"],
    value: startingAt("2016-12-31T23:59:60Z"),
    zodAccepts: false,
    reason: ZOD3_DATE_TIME,
  },
  {
    tool: "schedule_meeting",
    exports: ["zod-to-json-schema"],
    value: startingAt("2026-12-01T09:30Z"),
    zodAccepts: true,
    reason: ZOD3_DATE_TIME,
  },
  {
    tool: "schedule_meeting",
    exports: ["zod-to-json-schema"],
    value: { ...startingAt("2026-12-01T09:30:00Z"), attendees: ["ada@example.c"] },
    zodAccepts: false,
    reason: ZOD3_EMAIL,
  },
  {
    tool: "set_tags",
    exports: ZOD4,
    value: { resourceId, tags: JSON.parse('{"__proto__": "ok"}'), mode: "merge" },
    zodAccepts: true,
    reason: PROTO_KEY,
  },
  {
    tool: "plan_route",
    exports: ["zod-to-json-schema"],
    value: { ...route, departAt: "2026-12-01T07:00:00-05:00" },
    zodAccepts: false,
    reason: ZOD3_DATE_TIME,
  },
  {
    tool: "log_metrics",
    exports: ZOD4,
    value: { metric: "cpu", unit: "percent", samples: [[0, 12]], region: "eu" },
    zodAccepts: true,
    reason:
      "z.intersection of two z.object: zod strips the key neither side names. z.toJSONSchema merges " +
      "the two into one object with additionalProperties: false, so the schema refuses it (see the " +
      "z.object entries). zod-to-json-schema writes an allOf of two open objects, which accepts it.",
  },
  {
    tool: "create_categories",
    exports: ALL,
    value: {
      root: {
        name: "Garden",
        slug: "garden",
        children: [{ name: "Tools", slug: "tools", children: [], icon: "🔧" }],
      },
    },
    zodAccepts: true,
    reason: STRIPPED,
  },
];
