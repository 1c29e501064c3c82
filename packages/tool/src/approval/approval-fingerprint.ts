import type { PreparedTool } from "../define/prepare-tool.js";
import { fnv1a64 } from "../fnv1a64.js";

/**
 * What binds a decision to one call: 64-bit FNV-1a (16 hex digits) of the tool name, the
 * fingerprint of its compiled schema (text and vocabulary) and the canonical arguments. A
 * change to any of the three changes it. A checksum, not a secret: `signingKey` stops forgery.
 */
export function approvalFingerprint(prepared: PreparedTool, argumentsText: string): string {
  const { text, vocabulary } = prepared.parameters;
  return fnv1a64(`${prepared.name}\n${fnv1a64(`${vocabulary}\n${text}`)}\n${argumentsText}`);
}
