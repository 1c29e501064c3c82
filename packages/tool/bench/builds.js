// Which builds of this package a benchmark compares: this one, and the older build whose
// dist/index.js BENCH_BASELINE_DIST names, when it names one.
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** This build's entry: run `pnpm build` first. */
export const THIS_BUILD = fileURLToPath(new URL("../dist/index.js", import.meta.url));

/** The baseline's dist/index.js as an absolute path, or undefined when none is named. */
export function baselineDist() {
  const path = process.env.BENCH_BASELINE_DIST;
  return path === undefined || path === "" ? undefined : resolve(path);
}

/** `[label, path]` of this build and, when one is named, the baseline. */
export function comparedBuilds() {
  const baseline = baselineDist();
  const builds = [["this build", THIS_BUILD]];
  if (baseline !== undefined) builds.push(["baseline", baseline]);
  return builds;
}
