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
const N_START = 8; // nothing read yet
const N_MINUS = 0;
const N_ZERO = 1; // end
const N_INT = 2; // end
const N_DOT = 3;
const N_FRACTION = 4; // end
const N_E = 5;
const N_EXPONENT_SIGN = 6;
const N_EXPONENT = 7; // end

// What ends a run of plain string characters: a quote, a backslash, a control character (below
// U+0020), written as the complement so that no control character appears in the expression.
const STRING_END = /[^ !#-[\]-\uFFFF]/g;

const OBJECT = 1;
const ARRAY = 2;

/** What a backslash and `unit` stand for (`u` aside), or undefined for an escape JSON lacks. */
function escaped(unit: number): string | undefined {
  switch (unit) {
    case 0x22:
      return '"';
    case 0x5c:
      return "\\";
    case 0x2f:
      return "/";
    case 0x62:
      return "\b";
    case 0x66:
      return "\f";
    case 0x6e:
      return "\n";
    case 0x72:
      return "\r";
    case 0x74:
      return "\t";
    default:
      return undefined;
  }
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
    if (this.#mode === FAILED) return false;
    const index = this.#run(delta);
    this.#read += index;
    return this.#mode !== FAILED;
  }

  /**
   * The reader's one loop, with its state in locals (written back on every exit): a method call
   * per character cost ten times the reading. Returns how many characters were read; on a
   * failure, up to and including the one that stopped the text being JSON.
   */
  #run(delta: string): number {
    const events = this.#events;
    const stack = this.#stack;
    const length = delta.length;
    let mode = this.#mode;
    let index = 0;
    while (index < length) {
      let unit = delta.charCodeAt(index);
      if (mode === STRING) {
        const start = index;
        // Character by character for a short run, then the engine's own search for a long one.
        const short = Math.min(length, index + 32);
        while (unit !== 0x22 && unit !== 0x5c && unit >= 0x20) {
          if (++index === short) break;
          unit = delta.charCodeAt(index);
        }
        if (index === short && index < length) {
          STRING_END.lastIndex = index;
          index = STRING_END.test(delta) ? STRING_END.lastIndex - 1 : length;
          if (index < length) unit = delta.charCodeAt(index);
        }
        if (index > start) {
          const part = delta.slice(start, index);
          if (this.#inKey) this.#keyText += part;
          else events.stringPart(part);
        }
        if (index === length) break;
        if (unit === 0x5c) {
          mode = ESCAPE;
        } else if (unit < 0x20) {
          mode = FAILED;
        } else if (this.#inKey) {
          this.#inKey = false;
          mode = COLON;
          const name = this.#keyText;
          this.#keyText = "";
          events.key(name);
        } else {
          mode = AFTER_VALUE;
          events.endValue();
        }
        index++;
        if (mode === FAILED) break;
        continue;
      }
      if (mode === NUMBER) {
        let state = this.#numberState;
        const start = index;
        for (; index < length; index++) {
          const next = numberStep(state, delta.charCodeAt(index));
          if (next < 0) break;
          state = next;
        }
        this.#numberState = state;
        if (index > start) this.#numberText += delta.slice(start, index);
        if (index === length) break;
        // Not part of the number: it ends here if its grammar allows, and the character is read again.
        if (!numberMayEnd(state)) {
          mode = FAILED;
          index++;
          break;
        }
        mode = AFTER_VALUE;
        events.endValue(this.#numberText);
        continue;
      }
      index++;
      if (mode === ESCAPE) {
        if (unit === 0x75) {
          this.#hex = 0;
          this.#hexCount = 0;
          mode = UNICODE;
          continue;
        }
        const decoded = escaped(unit);
        if (decoded === undefined) {
          mode = FAILED;
          break;
        }
        mode = STRING;
        if (this.#inKey) this.#keyText += decoded;
        else events.stringPart(decoded);
        continue;
      }
      if (mode === UNICODE) {
        const value = hexValue(unit);
        if (value < 0) {
          mode = FAILED;
          break;
        }
        this.#hex = this.#hex * 16 + value;
        if (++this.#hexCount === 4) {
          mode = STRING;
          const decoded = String.fromCharCode(this.#hex);
          if (this.#inKey) this.#keyText += decoded;
          else events.stringPart(decoded);
        }
        continue;
      }
      if (mode === LITERAL) {
        if (unit !== this.#literal.charCodeAt(this.#literalAt)) {
          mode = FAILED;
          break;
        }
        if (++this.#literalAt === this.#literal.length) {
          mode = AFTER_VALUE;
          events.endValue();
        }
        continue;
      }
      if (unit === 0x20 || unit === 0x0a || unit === 0x0d || unit === 0x09) continue;
      if (mode === COLON) {
        if (unit !== 0x3a) {
          mode = FAILED;
          break;
        }
        mode = VALUE;
        continue;
      }
      if (mode === KEY_OR_CLOSE || mode === KEY) {
        if (unit === 0x22) {
          this.#inKey = true;
          mode = STRING;
          continue;
        }
        if (unit === 0x7d && mode === KEY_OR_CLOSE) {
          stack.pop();
          mode = AFTER_VALUE;
          events.endContainer();
          continue;
        }
        mode = FAILED;
        break;
      }
      if (mode === AFTER_VALUE) {
        const top = stack.length === 0 ? 0 : (stack[stack.length - 1] as number);
        if (unit === 0x2c && top !== 0) {
          mode = top === OBJECT ? KEY : VALUE;
          continue;
        }
        if ((unit === 0x5d && top === ARRAY) || (unit === 0x7d && top === OBJECT)) {
          stack.pop();
          events.endContainer();
          continue;
        }
        mode = FAILED;
        break;
      }
      // VALUE or VALUE_OR_CLOSE: a value begins (or, after "[", the array closes).
      if (unit === 0x5d && mode === VALUE_OR_CLOSE) {
        stack.pop();
        mode = AFTER_VALUE;
        events.endContainer();
      } else if (unit === 0x7b) {
        events.beginValue("object");
        stack.push(OBJECT);
        mode = KEY_OR_CLOSE;
      } else if (unit === 0x5b) {
        events.beginValue("array");
        stack.push(ARRAY);
        mode = VALUE_OR_CLOSE;
      } else if (unit === 0x22) {
        events.beginValue("string");
        this.#inKey = false;
        mode = STRING;
      } else if (unit === 0x2d || (unit >= 0x30 && unit <= 0x39)) {
        events.beginValue("number");
        this.#numberText = "";
        this.#numberState = N_START;
        mode = NUMBER;
        // The character is read again as the number's first.
        index--;
      } else if (unit === 0x74 || unit === 0x66 || unit === 0x6e) {
        const literal = unit === 0x74 ? "true" : unit === 0x66 ? "false" : "null";
        events.beginValue(literal);
        this.#literal = literal;
        this.#literalAt = 1;
        mode = LITERAL;
      } else {
        mode = FAILED;
        break;
      }
    }
    this.#mode = mode;
    return index;
  }

  #endScalar(number?: string): void {
    this.#mode = AFTER_VALUE;
    this.#events.endValue(number);
  }
}

/** The state after `unit` in a number, or -1 when `unit` cannot continue it. */
function numberStep(state: number, unit: number): number {
  if (state === N_START) {
    if (unit === 0x2d) return N_MINUS;
    return unit === 0x30 ? N_ZERO : unit > 0x30 && unit <= 0x39 ? N_INT : -1;
  }
  if (unit >= 0x30 && unit <= 0x39) {
    if (state === N_MINUS) return unit === 0x30 ? N_ZERO : N_INT;
    if (state === N_INT || state === N_FRACTION || state === N_EXPONENT) return state;
    if (state === N_DOT) return N_FRACTION;
    if (state === N_E || state === N_EXPONENT_SIGN) return N_EXPONENT;
    return -1;
  }
  if (unit === 0x2e) return state === N_ZERO || state === N_INT ? N_DOT : -1;
  if (unit === 0x65 || unit === 0x45) {
    return state === N_ZERO || state === N_INT || state === N_FRACTION ? N_E : -1;
  }
  if (unit === 0x2b || unit === 0x2d) return state === N_E ? N_EXPONENT_SIGN : -1;
  return -1;
}

function numberMayEnd(state: number): boolean {
  return state === N_ZERO || state === N_INT || state === N_FRACTION || state === N_EXPONENT;
}
