import fc from "fast-check";
import * as z from "zod";
import * as z3 from "zod/v3";
import { dateTime, email, mostly, shape, word, wrongKind, type ZodTool } from "./zod-tool.js";

const SLACK = /^#[a-z0-9_-]{1,80}$/;
const PHONE = /^\+[1-9][0-9]{6,14}$/;
const MIME_TYPES = ["application/pdf", "image/png", "image/jpeg", "text/plain"] as const;

/** send_message: a plain union of strict objects (`anyOf`), a union of literals, an array of attachments. */
export const SEND_MESSAGE: ZodTool = {
  name: "send_message",
  zod: z.object({
    to: z
      .array(
        z.union([
          z.strictObject({ email: z.email() }),
          z.strictObject({ slackChannel: z.string().regex(SLACK) }),
          z.strictObject({ phone: z.string().regex(PHONE) }),
        ]),
      )
      .min(1)
      .max(5),
    subject: z.string().max(120).optional(),
    body: z.string().min(1).max(5000),
    priority: z.union([z.literal("low"), z.literal("normal"), z.literal("high")]).optional(),
    attachments: z
      .array(
        z.object({
          fileName: z.string().min(1).max(255),
          sizeBytes: z.number().int().nonnegative().max(10_000_000),
          mimeType: z.enum(MIME_TYPES),
        }),
      )
      .max(10)
      .optional(),
  }),
  zod3: z3.object({
    to: z3
      .array(
        z3.union([
          z3.object({ email: z3.string().email() }).strict(),
          z3.object({ slackChannel: z3.string().regex(SLACK) }).strict(),
          z3.object({ phone: z3.string().regex(PHONE) }).strict(),
        ]),
      )
      .min(1)
      .max(5),
    subject: z3.string().max(120).optional(),
    body: z3.string().min(1).max(5000),
    priority: z3.union([z3.literal("low"), z3.literal("normal"), z3.literal("high")]).optional(),
    attachments: z3
      .array(
        z3.object({
          fileName: z3.string().min(1).max(255),
          sizeBytes: z3.number().int().nonnegative().max(10_000_000),
          mimeType: z3.enum(MIME_TYPES),
        }),
      )
      .max(10)
      .optional(),
  }),
  valid: [
    { to: [{ email: "ops@example.com" }], body: "Deploy finished." },
    {
      to: [{ slackChannel: "#release-notes" }, { phone: "+4915112345678" }, { email: "a.b@c.io" }],
      subject: "Weekly report",
      body: "See attached.",
      priority: "high",
      attachments: [{ fileName: "report.pdf", sizeBytes: 10_000_000, mimeType: "application/pdf" }],
    },
    { to: [{ phone: "+1234567" }], body: "x".repeat(5000), attachments: [], priority: "low" },
  ],
  invalid: [
    { to: [], body: "hi" },
    { to: [{}], body: "hi" },
    { to: [{ email: "ops@example.com", phone: "+4915112345678" }], body: "hi" },
    { to: [{ email: "not an email" }], body: "hi" },
    { to: [{ slackChannel: "release-notes" }], body: "hi" },
    { to: [{ phone: "015112345678" }], body: "hi" },
    { to: [{ fax: "123" }], body: "hi" },
    { to: [{ email: "ops@example.com" }], body: "" },
    { to: [{ email: "ops@example.com" }], body: "hi", subject: "s".repeat(121) },
    { to: [{ email: "ops@example.com" }], body: "hi", priority: "urgent" },
    {
      to: [{ email: "ops@example.com" }],
      body: "hi",
      attachments: [{ fileName: "a.exe", sizeBytes: 1, mimeType: "application/x-msdownload" }],
    },
    {
      to: [{ email: "ops@example.com" }],
      body: "hi",
      attachments: [{ fileName: "big.png", sizeBytes: 10_000_001, mimeType: "image/png" }],
    },
    {
      to: [{ email: "ops@example.com" }],
      body: "hi",
      attachments: [{ fileName: "", sizeBytes: -1, mimeType: "text/plain" }],
    },
    { to: { email: "ops@example.com" }, body: "hi" },
  ],
  generated: shape({
    to: fc.array(
      fc.oneof(
        shape({ email }, { extra: word }),
        shape(
          {
            slackChannel: mostly(
              fc.stringMatching(SLACK),
              fc.constantFrom("general", "#", "#UPPER"),
            ),
          },
          { extra: word },
        ),
        shape(
          { phone: mostly(fc.stringMatching(PHONE), fc.constantFrom("+0123456", "12345678")) },
          { extra: word },
        ),
      ),
      { maxLength: 3 },
    ),
    subject: mostly(fc.string({ maxLength: 10 }), fc.string({ minLength: 119, maxLength: 122 })),
    body: mostly(fc.string({ minLength: 1, maxLength: 3 }), fc.constant("")),
    priority: mostly(fc.constantFrom("low", "normal", "high"), fc.constantFrom("urgent", "")),
    attachments: fc.array(
      shape({
        fileName: mostly(fc.string({ minLength: 1, maxLength: 3 }), fc.constant("")),
        sizeBytes: mostly(
          fc.integer({ min: 0, max: 10_000_000 }),
          fc.constantFrom(-1, 10_000_001, 0.5),
        ),
        mimeType: mostly(fc.constantFrom(...MIME_TYPES), fc.constantFrom("image/gif", "")),
      }),
      { maxLength: 3 },
    ),
  }),
};

const RECURRENCES = ["daily", "weekly", "monthly"] as const;

/** schedule_meeting: `.datetime()`, an array of `.email()`, `.multipleOf(15)`, `.nullable()` enum, a `.default()`. */
export const SCHEDULE_MEETING: ZodTool = {
  name: "schedule_meeting",
  zod: z.object({
    title: z.string().min(1).max(120),
    start: z.iso.datetime(),
    durationMinutes: z.number().int().min(15).max(480).multipleOf(15),
    attendees: z.array(z.email()).min(1).max(50),
    timezone: z.string().min(1).default("UTC"),
    recurrence: z.enum(RECURRENCES).nullable(),
    reminderMinutesBefore: z.array(z.number().int().nonnegative()).max(5).optional(),
  }),
  zod3: z3.object({
    title: z3.string().min(1).max(120),
    start: z3.string().datetime(),
    durationMinutes: z3.number().int().min(15).max(480).multipleOf(15),
    attendees: z3.array(z3.string().email()).min(1).max(50),
    timezone: z3.string().min(1).default("UTC"),
    recurrence: z3.enum(RECURRENCES).nullable(),
    reminderMinutesBefore: z3.array(z3.number().int().nonnegative()).max(5).optional(),
  }),
  valid: [
    {
      title: "Standup",
      start: "2026-12-01T09:30:00Z",
      durationMinutes: 15,
      attendees: ["ada@example.com"],
      timezone: "Europe/Paris",
      recurrence: "daily",
    },
    {
      title: "Planning",
      start: "2028-02-29T23:59:59.123456Z",
      durationMinutes: 480,
      attendees: ["a@example.com", "b@example.org"],
      timezone: "UTC",
      recurrence: null,
      reminderMinutesBefore: [0, 10, 60],
    },
  ],
  invalid: [
    {
      title: "",
      start: "2026-12-01T09:30:00Z",
      durationMinutes: 15,
      attendees: ["a@b.io"],
      timezone: "UTC",
      recurrence: null,
    },
    {
      title: "Sync",
      start: "2026-12-01",
      durationMinutes: 15,
      attendees: ["a@b.io"],
      timezone: "UTC",
      recurrence: null,
    },
    {
      title: "Sync",
      start: "2026-12-01T25:00:00Z",
      durationMinutes: 15,
      attendees: ["a@b.io"],
      timezone: "UTC",
      recurrence: null,
    },
    {
      title: "Sync",
      start: "2027-02-29T10:00:00Z",
      durationMinutes: 15,
      attendees: ["a@b.io"],
      timezone: "UTC",
      recurrence: null,
    },
    {
      title: "Sync",
      start: "2026-12-01T09:30:00Z",
      durationMinutes: 20,
      attendees: ["a@b.io"],
      timezone: "UTC",
      recurrence: null,
    },
    {
      title: "Sync",
      start: "2026-12-01T09:30:00Z",
      durationMinutes: 495,
      attendees: ["a@b.io"],
      timezone: "UTC",
      recurrence: null,
    },
    {
      title: "Sync",
      start: "2026-12-01T09:30:00Z",
      durationMinutes: 0,
      attendees: ["a@b.io"],
      timezone: "UTC",
      recurrence: null,
    },
    {
      title: "Sync",
      start: "2026-12-01T09:30:00Z",
      durationMinutes: 15,
      attendees: [],
      timezone: "UTC",
      recurrence: null,
    },
    {
      title: "Sync",
      start: "2026-12-01T09:30:00Z",
      durationMinutes: 15,
      attendees: ["ada"],
      timezone: "UTC",
      recurrence: null,
    },
    {
      title: "Sync",
      start: "2026-12-01T09:30:00Z",
      durationMinutes: 15,
      attendees: ["a@b.io"],
      timezone: "",
      recurrence: null,
    },
    {
      title: "Sync",
      start: "2026-12-01T09:30:00Z",
      durationMinutes: 15,
      attendees: ["a@b.io"],
      timezone: "UTC",
    },
    {
      title: "Sync",
      start: "2026-12-01T09:30:00Z",
      durationMinutes: 15,
      attendees: ["a@b.io"],
      timezone: "UTC",
      recurrence: "yearly",
    },
    {
      title: "Sync",
      start: "2026-12-01T09:30:00Z",
      durationMinutes: 15,
      attendees: ["a@b.io"],
      timezone: "UTC",
      recurrence: null,
      reminderMinutesBefore: [-5],
    },
    {
      title: "😀".repeat(121),
      start: "2026-12-01T09:30:00Z",
      durationMinutes: 15,
      attendees: ["a@b.io"],
      timezone: "UTC",
      recurrence: null,
    },
    {
      title: "Sync",
      start: "2026-12-01T09:30:00Z",
      durationMinutes: 15,
      attendees: ["a@b.io"],
      timezone: "UTC",
      recurrence: null,
      reminderMinutesBefore: [1, 2, 3, 4, 5, 6],
    },
  ],
  generated: shape(
    {
      title: mostly(fc.string({ minLength: 1, maxLength: 3 }), fc.constant("")),
      start: dateTime,
      durationMinutes: mostly(
        fc.integer({ min: 1, max: 32 }).map((quarter) => quarter * 15),
        fc.integer({ min: 0, max: 500 }),
      ),
      attendees: mostly(
        fc.array(email, { minLength: 1, maxLength: 3 }),
        fc.oneof(fc.constant([]), wrongKind),
      ),
      timezone: mostly(fc.constantFrom("UTC", "Europe/Paris", "America/New_York"), fc.constant("")),
      recurrence: mostly(fc.constantFrom(...RECURRENCES, null), fc.constant("yearly")),
      reminderMinutesBefore: fc.array(fc.integer({ min: -1, max: 120 }), { maxLength: 6 }),
    },
    { always: ["timezone"] },
  ),
};
