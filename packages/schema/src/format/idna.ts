// IDNA2008 validity of a U-label (RFC 5891 section 5.4, RFC 5892), computed from the engine's
// Unicode properties instead of a table: RFC 5892 section 3 derives the table from them.
// Not checked: the Bidi rule (RFC 5893), which needs Bidi_Class, which JavaScript does not expose.

// Code points first: a bundler inlines the constants declared before any other statement.
const ZWNJ = 0x200c;
const ZWJ = 0x200d;
const MIDDLE_DOT = 0xb7;
const KERAIA = 0x375;
const KATAKANA_MIDDLE_DOT = 0x30fb;

const EXCEPTIONS_PVALID = new Set([0xdf, 0x3c2, 0x6fd, 0x6fe, 0xf0b, 0x3007]);
const EXCEPTIONS_DISALLOWED = new Set([
  0x640, 0x7fa, 0x302e, 0x302f, 0x3031, 0x3032, 0x3033, 0x3034, 0x3035, 0x303b,
]);

const UNASSIGNED = /^\p{Cn}$/u;
// IgnorableProperties, and Cherokee (every letter is cased and case folding changes it, where
// toLowerCase misses the small letters).
const IGNORED = /^[\p{DI}\p{White_Space}\p{NChar}\p{sc=Cher}]$/u;
// IgnorableBlocks, OldHangulJamo, and U+0345 (case folding makes it U+03B9; toLowerCase does not).
const DISALLOWED_RANGES = [
  [0x345, 0x345],
  [0x1100, 0x11ff],
  [0x20d0, 0x20ff],
  [0xa960, 0xa97f],
  [0xd7b0, 0xd7ff],
  [0x1d100, 0x1d24f],
] as const;
const LETTER_DIGITS = /^[\p{Ll}\p{Lu}\p{Lo}\p{Nd}\p{Lm}\p{Mn}\p{Mc}]$/u;
const MARK = /^\p{M}$/u;
const GREEK = /^\p{sc=Grek}$/u;
const HEBREW = /^\p{sc=Hebr}$/u;
const KANA_OR_HAN = /^[\p{sc=Hira}\p{sc=Kana}\p{sc=Hani}]$/u;
// Joining_Type T for the ZWNJ rule, approximated by the general categories it is made of.
const TRANSPARENT = /^[\p{Mn}\p{Me}\p{Cf}]$/u;
// Joining_Type L or D (before) and R or D (after), approximated by the letters of the scripts that
// join cursively: a right-joining letter such as ALEF is taken as dual-joining.
const JOINING =
  /^[\p{sc=Arab}\p{sc=Syrc}\p{sc=Nkoo}\p{sc=Mong}\p{sc=Mand}\p{sc=Mani}\p{sc=Phlp}\p{sc=Adlm}\p{sc=Phag}]$/u;

function is(pattern: RegExp, point: number | undefined): boolean {
  return point !== undefined && pattern.test(String.fromCodePoint(point));
}

// Canonical_Combining_Class 9 (Virama), read off canonical reordering: a mark of class c moves
// before U+05B0 (class 10) only if 0 < c < 10, and after U+3099 (class 8) only if c > 8.
function isVirama(point: number | undefined): boolean {
  if (point === undefined) return false;
  const mark = String.fromCodePoint(point);
  if (mark.normalize("NFD") !== mark) return false;
  return (
    `a\u05b0${mark}`.normalize("NFD") !== `a\u05b0${mark}` &&
    `a${mark}\u3099`.normalize("NFD") !== `a${mark}\u3099`
  );
}

// NFKC(casefold(NFKC(cp))) != cp, with toLowerCase for casefold (see IGNORED for where they differ).
function isUnstable(point: number): boolean {
  const text = String.fromCodePoint(point);
  return text.normalize("NFKC").toLowerCase().normalize("NFKC") !== text;
}

/**
 * The code point at `at`, or undefined outside the label: never a read past the array's ends,
 * which would reach a polluted Object.prototype.
 */
function pointAt(points: readonly number[], at: number): number | undefined {
  return at >= 0 && at < points.length ? points[at] : undefined;
}

// RFC 5892 appendix A.1 (ZWNJ): a Virama before, or (L|D) T* ZWNJ T* (R|D) around it.
function zwnjAllowed(points: readonly number[], at: number): boolean {
  if (isVirama(pointAt(points, at - 1))) return true;
  let before = at - 1;
  while (is(TRANSPARENT, pointAt(points, before))) before--;
  let after = at + 1;
  while (is(TRANSPARENT, pointAt(points, after))) after++;
  return is(JOINING, pointAt(points, before)) && is(JOINING, pointAt(points, after));
}

// The CONTEXTO rules of RFC 5892 appendix A.3 to A.9.
function contextAllowed(points: readonly number[], at: number): boolean {
  const point = points[at] as number;
  if (point === MIDDLE_DOT)
    return pointAt(points, at - 1) === 0x6c && pointAt(points, at + 1) === 0x6c;
  if (point === KERAIA) return is(GREEK, pointAt(points, at + 1));
  if (point === 0x5f3 || point === 0x5f4) return is(HEBREW, pointAt(points, at - 1));
  if (point === KATAKANA_MIDDLE_DOT) return points.some((other) => is(KANA_OR_HAN, other));
  if (point >= 0x660 && point <= 0x669)
    return !points.some((other) => other >= 0x6f0 && other <= 0x6f9);
  return !points.some((other) => other >= 0x660 && other <= 0x669);
}

function isContextual(point: number): boolean {
  return (
    point === MIDDLE_DOT ||
    point === KERAIA ||
    point === 0x5f3 ||
    point === 0x5f4 ||
    point === KATAKANA_MIDDLE_DOT ||
    (point >= 0x660 && point <= 0x669) ||
    (point >= 0x6f0 && point <= 0x6f9)
  );
}

// RFC 5892 section 3, in its order, for the code point at `at`.
function pointAllowed(points: readonly number[], at: number): boolean {
  const point = points[at] as number;
  if (EXCEPTIONS_PVALID.has(point)) return true;
  if (EXCEPTIONS_DISALLOWED.has(point)) return false;
  if (isContextual(point)) return contextAllowed(points, at);
  if (is(UNASSIGNED, point)) return false;
  if ((point >= 0x61 && point <= 0x7a) || (point >= 0x30 && point <= 0x39) || point === 0x2d)
    return true;
  if (point === ZWNJ) return zwnjAllowed(points, at);
  if (point === ZWJ) return isVirama(pointAt(points, at - 1));
  if (isUnstable(point) || is(IGNORED, point)) return false;
  if (DISALLOWED_RANGES.some(([low, high]) => point >= low && point <= high)) return false;
  return is(LETTER_DIGITS, point);
}

/**
 * Whether the decoded label is a valid IDNA2008 U-label: some non-ASCII (else it was never
 * encoded), NFC, no hyphen at either end or in positions 3 and 4, no leading combining mark, and
 * every code point PVALID or allowed by its CONTEXTJ/CONTEXTO rule.
 */
export function isULabel(points: readonly number[]): boolean {
  const label = String.fromCodePoint(...points);
  if (!points.some((point) => point >= 0x80) || label.normalize("NFC") !== label) return false;
  if (points[0] === 0x2d || points[points.length - 1] === 0x2d) return false;
  if (points[2] === 0x2d && points[3] === 0x2d) return false;
  if (is(MARK, points[0])) return false;
  return points.every((_, at) => pointAllowed(points, at));
}
