/**
 * Runs `run` under 0, `step`, 2 × `step`, ... nested calls, until the stack no longer holds the
 * nesting (three times in a row) or `run` returns true (it has seen enough), so that some runs
 * start with little stack left and run out at every kind of place. A RangeError out of a run is
 * swallowed with the nesting's. Returns how many runs started. (The depth is searched, not
 * computed: frame sizes change as the JIT works.)
 */
export function atEveryDepth(step: number, run: () => boolean | undefined): number {
  let started = 0;
  let misses = 0;
  let enough = false;
  for (let depth = 0; misses < 3 && !enough; depth += step) {
    let began = false;
    try {
      nested(depth, () => {
        began = true;
        enough = run() === true;
      });
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
    if (began) {
      started += 1;
      misses = 0;
    } else {
      misses += 1;
    }
  }
  return started;
}

function nested(depth: number, run: () => void): void {
  if (depth > 0) {
    nested(depth - 1, run);
    return;
  }
  run();
}
