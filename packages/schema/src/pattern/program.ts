import { type CodePointSet, codePointSet } from "./code-point-set.js";
import type { PatternNode } from "./pattern-syntax.js";

/** Consumes the code point `first`. */
export const OP_CHARACTER = 0;
/** Consumes a code point in `sets[first]`. */
export const OP_SET = 1;
/** Goes on at both `first` and `second`. */
export const OP_SPLIT = 2;
/** Goes on at `first`. */
export const OP_JUMP = 3;
/** `^`: only at the start of the input. */
export const OP_START = 4;
/** `$`: only at the end of the input. */
export const OP_END = 5;
/** `\b`: a word character on exactly one side. */
export const OP_WORD_BOUNDARY = 6;
/** `\B`: word characters on both sides or on neither. */
export const OP_NOT_WORD_BOUNDARY = 7;
/** The pattern has matched. */
export const OP_MATCH = 8;

/** A Thompson automaton: one instruction per atom, assertion, branch or jump. */
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
      if (node.max !== Number.POSITIVE_INFINITY) return node.max * item + (node.max - node.min);
      return node.min === 0 ? item + 2 : node.min * item + 1;
    }
  }
}

/** Builds the program of `node`, whose size (programSize, unless given) was checked first. */
export function buildProgram(node: PatternNode, size: number = programSize(node)): Program {
  const builder = new Builder(size);
  builder.emit(node);
  builder.push(OP_MATCH, 0, 0);
  return builder.program();
}

class Builder {
  readonly op: Uint8Array;
  readonly first: Int32Array;
  readonly second: Int32Array;
  readonly sets: CodePointSet[] = [];
  readonly #setIndex = new Map<string, number>();
  length = 0;

  constructor(size: number) {
    this.op = new Uint8Array(size);
    this.first = new Int32Array(size);
    this.second = new Int32Array(size);
  }

  push(op: number, first: number, second: number): number {
    const at = this.length;
    this.op[at] = op;
    this.first[at] = first;
    this.second[at] = second;
    this.length += 1;
    return at;
  }

  emit(node: PatternNode): void {
    switch (node.kind) {
      case "character":
        this.push(OP_CHARACTER, node.codePoint, 0);
        return;
      case "set":
        this.push(OP_SET, this.#set(node.source), 0);
        return;
      case "assertion":
        this.push(ASSERTION_OPS[node.assertion], 0, 0);
        return;
      case "sequence":
        for (const item of node.items) this.emit(item);
        return;
      case "alternation":
        this.#alternation(node.alternatives);
        return;
      case "repeat":
        if (node.max !== 0 && nodeSize(node.item) !== 0)
          this.#repeat(node.item, node.min, node.max);
        return;
    }
  }

  #alternation(alternatives: readonly PatternNode[]): void {
    const jumps: number[] = [];
    alternatives.forEach((alternative, index) => {
      if (index === alternatives.length - 1) {
        this.emit(alternative);
        return;
      }
      const split = this.push(OP_SPLIT, this.length + 1, 0);
      this.emit(alternative);
      jumps.push(this.push(OP_JUMP, 0, 0));
      this.second[split] = this.length;
    });
    for (const jump of jumps) this.first[jump] = this.length;
  }

  #repeat(item: PatternNode, min: number, max: number): void {
    if (max === Number.POSITIVE_INFINITY) {
      if (min === 0) {
        const split = this.push(OP_SPLIT, this.length + 1, 0);
        this.emit(item);
        this.push(OP_JUMP, split, 0);
        this.second[split] = this.length;
        return;
      }
      for (let copy = 1; copy < min; copy += 1) this.emit(item);
      const loop = this.length;
      this.emit(item);
      this.push(OP_SPLIT, loop, this.length + 1);
      return;
    }
    for (let copy = 0; copy < min; copy += 1) this.emit(item);
    // Skipping one optional copy skips the rest: x{1,3} is x(?:x(?:x)?)?.
    const splits: number[] = [];
    for (let copy = min; copy < max; copy += 1) {
      splits.push(this.push(OP_SPLIT, this.length + 1, 0));
      this.emit(item);
    }
    for (const split of splits) this.second[split] = this.length;
  }

  #set(source: string): number {
    let index = this.#setIndex.get(source);
    if (index === undefined) {
      index = this.sets.push(codePointSet(source)) - 1;
      this.#setIndex.set(source, index);
    }
    return index;
  }

  program(): Program {
    const { length: size, op, first, second, sets } = this;
    return { size, op, first, second, sets };
  }
}

const ASSERTION_OPS = {
  start: OP_START,
  end: OP_END,
  "word-boundary": OP_WORD_BOUNDARY,
  "not-word-boundary": OP_NOT_WORD_BOUNDARY,
} as const;
