/**
 * A deterministic string of `length` characters drawn from `alphabet` by xorshift32 seeded with
 * `seed`, so runs repeat. (An LCG's low bits repeat with a short period, and so would the DFA
 * states.)
 */
export function randomOver(alphabet: readonly string[], length: number, seed: number): string {
  const next = xorshift32(seed);
  let text = "";
  for (let index = 0; index < length; index += 1) text += alphabet[next() % alphabet.length];
  return text;
}

/** xorshift32 seeded with `seed`: each call gives the next unsigned 32-bit number of the stream. */
export function xorshift32(seed: number): () => number {
  let state = seed;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return state >>> 0;
  };
}

// The low bit picks the letter: set is "a".
const AB = ["b", "a"] as const;

/** {@link randomOver} on the letters a and b. */
export function randomAB(length: number, seed: number): string {
  return randomOver(AB, length, seed);
}

/**
 * Issue 17's attack strings at any size: `count` consecutive pieces of `length` characters of
 * one stream seeded with 17, whose automaton against `a[ab]{n}$` never settles.
 */
export function attackStrings(count: number, length: number): string[] {
  const stream = randomAB(count * length, 17);
  return Array.from({ length: count }, (_, index) =>
    stream.slice(index * length, (index + 1) * length),
  );
}
