/** A finite number as the decimal it is written as (its shortest round-trip text): digits × 10^exponent. */
export interface Decimal {
  readonly digits: bigint;
  readonly exponent: number;
}

/** The decimal a finite number is written as: `0.07` is 7 × 10^-2, `1e21` is 1 × 10^21. */
export function toDecimal(value: number): Decimal {
  const text = String(Math.abs(value));
  const [mantissa = "0", power = "0"] = text.split("e");
  const point = mantissa.indexOf(".");
  const digits = point < 0 ? mantissa : mantissa.slice(0, point) + mantissa.slice(point + 1);
  const fraction = point < 0 ? 0 : mantissa.length - point - 1;
  return { digits: BigInt(digits), exponent: Number(power) - fraction };
}

/**
 * Whether `value` is an integer multiple of `divisor`, both read as the decimals they are
 * written as, exactly: `19.99` and `0.07` are multiples of `0.01`, `0.001` is not. Float division
 * would answer these by luck of rounding.
 */
export function isMultipleOf(value: number, divisor: Decimal, divisorNumber: number): boolean {
  // Both integers: the floating remainder is exact.
  if (Number.isInteger(value) && Number.isInteger(divisorNumber))
    return value % divisorNumber === 0;
  const decimal = toDecimal(value);
  if (decimal.digits === 0n) return true;
  // value / divisor = (a × 10^p) / (b × 10^q): an integer when b divides a × 10^(p - q) (p >= q),
  // or when b × 10^(q - p) divides a.
  const shift = decimal.exponent - divisor.exponent;
  if (shift >= 0) return (decimal.digits * 10n ** BigInt(shift)) % divisor.digits === 0n;
  return decimal.digits % (divisor.digits * 10n ** BigInt(-shift)) === 0n;
}
