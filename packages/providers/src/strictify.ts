import type { ToolDef } from "@tinyllm/types";
import { finish, type Projection, projectAll } from "./project-tools.js";
import { STRICTIFY_RULES } from "./provider-rules.js";

/**
 * The tools with strict-mode objects and nothing else changed: every object closed
 * (`additionalProperties: false`), every property required, the optional ones made nullable.
 * `normalizeArguments` removes exactly those synthetic `null`s before validation, so
 * `{"days": null}` means "days omitted" where strictify made `days` nullable, and nowhere else
 * (a property that already accepted `null` keeps its `null`). Throws `ProjectionError` for a
 * record (`additionalProperties` or `patternProperties` with a schema).
 */
export function strictify(defs: readonly ToolDef[]): Projection<ToolDef> {
  return finish(projectAll(defs, STRICTIFY_RULES, "error"), ({ definition, projected }) => ({
    type: "function",
    function: {
      name: definition.function.name,
      description: definition.function.description,
      parameters: projected?.schema ?? definition.function.parameters,
    },
  }));
}
