import type { Schema } from "../compiled-schema.js";
import { parseJsonText } from "../json-text.js";
import { MAX_JSON_LENGTH } from "../limits.js";
import { sortErrors, ValidationError } from "../validation-error.js";
import { JsonReader } from "./json-reader.js";
import { PrefixJudge } from "./prefix-judge.js";
import { type PrefixNode, PrefixNodeReader } from "./prefix-node.js";

/**
 * What a JSON prefix can still become under a schema:
 * - `viable`: some completion may pass. `unlessRepeated` lists issues that stand unless the
 *   text gives again a key it already gave (`JSON.parse` keeps a repeated key's last value);
 * - `invalid`: no completion can pass, for the `issues` named;
 * - `complete`: the text is one whole JSON value, and `errors` is what full validation says.
 */
export type PrefixJudgement =
  | { readonly state: "viable"; readonly unlessRepeated: readonly ValidationError[] }
  | { readonly state: "invalid"; readonly issues: readonly ValidationError[] }
  | { readonly state: "complete"; readonly errors: readonly ValidationError[] };

/** A schema ready to judge JSON text as it streams in; immutable and safe to share. */
export interface PrefixSchema {
  /** The compiled schema whose full validation judges a complete text. */
  readonly schema: Schema;
  /** Starts judging one text, delivered by `push`. */
  begin(): PrefixValidation;
}

/** One JSON text being judged as it arrives: each character is read once. */
export interface PrefixValidation {
  /** Reads the next piece of the text and answers what the text so far can still become. */
  push(delta: string): PrefixJudgement;
  /** The answer for the text pushed so far. */
  judgement(): PrefixJudgement;
  /** Every piece pushed, joined. */
  readonly text: string;
}

const VIABLE: PrefixJudgement = Object.freeze({
  state: "viable",
  unlessRepeated: Object.freeze([]),
});

/**
 * Prepares a compiled schema for judging prefixes of JSON text. It reads the schema as compiled
 * (`schema.toJSON()`); keywords it cannot judge on part of a value are left to full validation.
 */
export function prefixSchema(schema: Schema): PrefixSchema {
  let root: readonly PrefixNode[] | undefined;
  return {
    schema,
    begin() {
      root ??= new PrefixNodeReader(schema.toJSON()).root();
      return new StreamingValidation(schema, root);
    },
  };
}

class StreamingValidation implements PrefixValidation {
  readonly #schema: Schema;
  readonly #judge: PrefixJudge;
  readonly #reader: JsonReader;
  // Grown by `+=`: V8 keeps it as a rope until it is read, far cheaper than joining pieces.
  #text = "";
  #judgement: PrefixJudgement = VIABLE;
  #judgedVersion = 0;
  #final = false;
  #completeAt = -1;

  constructor(schema: Schema, root: readonly PrefixNode[]) {
    this.#schema = schema;
    this.#judge = new PrefixJudge(root);
    this.#reader = new JsonReader(this.#judge);
  }

  get text(): string {
    return this.#text;
  }

  judgement(): PrefixJudgement {
    return this.#judgement;
  }

  push(delta: string): PrefixJudgement {
    if (typeof delta !== "string" || delta === "") return this.#judgement;
    this.#text += delta;
    // An invalid prefix stays invalid: nothing more needs reading.
    if (this.#final) return this.#judgement;
    if (this.#text.length > MAX_JSON_LENGTH) {
      const error = new ValidationError(
        "too_large",
        "$",
        `JSON text has at least ${this.#text.length} UTF-16 code units, over the limit of ${MAX_JSON_LENGTH}`,
      );
      return this.#invalid([error]);
    }
    const reader = this.#reader;
    if (!reader.push(delta)) {
      const parsed = parseJsonText(this.text.slice(0, reader.read));
      const error = parsed.ok
        ? new ValidationError("invalid_json", "$", "invalid JSON")
        : parsed.error;
      return this.#invalid([error]);
    }
    const judge = this.#judge;
    // A whole text is judged by full validation, in its words (what closing the root found too).
    if (judge.final.length > 0 && !reader.complete) {
      return this.#invalid(sortErrors([...judge.final]));
    }
    if (reader.complete) {
      // A whole container, string or literal changes no more; a root number still may (`12` to `123`).
      if (this.#completeAt < 0 || judge.rootKind === "number") {
        this.#completeAt = this.#text.length;
        this.#judgement = { state: "complete", errors: this.#schema.validateJSON(this.text) };
      }
      return this.#judgement;
    }
    if (judge.version !== this.#judgedVersion || this.#judgement.state !== "viable") {
      this.#judgedVersion = judge.version;
      const pending = judge.pending();
      this.#judgement =
        pending.length === 0 ? VIABLE : { state: "viable", unlessRepeated: sortErrors(pending) };
    }
    return this.#judgement;
  }

  #invalid(issues: ValidationError[]): PrefixJudgement {
    this.#final = true;
    this.#judgement = { state: "invalid", issues };
    return this.#judgement;
  }
}
