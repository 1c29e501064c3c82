import {
  OP_CHARACTER,
  OP_END,
  OP_JUMP,
  OP_MATCH,
  OP_NOT_WORD_BOUNDARY,
  OP_SET,
  OP_SPLIT,
  OP_START,
  OP_WORD_BOUNDARY,
} from "./automaton.js";
import { type CodePointSet, codePointSet } from "./code-point-set.js";
import type { PatternNode } from "./pattern-syntax.js";

/** A Thompson automaton: one instruction (opcodes.ts) per atom, assertion, branch or jump. */
export interface Program {
  /** Instructions, the final OP_MATCH included. */
  readonly size: number;
  readonly op: Uint8Array;
  readonly first: Int32Array;
  readonly second: Int32Array;
  readonly sets: readonly CodePointSet[];
}

/**
 * The number of instructions `node` compiles to, computed from the parsed structure alone so
 * that a pattern like `(?:a\b|b\b|…){1000}` is refused before anything is built. It counts
 * every copy a repeat makes: `x{n,m}` is m copies of x and m - n branches.
 */
export function programSize(node: PatternNode): number {
  return nodeSize(node) + 1;
}

function nodeSize(node: PatternNode): number {
  switch (node.kind) {
    case "character":
    case "set":
    case "assertion":
      return 1;
    case "sequence":
      return node.items.reduce((sum, item) => sum + nodeSize(item), 0);
    case "alternation":
      return node.alternatives.reduce((sum, alternative) => sum + nodeSize(alternative) + 2, -2);
    case "repeat": {
      const item = nodeSize(node.item);
      if (node.max === 0 || item === 0) return 0;
      if (node.max !== Infinity) return node.max * item + (node.max - node.min);
      return node.min === 0 ? item + 2 : node.min * item + 1;
    }
  }
}

/** Builds the program of `node`, whose size (programSize, unless given) was checked first. */
export function buildProgram(node: PatternNode, size: number = programSize(node)): Program {
  const op = new Uint8Array(size);
  const first = new Int32Array(size);
  const second = new Int32Array(size);
  const sets: CodePointSet[] = [];
  const setIndex = new Map<string, number>();
  let length = 0;

  const push = (code: number, to: number, other: number): number => {
    op[length] = code;
    first[length] = to;
    second[length] = other;
    return length++;
  };

  const setOf = (source: string): number => {
    let index = setIndex.get(source);
    if (index === undefined) {
      index = sets.push(codePointSet(source)) - 1;
      setIndex.set(source, index);
    }
    return index;
  };

  const emit = (item: PatternNode): void => {
    switch (item.kind) {
      case "character":
        push(OP_CHARACTER, item.codePoint, 0);
        return;
      case "set":
        push(OP_SET, setOf(item.source), 0);
        return;
      case "assertion":
        push(ASSERTION_OPS[item.assertion], 0, 0);
        return;
      case "sequence":
        for (const part of item.items) emit(part);
        return;
      case "alternation":
        alternation(item.alternatives);
        return;
      case "repeat":
        if (item.max !== 0 && nodeSize(item.item) !== 0) repeat(item.item, item.min, item.max);
        return;
    }
  };

  const alternation = (alternatives: readonly PatternNode[]): void => {
    const jumps: number[] = [];
    const last = alternatives.length - 1;
    for (let index = 0; index < last; index += 1) {
      const split = push(OP_SPLIT, length + 1, 0);
      emit(alternatives[index] as PatternNode);
      jumps.push(push(OP_JUMP, 0, 0));
      second[split] = length;
    }
    emit(alternatives[last] as PatternNode);
    for (const jump of jumps) first[jump] = length;
  };

  const repeat = (item: PatternNode, min: number, max: number): void => {
    if (max === Infinity) {
      if (min === 0) {
        const split = push(OP_SPLIT, length + 1, 0);
        emit(item);
        push(OP_JUMP, split, 0);
        second[split] = length;
        return;
      }
      for (let copy = 1; copy < min; copy += 1) emit(item);
      const loop = length;
      emit(item);
      push(OP_SPLIT, loop, length + 1);
      return;
    }
    for (let copy = 0; copy < min; copy += 1) emit(item);
    // Skipping one optional copy skips the rest: x{1,3} is x(?:x(?:x)?)?.
    const splits: number[] = [];
    for (let copy = min; copy < max; copy += 1) {
      splits.push(push(OP_SPLIT, length + 1, 0));
      emit(item);
    }
    for (const split of splits) second[split] = length;
  };

  emit(node);
  push(OP_MATCH, 0, 0);
  return { size: length, op, first, second, sets };
}

const ASSERTION_OPS = {
  start: OP_START,
  end: OP_END,
  "word-boundary": OP_WORD_BOUNDARY,
  "not-word-boundary": OP_NOT_WORD_BOUNDARY,
} as const;
