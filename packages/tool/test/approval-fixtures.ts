import { expect } from "vitest";
import { ApprovalError, type ApprovalErrorCode } from "../src/approval/approval-error.js";
import {
  ApprovalRegistry,
  type ApprovalRegistryOptions,
} from "../src/approval/approval-registry.js";
import { pendingOf } from "../src/approval/approval-required.js";
import type { PendingApproval } from "../src/approval/pending-approval.js";
import { defineTool } from "../src/define/define-tool.js";
import type { NeedsApproval } from "../src/define/tool.js";
import { toolCall } from "./fixtures.js";

/** The schema of the `pay` tool the approval tests share. */
export const PAY_SCHEMA = {
  type: "object",
  properties: { to: { type: "string", minLength: 1 }, cents: { type: "integer", minimum: 1 } },
  required: ["to", "cents"],
  additionalProperties: false,
} as const;

/** A registry with one tool, `pay`, that needs approval; `runs` lists the arguments it ran with. */
export function payRegistry(
  options: ApprovalRegistryOptions & {
    needsApproval?: NeedsApproval<{ to: string; cents: number }>;
  } = {},
) {
  const { needsApproval = true, ...registryOptions } = options;
  const runs: unknown[] = [];
  const tools = new ApprovalRegistry(registryOptions).mustRegister(
    defineTool({
      name: "pay",
      description: "Pays someone.",
      parameters: PAY_SCHEMA,
      needsApproval,
      execute: (args) => {
        runs.push(args);
        return `paid ${args.cents} to ${args.to}`;
      },
    }),
  );
  return { tools, runs };
}

/** Calls `pay` and returns the pending approval it answered with (throws if it ran or was refused). */
export async function askPay(
  tools: ApprovalRegistry,
  callId = "c1",
  args = '{"to":"bob","cents":5}',
): Promise<PendingApproval> {
  const result = await tools.call(toolCall("pay", args, callId));
  const pending = pendingOf(result);
  if (pending === undefined) throw new Error(`expected approval_required, got ${result.kind}`);
  return pending;
}

/** The rejection of `promise`, which must reject. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

/** Expects `promise` to reject with an `ApprovalError` of exactly this code and message. */
export async function refusedWith(
  promise: Promise<unknown>,
  code: ApprovalErrorCode,
  message: string,
): Promise<void> {
  const error = await rejection(promise);
  expect(ApprovalError.isInstance(error)).toBe(true);
  const { code: given, message: text } = error as ApprovalError;
  expect({ code: given, message: text }).toEqual({ code, message });
}
