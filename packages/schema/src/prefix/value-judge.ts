import type { Json } from "../json.js";
import { jsonEqual } from "../json-equal.js";
import { maximumMessage, minimumMessage } from "../keywords/bounds.js";
import { constMessage } from "../keywords/const.js";
import { plural } from "../keywords/counts.js";
import { enumFrame } from "../keywords/enum.js";
import { falseMessage } from "../keywords/false-schema.js";
import { patternMessage } from "../keywords/pattern.js";
import { minLengthMessage } from "../keywords/string-length.js";
import { typeCheck } from "../keywords/type.js";
import { beginPatternValidation } from "../pattern/index.js";
import { framed, quote } from "../quote.js";
import { ValidationError } from "../validation-error.js";
import type { PrefixNode } from "./prefix-node.js";

/** Where an issue goes: the judge decides whether a repeated key can still take it back. */
export type Report = (error: ValidationError) => void;

/** A representative of each kind judged as it begins, for the type message (`got string`). */
const SAMPLE = { object: {}, array: [], string: "" } as const;

/**
 * Judges an object's, array's or string's type as it begins: the nodes whose type allows it stay
 * live. Numbers and literals are judged whole, at their end (`2` is an integer, `2.5` is not).
 */
export function liveNodes(
  nodes: readonly PrefixNode[],
  kind: "object" | "array" | "string",
  path: string,
  report: Report,
): readonly PrefixNode[] {
  if (nodes.length === 0) return nodes;
  const live: PrefixNode[] = [];
  for (const node of nodes) {
    if (node.never) {
      if (kind === "object" || kind === "array") {
        report(
          new ValidationError(
            "false",
            path,
            `${kind === "object" ? "an object" : "an array"} is not allowed here: the schema is false`,
          ),
        );
      } else live.push(node);
      continue;
    }
    const types = node.types;
    if (types !== undefined && !types.includes(kind)) {
      report(new ValidationError("type", path, node.typeMessage(SAMPLE[kind])));
      continue;
    }
    live.push(node);
  }
  return live;
}

/** The string options an `enum` or `const` leaves, narrowed character by character. */
interface Options {
  readonly code: "enum" | "const";
  readonly all: readonly Json[];
  candidates: string[];
}

/** One string value being read, against its live nodes. */
export class StringJudge {
  readonly #nodes: PrefixNode[];
  readonly #path: string;
  readonly #report: Report;
  readonly #options: (Options | undefined)[] = [];
  #value = "";
  #codePoints = 0;
  #lastHigh = false;

  constructor(nodes: readonly PrefixNode[], path: string, report: Report) {
    this.#nodes = [...nodes];
    this.#path = path;
    this.#report = report;
    for (const node of this.#nodes) this.#options.push(optionsOf(node));
  }

  /** Reads more of the string: the length and the options that still start with it. */
  part(text: string): void {
    const start = this.#value.length;
    this.#value += text;
    for (let index = 0; index < text.length; index++) {
      const unit = text.charCodeAt(index);
      // A low surrogate right after a high one is the same code point.
      if (!(this.#lastHigh && unit >= 0xdc00 && unit <= 0xdfff)) this.#codePoints++;
      this.#lastHigh = unit >= 0xd800 && unit <= 0xdbff;
    }
    for (let at = 0; at < this.#nodes.length; at++) {
      const node = this.#nodes[at] as PrefixNode;
      if (node.maxLength !== undefined && this.#codePoints > node.maxLength) {
        this.#drop(
          at--,
          "maxLength",
          `expected at most ${plural(node.maxLength, "character")}, got ${this.#codePoints} so far`,
        );
        continue;
      }
      const options = this.#options[at];
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
    for (let at = 0; at < this.#nodes.length; at++) {
      const node = this.#nodes[at] as PrefixNode;
      const report = (code: string, message: string) =>
        this.#report(new ValidationError(code, this.#path, message));
      if (node.never) {
        report("false", falseMessage(value));
        continue;
      }
      const options = this.#options[at];
      if (options !== undefined && !options.candidates.includes(value)) {
        report(
          options.code,
          options.code === "enum"
            ? framed(enumFrame(options.all), value)
            : constMessage(quote(node.constValue), value),
        );
      }
      if (node.minLength !== undefined && this.#codePoints < node.minLength) {
        report("minLength", minLengthMessage(node.minLength, value));
      }
      if (node.pattern !== undefined) {
        beginPatternValidation();
        const failure = patternMessage(node.pattern)(value);
        if (failure !== undefined) report("pattern", failure);
      }
    }
  }

  #drop(at: number, code: string, message: string): void {
    this.#report(new ValidationError(code, this.#path, message));
    this.#nodes.splice(at, 1);
    this.#options.splice(at, 1);
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
  path: string,
  report: Report,
): void {
  if (typeof value === "number" && !Number.isFinite(value)) return;
  for (const node of nodes) {
    const issue = (code: string, message: string) =>
      report(new ValidationError(code, path, message));
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
