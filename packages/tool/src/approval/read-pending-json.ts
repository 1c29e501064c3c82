import { type Json, quote, typeName, unknownOption } from "@tinyllm/types";
import { TOOL_NAME_PATTERN } from "../define/tool-name.js";
import { ApprovalError } from "./approval-error.js";
import { canonicalJson } from "./canonical-json.js";
import type { PendingApprovalFields } from "./pending-approval.js";

const NAMES = [
  "type",
  "version",
  "id",
  "callId",
  "toolName",
  "arguments",
  "fingerprint",
  "signature",
];

/** What `readPending` was given, checked field by field, with its arguments' canonical text. */
export interface ReadPendingJson {
  readonly fields: PendingApprovalFields;
  readonly argumentsText: string;
}

/**
 * Reads a pending approval's JSON (text, or the parsed object) strictly: every field of the
 * right type and form, nothing else. Throws `ApprovalError` (`malformed`) saying what is wrong.
 */
export function readPendingJson(input: unknown): ReadPendingJson {
  let value: unknown = input;
  if (typeof input === "string") {
    try {
      value = JSON.parse(input);
    } catch {
      throw malformed("the text is not JSON");
    }
  }
  try {
    return readObject(value);
  } catch (error) {
    if (ApprovalError.isInstance(error)) throw error;
    throw malformed(`it could not be read (${String(error)})`);
  }
}

function readObject(value: unknown): ReadPendingJson {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw malformed(`it is ${typeName(value)}; expected an object`);
  }
  const unknown = unknownOption(value, "a pending approval's", NAMES);
  if (unknown !== undefined) throw malformed(unknown.message);
  const json = value as Record<string, unknown>;
  if (json.type !== "tinyllm.pending_approval" || json.version !== 1) {
    throw malformed(
      `type ${quote(json.type)}, version ${quote(json.version)}; expected "tinyllm.pending_approval", 1`,
    );
  }
  const id = text(json, "id", /^[0-9a-f]{32}$/);
  const callId = text(json, "callId", /^[\s\S]{0,4096}$/);
  const toolName = text(json, "toolName", TOOL_NAME_PATTERN);
  const fingerprint = text(json, "fingerprint", /^[0-9a-f]{16}$/);
  const signature =
    json.signature === undefined ? undefined : text(json, "signature", /^[0-9a-f]{64}$/);
  const given = json.arguments;
  if (typeof given !== "object" || given === null || Array.isArray(given)) {
    throw malformed(`arguments is ${typeName(given)}; expected an object`);
  }
  let argumentsText: string;
  try {
    argumentsText = canonicalJson(given);
  } catch (error) {
    throw malformed(`arguments is not JSON: ${(error as Error).message}`);
  }
  // A copy of its own: what the caller keeps cannot change what runs.
  const args = JSON.parse(argumentsText) as Json;
  return {
    fields: { id, callId, toolName, arguments: args, fingerprint, signature },
    argumentsText,
  };
}

function text(json: Record<string, unknown>, field: string, form: RegExp): string {
  const value = json[field];
  if (typeof value === "string" && form.test(value)) return value;
  throw malformed(`${field} is ${quote(value)}; expected a string matching ${form}`);
}

function malformed(what: string): ApprovalError {
  return new ApprovalError("malformed", `not a pending approval: ${what}`);
}
