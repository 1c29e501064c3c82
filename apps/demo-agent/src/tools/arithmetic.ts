import { hasMarker } from "@tinyllm/types";

/** Longest expression `evaluateArithmetic` reads, in UTF-16 code units. */
export const MAX_EXPRESSION_LENGTH = 1000;

/** Deepest nesting of parentheses, unary signs and powers `evaluateArithmetic` follows. */
export const MAX_EXPRESSION_DEPTH = 64;

const arithmeticErrorMarker = Symbol.for("@tinyllm/demo-agent.ArithmeticError");

/** Thrown by `evaluateArithmetic` for text that is not an expression it can compute. */
export class ArithmeticError extends Error {
  override readonly name = "ArithmeticError";
  /** A stable code for programs; the message is for people (and models). */
  readonly code = "invalid_expression";
  /** Where in the expression the problem was found (0-based), when it has a place. */
  readonly position: number | undefined;

  constructor(message: string, position?: number) {
    super(message);
    this.position = position;
  }

  /** Whether `value` is a `ArithmeticError` from any copy of this app (by its `Symbol.for` marker); never throws. */
  static isInstance(value: unknown): value is ArithmeticError {
    return hasMarker(value, arithmeticErrorMarker);
  }
}
Object.defineProperty(ArithmeticError.prototype, arithmeticErrorMarker, { value: true });

type Unary = (x: number) => number;
type Variadic = (...values: number[]) => number;

// Maps, not objects: `constructor` or `__proto__` must be unknown names, not prototype members.
const CONSTANTS = new Map<string, number>([
  ["pi", Math.PI],
  ["e", Math.E],
]);

const UNARY_FUNCTIONS = new Map<string, Unary>([
  ["abs", Math.abs],
  ["sqrt", Math.sqrt],
  ["cbrt", Math.cbrt],
  ["round", Math.round],
  ["floor", Math.floor],
  ["ceil", Math.ceil],
  ["exp", Math.exp],
  ["ln", Math.log],
  ["log10", Math.log10],
  ["log2", Math.log2],
  ["sin", Math.sin],
  ["cos", Math.cos],
  ["tan", Math.tan],
]);

const VARIADIC_FUNCTIONS = new Map<string, Variadic>([
  ["min", Math.min],
  ["max", Math.max],
]);

/** The names `evaluateArithmetic` knows, for messages and the tool description. */
export const ARITHMETIC_NAMES: readonly string[] = [
  ...CONSTANTS.keys(),
  ...UNARY_FUNCTIONS.keys(),
  ...VARIADIC_FUNCTIONS.keys(),
].sort();

type Token =
  | { kind: "number"; value: number; text: string; position: number }
  | { kind: "name"; text: string; position: number }
  | { kind: "symbol"; text: string; position: number }
  | { kind: "end"; text: ""; position: number };

const NUMBER = /[0-9]+(?:\.[0-9]*)?(?:[eE][+-]?[0-9]+)?|\.[0-9]+(?:[eE][+-]?[0-9]+)?/y;
const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;
const SYMBOLS = ["**", "+", "-", "*", "/", "%", "^", "(", ")", ","];

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let position = 0;
  while (position < text.length) {
    const char = text[position] ?? "";
    if (char === " " || char === "\t" || char === "\n" || char === "\r") {
      position += 1;
      continue;
    }
    NUMBER.lastIndex = position;
    const number = NUMBER.exec(text);
    if (number !== null) {
      tokens.push({ kind: "number", value: Number(number[0]), text: number[0], position });
      position += number[0].length;
      continue;
    }
    NAME.lastIndex = position;
    const name = NAME.exec(text);
    if (name !== null) {
      tokens.push({ kind: "name", text: name[0], position });
      position += name[0].length;
      continue;
    }
    const symbol = SYMBOLS.find((candidate) => text.startsWith(candidate, position));
    if (symbol === undefined) {
      const codePoint = text.codePointAt(position) ?? 0;
      throw new ArithmeticError(
        `unexpected character ${JSON.stringify(String.fromCodePoint(codePoint))} at position ${position}; expected numbers, names, ( ) , and + - * / % ^`,
        position,
      );
    }
    tokens.push({ kind: "symbol", text: symbol === "**" ? "^" : symbol, position });
    position += symbol.length;
  }
  tokens.push({ kind: "end", text: "", position });
  return tokens;
}

function describe(token: Token): string {
  return token.kind === "end" ? "the end" : JSON.stringify(token.text);
}

/**
 * Reads the grammar below by recursive descent and computes as it reads: no
 * code is generated and nothing is looked up outside the tables above.
 *
 *   sum     = product (("+" | "-") product)*
 *   product = unary (("*" | "/" | "%") unary)*
 *   unary   = ("+" | "-") unary | power
 *   power   = primary ("^" unary)?          right-associative; -2^2 is -(2^2)
 *   primary = number | name | name "(" sum ("," sum)* ")" | "(" sum ")"
 */
class Parser {
  private index = 0;
  private depth = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  parse(): number {
    const value = this.sum();
    const next = this.peek();
    if (next.kind !== "end") {
      throw new ArithmeticError(
        `unexpected ${describe(next)} at position ${next.position}; expected an operator or the end`,
        next.position,
      );
    }
    return value;
  }

  private peek(): Token {
    // The token list always ends with an "end" token, and the index never passes it.
    return this.tokens[this.index] as Token;
  }

  private take(): Token {
    const token = this.peek();
    if (token.kind !== "end") this.index += 1;
    return token;
  }

  private isSymbol(text: string): boolean {
    const token = this.peek();
    return token.kind === "symbol" && token.text === text;
  }

  private expectSymbol(text: string): void {
    const token = this.take();
    if (token.kind !== "symbol" || token.text !== text) {
      throw new ArithmeticError(
        `unexpected ${describe(token)} at position ${token.position}; expected ${JSON.stringify(text)}`,
        token.position,
      );
    }
  }

  private enter(position: number): void {
    this.depth += 1;
    if (this.depth > MAX_EXPRESSION_DEPTH) {
      throw new ArithmeticError(
        `expression nested deeper than ${MAX_EXPRESSION_DEPTH} levels at position ${position}`,
        position,
      );
    }
  }

  private sum(): number {
    let value = this.product();
    while (this.isSymbol("+") || this.isSymbol("-")) {
      const operator = this.take().text;
      const right = this.product();
      value = operator === "+" ? value + right : value - right;
    }
    return value;
  }

  private product(): number {
    let value = this.unary();
    while (this.isSymbol("*") || this.isSymbol("/") || this.isSymbol("%")) {
      const operator = this.take();
      const right = this.unary();
      if ((operator.text === "/" || operator.text === "%") && right === 0) {
        throw new ArithmeticError(
          `division by zero at position ${operator.position}`,
          operator.position,
        );
      }
      if (operator.text === "*") value *= right;
      else if (operator.text === "/") value /= right;
      else value %= right;
    }
    return value;
  }

  private unary(): number {
    if (this.isSymbol("+") || this.isSymbol("-")) {
      const operator = this.take();
      this.enter(operator.position);
      const operand = this.unary();
      this.depth -= 1;
      return operator.text === "-" ? -operand : operand;
    }
    return this.power();
  }

  private power(): number {
    const base = this.primary();
    if (!this.isSymbol("^")) return base;
    const operator = this.take();
    this.enter(operator.position);
    const exponent = this.unary();
    this.depth -= 1;
    return base ** exponent;
  }

  private primary(): number {
    const token = this.take();
    if (token.kind === "number") return token.value;
    if (token.kind === "symbol" && token.text === "(") {
      this.enter(token.position);
      const value = this.sum();
      this.expectSymbol(")");
      this.depth -= 1;
      return value;
    }
    if (token.kind === "name") return this.named(token.text, token.position);
    throw new ArithmeticError(
      `unexpected ${describe(token)} at position ${token.position}; expected a number, a name or "("`,
      token.position,
    );
  }

  private named(name: string, position: number): number {
    const key = name.toLowerCase();
    if (!this.isSymbol("(")) {
      const constant = CONSTANTS.get(key);
      if (constant !== undefined) return constant;
      throw new ArithmeticError(
        `unknown name ${JSON.stringify(name)} at position ${position}; expected one of ${ARITHMETIC_NAMES.join(", ")}`,
        position,
      );
    }
    const unary = UNARY_FUNCTIONS.get(key);
    const variadic = VARIADIC_FUNCTIONS.get(key);
    if (unary === undefined && variadic === undefined) {
      throw new ArithmeticError(
        `unknown function ${JSON.stringify(name)} at position ${position}; expected one of ${ARITHMETIC_NAMES.join(", ")}`,
        position,
      );
    }
    this.take();
    this.enter(position);
    const values = [this.sum()];
    while (this.isSymbol(",")) {
      this.take();
      values.push(this.sum());
    }
    this.expectSymbol(")");
    this.depth -= 1;
    if (unary !== undefined) {
      if (values.length !== 1) {
        throw new ArithmeticError(
          `${key}() takes 1 argument, got ${values.length} at position ${position}`,
          position,
        );
      }
      return unary(values[0] as number);
    }
    return (variadic as Variadic)(...values);
  }
}

/**
 * Computes an arithmetic expression such as `(21.5 - 14) * 9 / 5 + 32` or
 * `max(2, sqrt(16))`. Throws an ArithmeticError for anything else, including a
 * result that is not a finite number.
 */
export function evaluateArithmetic(expression: string): number {
  if (expression.length > MAX_EXPRESSION_LENGTH) {
    throw new ArithmeticError(
      `expression is ${expression.length} characters long; expected at most ${MAX_EXPRESSION_LENGTH}`,
    );
  }
  if (expression.trim() === "") throw new ArithmeticError("expression is empty", 0);
  const value = new Parser(tokenize(expression)).parse();
  if (!Number.isFinite(value)) {
    throw new ArithmeticError(`result is not a finite number (${String(value)})`);
  }
  return value;
}

/** Prints a result with at most 12 significant digits, so `0.1 + 0.2` reads `0.3`. */
export function formatNumber(value: number): string {
  const rounded = Number(value.toPrecision(12));
  return Object.is(rounded, -0) ? "0" : String(rounded);
}
