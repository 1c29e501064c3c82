import type { SchemaIssue } from "../schema-error.js";
import type { SchemaSpec } from "../schema-spec.js";

function inPlaceOf(spec: SchemaSpec): SchemaSpec[] {
  const edges = spec.anyOf === undefined ? [] : [...spec.anyOf];
  for (const applicator of spec.extra) edges.push(...applicator.inPlace);
  return edges;
}

/**
 * Refuses reference cycles that never consume input: subschemas applied to the same value
 * (`$ref`, `allOf`, `anyOf`, `oneOf`, `not`, `if`/`then`/`else`, `dependentSchemas`) that lead
 * back to themselves would recurse for ever on any value.
 */
export function findReferenceCycles(nodes: Iterable<SchemaSpec>, issues: SchemaIssue[]): void {
  const state = new Map<SchemaSpec, 1 | 2>();
  for (const start of nodes) {
    if (state.has(start)) continue;
    const stack: { spec: SchemaSpec; edges: SchemaSpec[]; next: number }[] = [
      { spec: start, edges: inPlaceOf(start), next: 0 },
    ];
    state.set(start, 1);
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as (typeof stack)[number];
      if (top.next === top.edges.length) {
        state.set(top.spec, 2);
        stack.pop();
        continue;
      }
      const target = top.edges[top.next++] as SchemaSpec;
      const seen = state.get(target);
      if (seen === 1) {
        issues.push({
          path: top.spec.path,
          message: `reference cycle back to ${target.path} never reaches a keyword that consumes input: validation would never end`,
        });
      } else if (seen === undefined) {
        state.set(target, 1);
        stack.push({ spec: target, edges: inPlaceOf(target), next: 0 });
      }
    }
  }
}
