/** Names longer than this are not compared: the edit distance costs their product. */
const MAX_COMPARED_LENGTH = 128;

/** The shortest name read as the beginning of a longer one. */
const MIN_PREFIX = 5;

/**
 * The registered name closest to a name the model made up, or `undefined` when none is close.
 * Case is ignored and `-`, `_` and `.` are treated alike (dropped), so `get-weather`,
 * `getWeather` and `Get.Weather` all find `get_weather`; then a few typos are forgiven:
 * at most one edit per four characters, three at most; failing that, a name it is the beginning of
 * (five characters or more). Ties go to the name first in code-unit order.
 */
export function closestName(wanted: string, names: readonly string[]): string | undefined {
  if (wanted.length > MAX_COMPARED_LENGTH) return undefined;
  const target = normalize(wanted);
  const maxDistance = Math.min(3, Math.floor(target.length / 4));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const name of names) {
    const candidate = normalize(name);
    if (Math.abs(candidate.length - target.length) > maxDistance) continue;
    const distance = editDistance(target, candidate);
    if (distance > maxDistance) continue;
    if (
      distance < bestDistance ||
      (distance === bestDistance && best !== undefined && name < best)
    ) {
      best = name;
      bestDistance = distance;
    }
  }
  if (best !== undefined || target.length < MIN_PREFIX) return best;
  // No near spelling: a name the wanted one begins (`descr`, `exclusiveMin`, `timeout`).
  for (const name of names) {
    if (normalize(name).startsWith(target) && (best === undefined || name < best)) best = name;
  }
  return best;
}

function normalize(name: string): string {
  return name.toLowerCase().replace(/[-_.]/g, "");
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(left: string, right: string): number {
  const width = right.length + 1;
  let before = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, index) => index);
  let current = new Array<number>(width).fill(0);
  for (let row = 1; row <= left.length; row++) {
    current[0] = row;
    for (let column = 1; column < width; column++) {
      const cost = left[row - 1] === right[column - 1] ? 0 : 1;
      let value = Math.min(
        (previous[column] ?? 0) + 1,
        (current[column - 1] ?? 0) + 1,
        (previous[column - 1] ?? 0) + cost,
      );
      if (
        row > 1 &&
        column > 1 &&
        left[row - 1] === right[column - 2] &&
        left[row - 2] === right[column - 1]
      ) {
        value = Math.min(value, (before[column - 2] ?? 0) + 1);
      }
      current[column] = value;
    }
    [before, previous, current] = [previous, current, before];
  }
  return previous[width - 1] ?? 0;
}
