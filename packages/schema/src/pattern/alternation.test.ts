import { describe, expect, test } from "vitest";
import { alternationOf, sequenceOf } from "./alternation.js";
import type { PatternNode } from "./pattern-syntax.js";

const character = (text: string): PatternNode => ({
  kind: "character",
  codePoint: text.codePointAt(0) as number,
  source: text,
});
const written = (source: string, codePoint: number): PatternNode => ({
  kind: "character",
  codePoint,
  source,
});
const set = (source: string): PatternNode => ({ kind: "set", source });
const sequence = (...items: PatternNode[]): PatternNode => ({ kind: "sequence", items });
const EMPTY = sequence();
const START: PatternNode = { kind: "assertion", assertion: "start" };

describe("alternationOf: fewer alternatives, the same strings", () => {
  test("one alternative is itself", () => {
    const only = sequence(character("a"), character("b"));
    expect(alternationOf([only])).toBe(only);
  });

  test("single atoms become one set, in their order", () => {
    expect(alternationOf([character("a"), set("[b-d]"), written("\\u0065", 0x65)])).toEqual(
      set("a|[b-d]|\\u0065"),
    );
    // The same code point written twice is still two atoms of the union.
    expect(alternationOf([character("a"), written("\\u0061", 0x61)])).toEqual(set("a|\\u0061"));
  });

  test("alternatives that start with the same atom share it", () => {
    expect(
      alternationOf([
        sequence(character("a"), character("b")),
        sequence(written("\\x61", 0x61), character("c")),
      ]),
    ).toEqual(sequence(character("a"), set("b|c")));
    expect(
      alternationOf([sequence(set("[xy]"), character("b")), sequence(set("[xy]"), character("c"))]),
    ).toEqual(sequence(set("[xy]"), set("b|c")));
    // The shared head is the first one's; what follows it is alternated again.
    expect(
      alternationOf([
        sequence(character("a"), character("b"), character("c")),
        sequence(character("a"), character("b"), character("d")),
      ]),
    ).toEqual(sequence(character("a"), character("b"), set("c|d")));
  });

  test("a character and a set of the same text are different heads", () => {
    const withCharacter = sequence(character("a"), character("b"));
    const withSet = sequence(set("a"), character("c"));
    expect(alternationOf([withCharacter, withSet])).toEqual({
      kind: "alternation",
      alternatives: [withCharacter, withSet],
    });
  });

  test("an alternative that is its shared head alone keeps apart", () => {
    const longer = sequence(character("a"), character("b"));
    expect(alternationOf([character("a"), longer])).toEqual({
      kind: "alternation",
      alternatives: [longer, character("a")],
    });
  });

  test("an alternative that is only a shared head leaves an empty alternative", () => {
    const longer = sequence(character("a"), character("b"));
    expect(alternationOf([longer, sequence(character("a"))])).toEqual(
      sequence(character("a"), { kind: "alternation", alternatives: [character("b"), EMPTY] }),
    );
  });

  test("alternatives that start with no atom stay as written, after the shared ones", () => {
    const anchored = sequence(START, character("a"));
    const shared = alternationOf([
      anchored,
      sequence(character("x"), character("y")),
      EMPTY,
      sequence(character("x"), character("z")),
    ]);
    expect(shared).toEqual({
      kind: "alternation",
      alternatives: [sequence(character("x"), set("y|z")), anchored, EMPTY],
    });
  });

  test("the union of atoms comes first, the other alternatives after it", () => {
    const pair = sequence(character("p"), character("q"));
    expect(alternationOf([pair, character("d"), START, character("e")])).toEqual({
      kind: "alternation",
      alternatives: [set("d|e"), pair, START],
    });
    // One atom alone is no union.
    expect(alternationOf([pair, character("d")])).toEqual({
      kind: "alternation",
      alternatives: [pair, character("d")],
    });
  });
});

describe("sequenceOf", () => {
  test("flattens nested sequences, and one item is itself", () => {
    const a = character("a");
    const b = character("b");
    const c = character("c");
    expect(sequenceOf([a, sequence(b, c)])).toEqual(sequence(a, b, c));
    expect(sequenceOf([sequence(a, b), EMPTY, c])).toEqual(sequence(a, b, c));
    expect(sequenceOf([a, b])).toEqual(sequence(a, b));
    expect(sequenceOf([sequence(a)])).toBe(a);
    expect(sequenceOf([a])).toBe(a);
    expect(sequenceOf([])).toEqual(EMPTY);
  });
});
