import fc from "fast-check";
import * as z from "zod";
import * as z3 from "zod/v3";
import {
  dateTime,
  finite,
  mostly,
  shape,
  uuid,
  word,
  wrongKind,
  type ZodTool,
} from "./zod-tool.js";

const TAG_KEY = /^[a-z][a-z0-9_]{0,31}$/;
const resourceId = "6f1c2b3a-9d8e-4f7a-b6c5-d4e3f2a1b0c9";

/** set_tags: `z.record` with a pattern on its keys (`propertyNames`), and a record of a primitive union. */
export const SET_TAGS: ZodTool = {
  name: "set_tags",
  zod: z.object({
    resourceId: z.uuid(),
    tags: z.record(z.string().regex(TAG_KEY), z.string().max(64)),
    labels: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
    mode: z.enum(["merge", "replace"]),
  }),
  zod3: z3.object({
    resourceId: z3.string().uuid(),
    tags: z3.record(z3.string().regex(TAG_KEY), z3.string().max(64)),
    labels: z3.record(z3.string(), z3.union([z3.string(), z3.number(), z3.boolean()])).optional(),
    mode: z3.enum(["merge", "replace"]),
  }),
  valid: [
    { resourceId, tags: {}, mode: "merge" },
    { resourceId, tags: { env: "prod", cost_center: "r&d", a: "" }, mode: "replace" },
    {
      resourceId,
      tags: { owner: "x".repeat(64) },
      labels: { tier: 2, public: false, note: "", "kebab-key": 1 },
      mode: "merge",
    },
    {
      resourceId,
      tags: JSON.parse('{"constructor": "fine", "hasownproperty": "ok"}'),
      mode: "merge",
    },
  ],
  invalid: [
    { resourceId, tags: { Env: "prod" }, mode: "merge" },
    { resourceId, tags: { "cost-center": "r&d" }, mode: "merge" },
    { resourceId, tags: { "": "empty" }, mode: "merge" },
    { resourceId, tags: { [`k${"x".repeat(32)}`]: "long" }, mode: "merge" },
    { resourceId, tags: { env: 1 }, mode: "merge" },
    { resourceId, tags: { env: "x".repeat(65) }, mode: "merge" },
    { resourceId, tags: [], mode: "merge" },
    { resourceId, tags: {}, labels: { tier: null }, mode: "merge" },
    { resourceId, tags: {}, labels: { nested: { a: 1 } }, mode: "merge" },
    { resourceId, tags: {}, mode: "append" },
    { resourceId: "6f1c2b3a9d8e4f7ab6c5d4e3f2a1b0c9", tags: {}, mode: "merge" },
    { tags: {}, mode: "merge" },
  ],
  generated: shape({
    resourceId: uuid,
    tags: mostly(
      fc.dictionary(
        mostly(fc.stringMatching(TAG_KEY), fc.constantFrom("", "Env", "a-b", "1a", "a b")),
        mostly(
          fc.string({ maxLength: 8 }),
          fc.oneof(fc.string({ minLength: 64, maxLength: 66 }), wrongKind),
        ),
        {
          maxKeys: 4,
          noNullPrototype: true,
        },
      ),
      wrongKind,
    ),
    labels: fc.dictionary(
      fc.string({ maxLength: 4 }),
      mostly(
        fc.oneof(fc.string({ maxLength: 3 }), finite(), fc.boolean()),
        fc.constantFrom(null, [], {}),
      ),
      {
        maxKeys: 3,
        noNullPrototype: true,
      },
    ),
    mode: mostly(fc.constantFrom("merge", "replace"), fc.constant("append")),
  }),
};

const AVOID = ["tolls", "highways", "ferries"] as const;
const MODES = ["driving", "walking", "cycling", "transit"] as const;

/** plan_route: `z.tuple` coordinates (prefixItems, or draft-07 `items: [...]`), a tuple of tuples. */
export const PLAN_ROUTE: ZodTool = (() => {
  const point = z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]);
  const point3 = z3.tuple([z3.number().min(-90).max(90), z3.number().min(-180).max(180)]);
  return {
    name: "plan_route",
    zod: z.object({
      waypoints: z.array(point).min(2).max(25),
      mode: z.enum(MODES),
      avoid: z.array(z.enum(AVOID)).optional(),
      departAt: z.iso.datetime().optional(),
      boundingBox: z.tuple([point, point]).optional(),
    }),
    zod3: z3.object({
      waypoints: z3.array(point3).min(2).max(25),
      mode: z3.enum(MODES),
      avoid: z3.array(z3.enum(AVOID)).optional(),
      departAt: z3.string().datetime().optional(),
      boundingBox: z3.tuple([point3, point3]).optional(),
    }),
    valid: [
      {
        waypoints: [
          [48.8566, 2.3522],
          [52.52, 13.405],
        ],
        mode: "driving",
      },
      {
        waypoints: [
          [-90, -180],
          [90, 180],
          [0, 0],
        ],
        mode: "cycling",
        avoid: ["tolls", "ferries"],
        departAt: "2026-12-01T07:00:00Z",
      },
      {
        waypoints: [
          [1, 2],
          [3, 4],
        ],
        mode: "transit",
        avoid: [],
        boundingBox: [
          [0, 0],
          [10, 10],
        ],
      },
    ],
    invalid: [
      { waypoints: [[48.8566, 2.3522]], mode: "driving" },
      {
        waypoints: [
          [48.8566, 2.3522],
          [91, 0],
        ],
        mode: "driving",
      },
      {
        waypoints: [
          [48.8566, 2.3522],
          [0, -180.5],
        ],
        mode: "driving",
      },
      { waypoints: [[48.8566, 2.3522], [0]], mode: "driving" },
      {
        waypoints: [
          [48.8566, 2.3522],
          [0, 1, 2],
        ],
        mode: "driving",
      },
      {
        waypoints: [
          [48.8566, 2.3522],
          ["0", 1],
        ],
        mode: "driving",
      },
      { waypoints: [[48.8566, 2.3522], { lat: 0, lon: 1 }], mode: "driving" },
      { waypoints: Array(26).fill([0, 0]), mode: "driving" },
      {
        waypoints: [
          [1, 2],
          [3, 4],
        ],
        mode: "flying",
      },
      {
        waypoints: [
          [1, 2],
          [3, 4],
        ],
        mode: "driving",
        avoid: ["tolls", "bridges"],
      },
      {
        waypoints: [
          [1, 2],
          [3, 4],
        ],
        mode: "driving",
        departAt: "tomorrow 7am",
      },
      {
        waypoints: [
          [1, 2],
          [3, 4],
        ],
        mode: "driving",
        boundingBox: [[0, 0]],
      },
      {
        waypoints: [
          [1, 2],
          [3, 4],
        ],
        mode: "driving",
        boundingBox: [
          [0, 0],
          [100, 0],
        ],
      },
    ],
    generated: shape({
      waypoints: fc.array(
        mostly(
          fc.tuple(finite({ min: -90.5, max: 90.5 }), finite({ min: -180.5, max: 180.5 })),
          fc.array(finite({ min: -1, max: 1 }), { maxLength: 3 }),
          30,
        ),
        { minLength: 1, maxLength: 5 },
      ),
      mode: mostly(fc.constantFrom(...MODES), word),
      avoid: fc.array(mostly(fc.constantFrom(...AVOID), fc.constant("bridges")), { maxLength: 3 }),
      departAt: dateTime,
      boundingBox: mostly(
        fc.tuple(
          fc.tuple(fc.integer({ min: -90, max: 90 }), fc.integer({ min: -180, max: 180 })),
          fc.tuple(fc.integer({ min: -91, max: 91 }), fc.integer({ min: -181, max: 181 })),
        ),
        fc.array(fc.tuple(fc.integer(), fc.integer()), { maxLength: 3 }),
      ),
    }),
  };
})();

const METRIC = /^[a-z][a-z0-9_.]*$/;
const UNITS = ["ms", "bytes", "count", "percent"] as const;

/** log_metrics: `z.intersection` of two objects (allOf), tuples with a rest element (`items` after prefixItems). */
export const LOG_METRICS: ZodTool = {
  name: "log_metrics",
  zod: z.intersection(
    z.object({ metric: z.string().regex(METRIC), unit: z.enum(UNITS) }),
    z.object({
      samples: z
        .array(z.tuple([z.number().int().nonnegative(), z.number()], z.string()))
        .min(1)
        .max(100),
      host: z.string().min(1).optional(),
    }),
  ),
  zod3: z3.intersection(
    z3.object({ metric: z3.string().regex(METRIC), unit: z3.enum(UNITS) }),
    z3.object({
      samples: z3
        .array(z3.tuple([z3.number().int().nonnegative(), z3.number()]).rest(z3.string()))
        .min(1)
        .max(100),
      host: z3.string().min(1).optional(),
    }),
  ),
  valid: [
    { metric: "http.latency", unit: "ms", samples: [[1764579600000, 12.5]] },
    {
      metric: "disk_free",
      unit: "bytes",
      samples: [
        [0, -1, "sda1"],
        [1, 2e9, "sda1", "ssd"],
      ],
      host: "db-1",
    },
  ],
  invalid: [
    { metric: "HTTP", unit: "ms", samples: [[0, 1]] },
    { metric: "http.latency", unit: "seconds", samples: [[0, 1]] },
    { metric: "http.latency", unit: "ms", samples: [] },
    { metric: "http.latency", unit: "ms", samples: [[0]] },
    { metric: "http.latency", unit: "ms", samples: [[-1, 1]] },
    { metric: "http.latency", unit: "ms", samples: [[1.5, 1]] },
    { metric: "http.latency", unit: "ms", samples: [[0, "1"]] },
    { metric: "http.latency", unit: "ms", samples: [[0, 1, 2]] },
    { metric: "http.latency", unit: "ms", samples: [[0, 1]], host: "" },
    { unit: "ms", samples: [[0, 1]] },
    { metric: "http.latency", unit: "ms" },
  ],
  generated: shape({
    metric: mostly(fc.stringMatching(METRIC), fc.constantFrom("", "Upper", "9lives", "a-b")),
    unit: mostly(fc.constantFrom(...UNITS), word),
    samples: fc.array(
      fc
        .tuple(
          mostly(fc.integer({ min: 0 }), fc.constantFrom(-1, 0.5), 30),
          mostly(finite(), wrongKind, 30),
          fc.array(mostly(fc.string({ maxLength: 3 }), wrongKind, 30), { maxLength: 2 }),
        )
        .map(([time, value, labels]) => [time, value, ...labels]),
      { minLength: 1, maxLength: 4 },
    ),
    host: mostly(fc.string({ minLength: 1, maxLength: 2 }), fc.constant("")),
  }),
};
