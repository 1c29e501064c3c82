import fc from "fast-check";
import * as z from "zod";
import * as z3 from "zod/v3";
import { mostly, shape, word, wrongKind, type ZodTool } from "./zod-tool.js";

const BUTTONS = ["left", "right", "middle"] as const;

/** run_browser_steps: an array of a discriminated union of strict objects (zod 4: `oneOf`; zod 3: `anyOf`). */
export const RUN_BROWSER_STEPS: ZodTool = {
  name: "run_browser_steps",
  zod: z.object({
    steps: z
      .array(
        z.discriminatedUnion("action", [
          z.strictObject({
            action: z.literal("click"),
            selector: z.string().min(1),
            button: z.enum(BUTTONS).optional(),
            clickCount: z.number().int().min(1).max(3).optional(),
          }),
          z.strictObject({
            action: z.literal("type"),
            selector: z.string().min(1),
            text: z.string().max(1000),
            pressEnter: z.boolean().optional(),
          }),
          z.strictObject({
            action: z.literal("scroll"),
            direction: z.enum(["up", "down"]),
            pixels: z.number().int().positive().max(10_000),
          }),
          z.strictObject({
            action: z.literal("wait"),
            milliseconds: z.number().int().min(0).max(60_000),
          }),
        ]),
      )
      .min(1)
      .max(10),
  }),
  zod3: z3.object({
    steps: z3
      .array(
        z3.discriminatedUnion("action", [
          z3
            .object({
              action: z3.literal("click"),
              selector: z3.string().min(1),
              button: z3.enum(BUTTONS).optional(),
              clickCount: z3.number().int().min(1).max(3).optional(),
            })
            .strict(),
          z3
            .object({
              action: z3.literal("type"),
              selector: z3.string().min(1),
              text: z3.string().max(1000),
              pressEnter: z3.boolean().optional(),
            })
            .strict(),
          z3
            .object({
              action: z3.literal("scroll"),
              direction: z3.enum(["up", "down"]),
              pixels: z3.number().int().positive().max(10_000),
            })
            .strict(),
          z3
            .object({
              action: z3.literal("wait"),
              milliseconds: z3.number().int().min(0).max(60_000),
            })
            .strict(),
        ]),
      )
      .min(1)
      .max(10),
  }),
  valid: [
    { steps: [{ action: "click", selector: "#submit" }] },
    {
      steps: [
        { action: "click", selector: "a.more", button: "middle", clickCount: 2 },
        { action: "type", selector: "input[name=q]", text: "", pressEnter: true },
        { action: "scroll", direction: "down", pixels: 10_000 },
        { action: "wait", milliseconds: 0 },
      ],
    },
  ],
  invalid: [
    { steps: [] },
    { steps: [{ selector: "#submit" }] },
    { steps: [{ action: "hover", selector: "#submit" }] },
    { steps: [{ action: "click", selector: "" }] },
    { steps: [{ action: "click", selector: "#a", clickCount: 4 }] },
    { steps: [{ action: "click", selector: "#a", button: "back" }] },
    { steps: [{ action: "click", selector: "#a", text: "hi" }] },
    { steps: [{ action: "type", selector: "#a" }] },
    { steps: [{ action: "type", selector: "#a", text: "x".repeat(1001) }] },
    { steps: [{ action: "scroll", direction: "left", pixels: 10 }] },
    { steps: [{ action: "scroll", direction: "up", pixels: 0 }] },
    { steps: [{ action: "wait", milliseconds: 60_001 }] },
    { steps: [{ action: "wait", milliseconds: 1.5 }] },
    { steps: [{ action: "click", selector: "#ok" }, { action: "wait" }] },
    { steps: Array(11).fill({ action: "wait", milliseconds: 1 }) },
    { steps: [null] },
  ],
  generated: shape({
    steps: fc.array(
      fc.oneof(
        shape(
          {
            action: fc.constant("click"),
            selector: fc.string({ minLength: 1, maxLength: 4 }),
            button: mostly(fc.constantFrom(...BUTTONS), word),
            clickCount: mostly(fc.integer({ min: 1, max: 3 }), fc.constantFrom(0, 4)),
          },
          { omit: 4, extra: word },
        ),
        shape(
          {
            action: fc.constant("type"),
            selector: mostly(fc.string({ minLength: 1, maxLength: 4 }), fc.constant("")),
            text: mostly(
              fc.string({ maxLength: 20 }),
              fc.string({ minLength: 999, maxLength: 1002 }),
            ),
            pressEnter: mostly(fc.boolean(), wrongKind),
          },
          { omit: 4, extra: word },
        ),
        shape(
          {
            action: mostly(fc.constant("scroll"), fc.constantFrom("hover", "Scroll", 1)),
            direction: mostly(fc.constantFrom("up", "down"), fc.constant("left")),
            pixels: mostly(fc.integer({ min: 1, max: 10_000 }), fc.constantFrom(0, 10_001)),
          },
          { extra: word },
        ),
        shape({
          action: fc.constant("wait"),
          milliseconds: mostly(
            fc.integer({ min: 0, max: 60_000 }),
            fc.constantFrom(-1, 60_001, 0.5, "1"),
          ),
        }),
      ),
      { maxLength: 4 },
    ),
  }),
};
