import fc from "fast-check";
import * as z from "zod";
import * as z3 from "zod/v3";
import { mostly, shape, uuid, word, wrongKind, type ZodTool } from "./zod-tool.js";

const ROLES = ["member", "admin", "owner"] as const;
const CHANNELS = ["email", "sms", "push"] as const;
const userId = "0b3f8f2e-5f3a-4c1e-9a7d-2b6c8e4f1a90";

/** update_user: a strict object of optional fields, `.uuid()`, `.url()`, a nullable integer, an enum-keyed record. */
export const UPDATE_USER: ZodTool = {
  name: "update_user",
  zod: z.strictObject({
    userId: z.uuid(),
    displayName: z.string().min(1).max(50).optional(),
    age: z.number().int().min(13).max(130).nullable().optional(),
    website: z.url().optional(),
    role: z.enum(ROLES).optional(),
    notifications: z.partialRecord(z.enum(CHANNELS), z.boolean()).optional(),
  }),
  zod3: z3
    .object({
      userId: z3.string().uuid(),
      displayName: z3.string().min(1).max(50).optional(),
      age: z3.number().int().min(13).max(130).nullable().optional(),
      website: z3.string().url().optional(),
      role: z3.enum(ROLES).optional(),
      notifications: z3.record(z3.enum(CHANNELS), z3.boolean()).optional(),
    })
    .strict(),
  valid: [
    { userId },
    { userId: userId.toUpperCase(), displayName: "Ada", age: null, role: "admin" },
    { userId, age: 13, website: "https://ada.example.com/about?tab=1#top", notifications: {} },
    {
      userId,
      age: 130,
      notifications: { email: true, push: false },
      website: "http://localhost:8080",
    },
  ],
  invalid: [
    {},
    { userId: "not-a-uuid" },
    { userId: `${userId}0` },
    { userId, displayName: "" },
    { userId, displayName: "x".repeat(51) },
    { userId, age: 12 },
    { userId, age: 131 },
    { userId, age: 30.5 },
    { userId, age: "30" },
    { userId, website: "ada.example.com" },
    { userId, website: "not a url" },
    { userId, role: "root" },
    { userId, notifications: { fax: true } },
    { userId, notifications: { email: "yes" } },
    { userId, nickname: "ada" },
  ],
  between: [
    // zod 4's uuid wants a version digit 1-8 and the RFC variant; zod 3's takes any hex digits.
    { userId: "0b3f8f2e-5f3a-0c1e-9a7d-2b6c8e4f1a90" },
    { userId: "0b3f8f2e-5f3a-4c1e-1a7d-2b6c8e4f1a90" },
  ],
  generated: shape(
    {
      userId: uuid,
      displayName: fc.string({ maxLength: 52 }),
      age: mostly(fc.option(fc.integer({ min: 12, max: 131 }), { nil: null }), wrongKind),
      website: mostly(
        fc.constantFrom(
          "https://example.com",
          "http://localhost:3000/a?b=c",
          "mailto:ada@example.com",
        ),
        fc.constantFrom("example.com", ""),
      ),
      role: mostly(fc.constantFrom(...ROLES), word),
      notifications: fc.dictionary(
        mostly(fc.constantFrom(...CHANNELS), fc.constant("fax"), 20),
        mostly(fc.boolean(), wrongKind, 20),
        {
          maxKeys: 3,
          noNullPrototype: true,
        },
      ),
    },
    { omit: 2, always: ["userId"], extra: word },
  ),
};
