import type { Registry } from "@tinyllm/tool";
import type { JsonObject } from "../wire/index.js";
import { NEEDS_APPROVAL_ANNOTATION } from "./approval-refusal.js";

/** The `_meta` key under which `tools/list` carries the registry's fingerprint. */
export const FINGERPRINT_META_KEY = "dev.tinyllm/fingerprint";

const ANNOTATION_KEYS = [
  "title",
  "readOnlyHint",
  "destructiveHint",
  "idempotentHint",
  "openWorldHint",
] as const;

/**
 * The MCP tool list: `registry.tools()` (the `definitions()` order), each schema as the registry
 * compiled it, with `outputSchema` and `annotations` only when the tool defines them. A tool
 * that declares `needsApproval` is annotated `"dev.tinyllm/needsApproval": true`: its calls are
 * refused here (see approval-refusal.ts), so a host knows before it calls.
 */
export function listTools(registry: Registry): JsonObject[] {
  return registry.tools().map((tool) => {
    const entry: JsonObject = {
      name: tool.name,
      description: tool.description,
      inputSchema: tool.parameters,
    };
    if (tool.outputSchema !== undefined) entry.outputSchema = tool.outputSchema;
    const annotations = tool.annotations;
    if (annotations !== undefined && annotations !== null) {
      const copied: JsonObject = {};
      for (const key of ANNOTATION_KEYS) {
        if (annotations[key] !== undefined) copied[key] = annotations[key];
      }
      entry.annotations = copied;
    }
    if (registry.get(tool.name)?.needsApproval) {
      entry.annotations = {
        ...(entry.annotations as JsonObject | undefined),
        [NEEDS_APPROVAL_ANNOTATION]: true,
      };
    }
    return entry;
  });
}
