import type { Json } from "../json.js";
import { jsonEqual } from "../json-equal.js";
import { maximumMessage, minimumMessage } from "../keywords/bounds.js";
import { constMessage } from "../keywords/const.js";
import { plural } from "../keywords/counts.js";
import { enumFrame } from "../keywords/enum.js";
import { falseMessage } from "../keywords/false-schema.js";
import { typeCheck } from "../keywords/type.js";
import { beginPatternValidation } from "../pattern/index.js";
import { framed, quote } from "../quote.js";
import type { PrefixNode } from "./prefix-node.js";

/** Where the issues of the value being read go; the judge knows its path and who can take them back. */
export interface IssueSink {
  issue(code: string, message: string): void;
}

/** A representative of each kind judged as it begins, for the type message (`got string`). */
const SAMPLE = { object: {}, array: [], string: "" } as const;

/**
 * Judges an object's, array's or string's type as it begins: the nodes whose type allows it stay
 * live. Numbers and literals are judged whole, at their end (`2` is an integer, `2.5` is not).
 */
export function liveNodes(
  nodes: readonly PrefixNode[],
  kind: "object" | "array" | "string",
  sink: IssueSink,
): readonly PrefixNode[] {
  // Most values pass their type: the list is copied only when one does not.
  let live: PrefixNode[] | undefined;
  for (let index = 0; index < nodes.length; index++) {
    const node = nodes[index] as PrefixNode;
    let passes = true;
    if (node.never) {
      if (kind !== "string") {
        const what = kind === "object" ? "an object" : "an array";
        sink.issue("false", `${what} is not allowed here: the schema is false`);
        passes = false;
      }
    } else if (node.types !== undefined && !node.types.includes(kind)) {
      sink.issue("type", node.typeMessage(SAMPLE[kind]));
      passes = false;
    }
    if (!passes && live === undefined) live = nodes.slice(0, index);
    else if (passes && live !== undefined) live.push(node);
  }
  return live ?? nodes;
}

const SURROGATE = /[\uD800-\uDFFF]/;

/** The string options an `enum` or `const` leaves, narrowed character by character. */
interface Options {
  readonly code: "enum" | "const";
  readonly all: readonly Json[];
  candidates: string[];
}

/** What a list of nodes asks of a string value, worked out once per list (lists are shared). */
export interface StringPlan {
  readonly nodes: readonly PrefixNode[];
  /** Whether the text is needed whole (an option, a pattern, a `false` schema's message). */
  readonly keepsValue: boolean;
  /** Whether code points are counted (a length bound). */
  readonly counts: boolean;
  /** Whether some node has an `enum` or `const`. */
  readonly options: boolean;
}

const plans = new WeakMap<readonly PrefixNode[], StringPlan | null>();

/** The plan for a string under these nodes, or undefined when none of them judges strings. */
export function stringPlan(nodes: readonly PrefixNode[]): StringPlan | undefined {
  let plan = plans.get(nodes);
  if (plan === undefined) {
    const judging = nodes.filter((node) => node.judgesStrings);
    plan =
      judging.length === 0
        ? null
        : {
            nodes: judging,
            keepsValue: judging.some(
              (node) =>
                node.enumValues !== undefined ||
                node.hasConst ||
                node.pattern !== undefined ||
                node.never,
            ),
            counts: judging.some(
              (node) => node.maxLength !== undefined || node.minLength !== undefined,
            ),
            options: judging.some((node) => node.enumValues !== undefined || node.hasConst),
          };
    plans.set(nodes, plan);
  }
  return plan ?? undefined;
}

/** The string value being read, against the nodes that judge strings; one per judge, reused. */
export class StringJudge {
  readonly #sink: IssueSink;
  #nodes: readonly PrefixNode[] = [];
  /** Whether `#nodes` is the plan's own list, to copy before dropping one. */
  #shared = true;
  #options: (Options | undefined)[] | undefined;
  #keepsValue = false;
  #counts = false;
  #value = "";
  #codePoints = 0;
  #lastHigh = false;

  constructor(sink: IssueSink) {
    this.#sink = sink;
  }

  /** Starts a string value under `plan`. */
  begin(plan: StringPlan): void {
    this.#nodes = plan.nodes;
    this.#shared = true;
    this.#options = plan.options ? plan.nodes.map(optionsOf) : undefined;
    this.#keepsValue = plan.keepsValue;
    this.#counts = plan.counts;
    this.#value = "";
    this.#codePoints = 0;
    this.#lastHigh = false;
  }

  /** Reads more of the string: the length and the options that still start with it. */
  part(text: string): void {
    const start = this.#value.length;
    if (this.#keepsValue) this.#value += text;
    if (!this.#counts) {
      if (this.#keepsValue) this.#narrow(text, start);
      return;
    }
    let codePoints = this.#codePoints;
    let lastHigh = this.#lastHigh;
    if (!lastHigh && !SURROGATE.test(text)) {
      codePoints += text.length;
    } else {
      for (let index = 0; index < text.length; index++) {
        const unit = text.charCodeAt(index);
        // A low surrogate right after a high one is the same code point.
        if (!(lastHigh && unit >= 0xdc00 && unit <= 0xdfff)) codePoints++;
        lastHigh = unit >= 0xd800 && unit <= 0xdbff;
      }
    }
    this.#codePoints = codePoints;
    this.#lastHigh = lastHigh;
    for (let at = 0; at < this.#nodes.length; at++) {
      const node = this.#nodes[at] as PrefixNode;
      if (node.maxLength !== undefined && codePoints > node.maxLength) {
        this.#drop(
          at--,
          "maxLength",
          `expected at most ${plural(node.maxLength, "character")}, got ${codePoints} so far`,
        );
      }
    }
    if (this.#keepsValue) this.#narrow(text, start);
  }

  #narrow(text: string, start: number): void {
    const all = this.#options;
    if (all === undefined) return;
    for (let at = 0; at < this.#nodes.length; at++) {
      const options = all[at];
      if (options === undefined) continue;
      options.candidates = options.candidates.filter((candidate) =>
        continuesWith(candidate, text, start),
      );
      if (options.candidates.length === 0) {
        this.#drop(at--, options.code, noOptionStarts(this.#value, options.all));
      }
    }
  }

  /** The string is whole: the keywords that need all of it. */
  end(): void {
    const value = this.#value;
    const sink = this.#sink;
    for (let at = 0; at < this.#nodes.length; at++) {
      const node = this.#nodes[at] as PrefixNode;
      if (node.never) {
        sink.issue("false", falseMessage(value));
        continue;
      }
      const options = this.#options?.[at];
      if (options !== undefined && !options.candidates.includes(value)) {
        sink.issue(
          options.code,
          options.code === "enum"
            ? framed(enumFrame(options.all), value)
            : constMessage(quote(node.constValue), value),
        );
      }
      if (node.minLength !== undefined && this.#codePoints < node.minLength) {
        // minLengthMessage's words, from the count (the text is not kept for this alone).
        const message = `expected at least ${plural(node.minLength, "character")}, got ${this.#codePoints}`;
        sink.issue("minLength", message);
      }
      if (node.patternFailure !== undefined) {
        beginPatternValidation();
        const failure = node.patternFailure(value);
        if (failure !== undefined) sink.issue("pattern", failure);
      }
    }
  }

  #drop(at: number, code: string, message: string): void {
    this.#sink.issue(code, message);
    const nodes = this.#shared ? [...this.#nodes] : (this.#nodes as PrefixNode[]);
    nodes.splice(at, 1);
    this.#nodes = nodes;
    this.#shared = false;
    this.#options?.splice(at, 1);
  }
}

/** An `enum`'s or `const`'s string members (one list; both keywords present: the enum's). */
function optionsOf(node: PrefixNode): Options | undefined {
  if (node.enumValues !== undefined) {
    return {
      code: "enum",
      all: node.enumValues,
      candidates: node.enumValues.filter((value): value is string => typeof value === "string"),
    };
  }
  if (!node.hasConst) return undefined;
  const value = node.constValue as Json;
  return { code: "const", all: [value], candidates: typeof value === "string" ? [value] : [] };
}

/** Whether `candidate` has `text` at `start` (its earlier characters already matched). */
function continuesWith(candidate: string, text: string, start: number): boolean {
  if (candidate.length < start + text.length) return false;
  for (let index = 0; index < text.length; index++) {
    if (candidate.charCodeAt(start + index) !== text.charCodeAt(index)) return false;
  }
  return true;
}

function noOptionStarts(prefix: string, options: readonly Json[]): string {
  const head = prefix === "" ? "a string" : `a string starting with ${quote(prefix)}`;
  return `${head} is not one of ${quote(options.length === 1 ? options[0] : options)}`;
}

/**
 * A number, `true`, `false` or `null` is whole: its type, `enum`, `const` and bounds, in the
 * words of full validation. A number too large for a double is left to full validation.
 */
export function judgeScalar(
  nodes: readonly PrefixNode[],
  value: number | boolean | null,
  sink: IssueSink,
): void {
  if (typeof value === "number" && !Number.isFinite(value)) return;
  const issue = (code: string, message: string) => sink.issue(code, message);
  for (const node of nodes) {
    if (node.never) {
      issue("false", falseMessage(value));
      continue;
    }
    const types = node.types;
    if (types !== undefined && !types.some((name) => typeCheck(name)(value))) {
      issue("type", node.typeMessage(value));
      continue;
    }
    if (node.enumValues !== undefined && !node.enumValues.some((option) => option === value)) {
      issue("enum", framed(enumFrame(node.enumValues), value));
    }
    if (node.hasConst && !jsonEqual(node.constValue as Json, value)) {
      issue("const", constMessage(quote(node.constValue), value));
    }
    if (typeof value !== "number") continue;
    if (node.minimum !== undefined && !(value >= node.minimum)) {
      issue("minimum", minimumMessage(node.minimum, value));
    }
    if (node.maximum !== undefined && !(value <= node.maximum)) {
      issue("maximum", maximumMessage(node.maximum, value));
    }
    if (node.exclusiveMinimum !== undefined && !(value > node.exclusiveMinimum)) {
      issue(
        "exclusiveMinimum",
        `expected a number > ${node.exclusiveMinimum}, got ${quote(value)}`,
      );
    }
    if (node.exclusiveMaximum !== undefined && !(value < node.exclusiveMaximum)) {
      issue(
        "exclusiveMaximum",
        `expected a number < ${node.exclusiveMaximum}, got ${quote(value)}`,
      );
    }
  }
}
