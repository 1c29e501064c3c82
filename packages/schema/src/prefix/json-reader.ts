/** The kind of a JSON value, known from its first character. */
export type ValueKind = "object" | "array" | "string" | "number" | "true" | "false" | "null";

/** What the reader tells its listener, in text order. Keys are read whole; string values in parts. */
export interface JsonEvents {
  /** A value begins (its first character was read). */
  beginValue(kind: ValueKind): void;
  /** Decoded text of the string value being read (escapes resolved), in the order it came. */
  stringPart(part: string): void;
  /** A string, number or literal ended; `number` is the text of a number. */
  endValue(number?: string): void;
  /** An object's key, decoded, once its closing quote was read. */
  key(name: string): void;
  /** The innermost object or array closed. */
  endContainer(): void;
}

// What the reader expects next.
const VALUE = 0;
const VALUE_OR_CLOSE = 1;
const KEY_OR_CLOSE = 2;
const KEY = 3;
const COLON = 4;
const AFTER_VALUE = 5;
const STRING = 6;
const ESCAPE = 7;
const UNICODE = 8;
const NUMBER = 9;
const LITERAL = 10;
const FAILED = 11;

// Where a number is in RFC 8259's grammar; the ones marked `end` may end there.
const N_MINUS = 0;
const N_ZERO = 1; // end
const N_INT = 2; // end
const N_DOT = 3;
const N_FRACTION = 4; // end
const N_E = 5;
const N_EXPONENT_SIGN = 6;
const N_EXPONENT = 7; // end

const OBJECT = 1;
const ARRAY = 2;

const ESCAPED: Record<string, string> = {
  '"': '"',
  "\\": "\\",
  "/": "/",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
};

function isSpace(unit: number): boolean {
  return unit === 0x20 || unit === 0x0a || unit === 0x0d || unit === 0x09;
}

function isDigit(unit: number): boolean {
  return unit >= 0x30 && unit <= 0x39;
}

function hexValue(unit: number): number {
  if (unit >= 0x30 && unit <= 0x39) return unit - 0x30;
  const lower = unit | 0x20;
  if (lower >= 0x61 && lower <= 0x66) return lower - 0x61 + 10;
  return -1;
}

/**
 * An incremental JSON reader (RFC 8259, as `JSON.parse` reads it): text goes in by deltas split
 * anywhere (inside a key, an escape, a surrogate pair), each character is read once, and the
 * listener hears every value as it begins. It keeps no copy of the text.
 */
export class JsonReader {
  readonly #events: JsonEvents;
  readonly #stack: number[] = [];
  #mode = VALUE;
  #inKey = false;
  #keyText = "";
  #numberText = "";
  #numberState = N_MINUS;
  #literal = "";
  #literalAt = 0;
  #hex = 0;
  #hexCount = 0;
  #read = 0;

  constructor(events: JsonEvents) {
    this.#events = events;
  }

  /** Whether the text read so far stopped being JSON; no completion can make it JSON again. */
  get failed(): boolean {
    return this.#mode === FAILED;
  }

  /** How many UTF-16 code units were read, up to and including the one that stopped being JSON. */
  get read(): number {
    return this.#read;
  }

  /** Whether the text so far is one whole JSON value (more whitespace may follow). */
  get complete(): boolean {
    if (this.#stack.length > 0) return false;
    if (this.#mode === AFTER_VALUE) return true;
    return this.#mode === NUMBER && numberMayEnd(this.#numberState);
  }

  /**
   * Says the text is over: a number at the root (which only a delimiter ends) ends here. Returns
   * whether the text is one whole JSON value.
   */
  end(): boolean {
    if (this.#stack.length === 0 && this.#mode === NUMBER && numberMayEnd(this.#numberState)) {
      this.#endScalar(this.#numberText);
    }
    return this.complete;
  }

  /** Reads the next piece of text; returns false once the text has stopped being JSON. */
  push(delta: string): boolean {
    const length = delta.length;
    let index = 0;
    while (index < length && this.#mode !== FAILED) {
      index = this.#step(delta, index);
    }
    this.#read += this.#mode === FAILED ? index : length;
    return this.#mode !== FAILED;
  }

  /** Reads from `delta[index]`; returns the index of the next character to read. */
  #step(delta: string, index: number): number {
    const unit = delta.charCodeAt(index);
    switch (this.#mode) {
      case STRING:
        return this.#stringRun(delta, index);
      case ESCAPE:
        return this.#escape(delta, index);
      case UNICODE: {
        const value = hexValue(unit);
        if (value < 0) return this.#fail(index);
        this.#hex = this.#hex * 16 + value;
        if (++this.#hexCount === 4) {
          this.#mode = STRING;
          this.#part(String.fromCharCode(this.#hex));
        }
        return index + 1;
      }
      case NUMBER:
        return this.#number(unit, index);
      case LITERAL:
        if (unit !== this.#literal.charCodeAt(this.#literalAt)) return this.#fail(index);
        if (++this.#literalAt === this.#literal.length) this.#endScalar();
        return index + 1;
    }
    if (isSpace(unit)) return index + 1;
    switch (this.#mode) {
      case VALUE:
        return this.#beginValue(unit, index);
      case VALUE_OR_CLOSE:
        if (unit === 0x5d) return this.#close(ARRAY, index);
        return this.#beginValue(unit, index);
      case KEY_OR_CLOSE:
        if (unit === 0x7d) return this.#close(OBJECT, index);
        return this.#beginKey(unit, index);
      case KEY:
        return this.#beginKey(unit, index);
      case COLON:
        if (unit !== 0x3a) return this.#fail(index);
        this.#mode = VALUE;
        return index + 1;
      default:
        return this.#afterValue(unit, index);
    }
  }

  #beginValue(unit: number, index: number): number {
    const events = this.#events;
    if (unit === 0x7b) {
      events.beginValue("object");
      this.#stack.push(OBJECT);
      this.#mode = KEY_OR_CLOSE;
    } else if (unit === 0x5b) {
      events.beginValue("array");
      this.#stack.push(ARRAY);
      this.#mode = VALUE_OR_CLOSE;
    } else if (unit === 0x22) {
      events.beginValue("string");
      this.#inKey = false;
      this.#mode = STRING;
    } else if (unit === 0x2d || isDigit(unit)) {
      events.beginValue("number");
      this.#numberText = delta1(unit);
      this.#numberState = unit === 0x2d ? N_MINUS : unit === 0x30 ? N_ZERO : N_INT;
      this.#mode = NUMBER;
    } else if (unit === 0x74 || unit === 0x66 || unit === 0x6e) {
      const literal = unit === 0x74 ? "true" : unit === 0x66 ? "false" : "null";
      events.beginValue(literal);
      this.#literal = literal;
      this.#literalAt = 1;
      this.#mode = LITERAL;
    } else {
      return this.#fail(index);
    }
    return index + 1;
  }

  #beginKey(unit: number, index: number): number {
    if (unit !== 0x22) return this.#fail(index);
    this.#inKey = true;
    this.#keyText = "";
    this.#mode = STRING;
    return index + 1;
  }

  #afterValue(unit: number, index: number): number {
    const top = this.#stack[this.#stack.length - 1];
    if (unit === 0x2c && top !== undefined) {
      this.#mode = top === OBJECT ? KEY : VALUE;
      return index + 1;
    }
    if (unit === 0x5d) return this.#close(ARRAY, index);
    if (unit === 0x7d) return this.#close(OBJECT, index);
    return this.#fail(index);
  }

  #close(kind: number, index: number): number {
    if (this.#stack[this.#stack.length - 1] !== kind) return this.#fail(index);
    this.#stack.pop();
    this.#mode = AFTER_VALUE;
    this.#events.endContainer();
    return index + 1;
  }

  /** Reads a run of plain characters at once, up to a quote, a backslash or a control character. */
  #stringRun(delta: string, index: number): number {
    let end = index;
    const length = delta.length;
    let unit = 0;
    while (end < length) {
      unit = delta.charCodeAt(end);
      if (unit === 0x22 || unit === 0x5c || unit < 0x20) break;
      end++;
    }
    if (end > index) this.#part(delta.slice(index, end));
    if (end === length) return end;
    if (unit === 0x5c) {
      this.#mode = ESCAPE;
      return end + 1;
    }
    if (unit < 0x20) return this.#fail(end);
    // The closing quote.
    if (this.#inKey) {
      this.#inKey = false;
      this.#mode = COLON;
      this.#events.key(this.#keyText);
      this.#keyText = "";
    } else {
      this.#endScalar();
    }
    return end + 1;
  }

  #escape(delta: string, index: number): number {
    const character = delta[index] as string;
    if (character === "u") {
      this.#hex = 0;
      this.#hexCount = 0;
      this.#mode = UNICODE;
      return index + 1;
    }
    const decoded = Object.hasOwn(ESCAPED, character) ? ESCAPED[character] : undefined;
    if (decoded === undefined) return this.#fail(index);
    this.#mode = STRING;
    this.#part(decoded);
    return index + 1;
  }

  #part(text: string): void {
    if (this.#inKey) this.#keyText += text;
    else this.#events.stringPart(text);
  }

  #number(unit: number, index: number): number {
    const state = this.#numberState;
    let next = -1;
    if (isDigit(unit)) {
      if (state === N_MINUS) next = unit === 0x30 ? N_ZERO : N_INT;
      else if (state === N_INT || state === N_FRACTION || state === N_EXPONENT) next = state;
      else if (state === N_DOT) next = N_FRACTION;
      else if (state === N_E || state === N_EXPONENT_SIGN) next = N_EXPONENT;
    } else if (unit === 0x2e) {
      if (state === N_ZERO || state === N_INT) next = N_DOT;
    } else if (unit === 0x65 || unit === 0x45) {
      if (state === N_ZERO || state === N_INT || state === N_FRACTION) next = N_E;
    } else if (unit === 0x2b || unit === 0x2d) {
      if (state === N_E) next = N_EXPONENT_SIGN;
    }
    if (next >= 0) {
      this.#numberState = next;
      this.#numberText += delta1(unit);
      return index + 1;
    }
    // Not part of the number: it ends here if its grammar allows, and the character is read again.
    if (!numberMayEnd(state)) return this.#fail(index);
    this.#endScalar(this.#numberText);
    return index;
  }

  #endScalar(number?: string): void {
    this.#mode = AFTER_VALUE;
    this.#events.endValue(number);
  }

  #fail(index: number): number {
    this.#mode = FAILED;
    // The offending character counts as read: the text up to it is what stopped being JSON.
    return index + 1;
  }
}

function numberMayEnd(state: number): boolean {
  return state === N_ZERO || state === N_INT || state === N_FRACTION || state === N_EXPONENT;
}

function delta1(unit: number): string {
  return String.fromCharCode(unit);
}
