// RFC 3492 Punycode, decoding only: an A-label is judged by what it decodes to.
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;
const MAX_CODE_POINT = 0x10ffff;

function adapt(delta: number, points: number, first: boolean): number {
  let scaled = first ? Math.floor(delta / DAMP) : Math.floor(delta / 2);
  scaled += Math.floor(scaled / points);
  let k = 0;
  while (scaled > ((BASE - T_MIN) * T_MAX) >> 1) {
    scaled = Math.floor(scaled / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * scaled) / (scaled + SKEW));
}

// a-z and A-Z are 0-25, 0-9 are 26-35.
function digitValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 22;
  const lower = code | 32;
  return lower >= 97 && lower <= 122 ? lower - 97 : -1;
}

/**
 * The code points that `input` (a label without its `xn--`) decodes to, or `undefined` when it is
 * not Punycode: a non-basic character, a digit run cut short, a value past U+10FFFF or a
 * surrogate, or a leading delimiter (which no encoder writes). Quadratic in the label's length,
 * which the caller bounds (63).
 */
export function decodePunycode(input: string): number[] | undefined {
  const delimiter = input.lastIndexOf("-");
  if (delimiter === 0) return undefined;
  const output: number[] = [];
  for (let index = 0; index < delimiter; index++) {
    const code = input.charCodeAt(index);
    if (code >= 0x80) return undefined;
    output.push(code);
  }
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  for (let index = delimiter + 1; index < input.length; ) {
    const old = i;
    let weight = 1;
    for (let k = BASE; ; k += BASE) {
      if (index >= input.length) return undefined;
      const digit = digitValue(input.charCodeAt(index++));
      if (digit < 0) return undefined;
      i += digit * weight;
      if (i > MAX_CODE_POINT * (output.length + 1)) return undefined;
      const threshold = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < threshold) break;
      weight *= BASE - threshold;
    }
    bias = adapt(i - old, output.length + 1, old === 0);
    n += Math.floor(i / (output.length + 1));
    i %= output.length + 1;
    if (n > MAX_CODE_POINT || (n >= 0xd800 && n <= 0xdfff)) return undefined;
    output.splice(i++, 0, n);
  }
  return output;
}
