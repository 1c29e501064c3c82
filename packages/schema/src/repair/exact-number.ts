// A string the model wrote for a number: read only when the double it gives is that exact
// decimal. "3.7" stays "3.7" (an integer schema then refuses 3.7, never rounds it to 3),
// "12345678901234567890" and "1e400" are never read (the double would be another number).

// JSON's number grammar, whole: no sign "+", no leading zero, no space, no "NaN" or "Infinity".
const JSON_NUMBER = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?$/;

/** The number `text` writes exactly, or undefined when it is not JSON's number or a double would change it. */
export function exactNumber(text: string): number | undefined {
  if (!JSON_NUMBER.test(text)) return undefined;
  const number = Number(text);
  if (!Number.isFinite(number)) return undefined;
  // The double's shortest text and the model's text must name the same decimal.
  return sameDecimal(decimalOf(text), decimalOf(String(number))) ? number + 0 : undefined;
}

/** A decimal as significant digits (no leading or trailing zeros) and the exponent of the first. */
interface Decimal {
  readonly digits: string;
  readonly exponent: number;
}

/** Reads JSON number text (or a double's `String`, which may write "1e+21") into a {@link Decimal}. */
function decimalOf(text: string): Decimal {
  const unsigned = text.startsWith("-") ? text.slice(1) : text;
  const [mantissa = "", power = "0"] = unsigned.toLowerCase().split("e");
  const [whole = "", fraction = ""] = mantissa.split(".");
  const all = whole + fraction;
  const leading = all.length - all.replace(/^0+/, "").length;
  const digits = all.replace(/^0+/, "").replace(/0+$/, "");
  // Zero has no significant digit: every spelling of it ("0", "-0.00") is the one decimal.
  if (digits === "") return { digits: "", exponent: 0 };
  const sign = text.startsWith("-") ? "-" : "";
  return { digits: sign + digits, exponent: Number(power) + whole.length - leading };
}

function sameDecimal(left: Decimal, right: Decimal): boolean {
  return left.digits === right.digits && left.exponent === right.exponent;
}
