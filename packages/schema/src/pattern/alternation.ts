import type { PatternNode } from "./pattern-syntax.js";

/**
 * The node for `a|b|…`, made smaller without changing which strings match (`test` only asks
 * whether a match exists, so the order of alternatives does not matter): alternatives that are
 * single atoms become one set (`a|b|[c-e]` is one class test), and alternatives that start
 * with the same atom share it (`ab|ac` is `a(?:b|c)`, then `a[bc]`).
 */
export function alternationOf(alternatives: readonly PatternNode[]): PatternNode {
  if (alternatives.length === 1) return alternatives[0] as PatternNode;
  const groups = new Map<string, PatternNode[]>();
  const others: PatternNode[] = [];
  for (const alternative of alternatives) {
    const head = headOf(alternative);
    if (head === undefined || isAtom(alternative)) {
      others.push(alternative);
      continue;
    }
    const key = atomKey(head);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [alternative]);
    else group.push(alternative);
  }
  const result: PatternNode[] = [];
  for (const group of groups.values()) {
    if (group.length === 1) {
      result.push(group[0] as PatternNode);
      continue;
    }
    const head = headOf(group[0] as PatternNode) as PatternNode;
    const rest = alternationOf(group.map(tailOf));
    result.push(sequenceOf([head, rest]));
  }
  result.push(...others);
  if (result.length === 1) return result[0] as PatternNode;
  const atoms = result.filter(isAtom);
  if (atoms.length < 2) return { kind: "alternation", alternatives: result };
  const union: PatternNode = {
    kind: "set",
    source: atoms.map((atom) => (atom as { source: string }).source).join("|"),
  };
  const rest = result.filter((node) => !isAtom(node));
  return rest.length === 0 ? union : { kind: "alternation", alternatives: [union, ...rest] };
}

/** A sequence of `items`, flattened, or the one item alone. */
export function sequenceOf(items: readonly PatternNode[]): PatternNode {
  let flat = items;
  if (items.some((item) => item.kind === "sequence")) {
    flat = [];
    for (const item of items) {
      if (item.kind === "sequence") (flat as PatternNode[]).push(...item.items);
      else (flat as PatternNode[]).push(item);
    }
  }
  return flat.length === 1 ? (flat[0] as PatternNode) : { kind: "sequence", items: flat };
}

function isAtom(node: PatternNode): boolean {
  return node.kind === "character" || node.kind === "set";
}

function atomKey(node: PatternNode): string {
  return node.kind === "character"
    ? `c${node.codePoint}`
    : `s${(node as { source: string }).source}`;
}

function headOf(node: PatternNode): PatternNode | undefined {
  const first = node.kind === "sequence" ? node.items[0] : node;
  return first !== undefined && isAtom(first) ? first : undefined;
}

function tailOf(node: PatternNode): PatternNode {
  return node.kind === "sequence"
    ? sequenceOf(node.items.slice(1))
    : { kind: "sequence", items: [] };
}
