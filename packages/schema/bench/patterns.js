// Pattern engine benchmark, every figure from one run: `node bench/patterns.js` after a build
// (`pnpm --filter @tinyllm/schema bench:patterns` builds first). Compares this engine (dist)
// with re2js 2.10.0 (a dev dependency, for this comparison only) and native RegExp: bundle
// sizes, `^(a+)+$` warm and in fresh processes, thirty tool-schema patterns, and compiling
// patterns never seen before. BENCH_MS sets the time per measurement, BENCH_ROUNDS the rounds.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { cpus } from "node:os";
import { fileURLToPath } from "node:url";
import { RE2JS } from "re2js";
import { compilePattern } from "../dist/pattern/index.js";
import { measure } from "./bundle-size.js";
import { PATTERN_CASES } from "./pattern-cases.js";

const FIRST_MATCH = fileURLToPath(new URL("first-match.js", import.meta.url));
const ATTACK = fileURLToPath(new URL("pattern-attack.js", import.meta.url));
const MEASURE_MS = Number(process.env.BENCH_MS ?? 150);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
let sink = 0;

/** Nanoseconds per call of fn: the best of ROUNDS timed stretches of MEASURE_MS. */
function nanoseconds(fn) {
  let bestTime = Number.POSITIVE_INFINITY;
  for (let round = 0; round < ROUNDS; round++) {
    let calls = 0;
    let batch = 1;
    const start = performance.now();
    let elapsed = 0;
    while (elapsed < MEASURE_MS) {
      for (let index = 0; index < batch; index++) sink ^= fn() ? 1 : 0;
      calls += batch;
      batch = Math.min(batch * 2, 4096);
      elapsed = performance.now() - start;
    }
    bestTime = Math.min(bestTime, (elapsed * 1e6) / calls);
  }
  return bestTime;
}

function ours(source) {
  const result = compilePattern(source);
  if (!result.ok) throw new Error(`${source}: ${result.reason}`);
  return result.pattern;
}

function geometricMean(values) {
  return Math.exp(values.reduce((sum, value) => sum + Math.log(value), 0) / values.length);
}

async function bundles() {
  console.log("\n## Bundle (esbuild --bundle --minify, worked example + one pattern, gzip -9)\n");
  const budget = JSON.parse(readFileSync(new URL("bundle-size.json", import.meta.url), "utf8"));
  console.log("| bundle | minified | gzip -9 | limit (bundle-size.json) |");
  console.log("| --- | ---: | ---: | ---: |");
  for (const [name, { limit }] of Object.entries(budget)) {
    const figures = await measure(name);
    console.log(`| ${name} | ${figures.minified} B | ${figures.gzip} B | ${limit} B |`);
  }
}

function catastrophic() {
  console.log('\n## ^(a+)+$ on "a" * 100000 + "!"\n');
  const text = `${"a".repeat(100_000)}!`;
  const mine = ours("^(a+)+$");
  const re2 = RE2JS.compile("^(a+)+$");
  if (mine.test(text) || re2.test(text)) throw new Error("^(a+)+$ must not match");
  const warmOurs = nanoseconds(() => mine.test(text)) / 1e6;
  const warmRe2 = nanoseconds(() => re2.test(text)) / 1e6;
  console.log("| engine | warm | first match in a fresh process (import, compile + match) |");
  console.log("| --- | ---: | ---: |");
  const fresh = (engine) => {
    const runs = [];
    for (let run = 0; run < 3; run++) {
      const child = spawnSync(process.execPath, [FIRST_MATCH, engine], {
        encoding: "utf8",
      });
      if (child.status !== 0) throw new Error(child.stderr);
      runs.push(JSON.parse(child.stdout));
    }
    const first = runs.map((run) => run.first.toFixed(1)).join(" / ");
    const load = runs.map((run) => run.import.toFixed(0)).join(" / ");
    return `${first} ms (import ${load} ms)`;
  };
  console.log(`| this engine | ${warmOurs.toFixed(2)} ms | ${fresh("ours")} |`);
  console.log(`| re2js | ${warmRe2.toFixed(2)} ms | ${fresh("re2js")} |`);
  console.log("| native RegExp | hours (doubles per character; 25 characters take about 1 s) | |");
}

function attack() {
  console.log("\n## One validation of ten 100,603-character strings against a[ab]{990}$\n");
  for (const [label, flags] of [
    ["as array items under `pattern`", []],
    ["as property names under `patternProperties`", ["--keys"]],
  ]) {
    const child = spawnSync(process.execPath, [ATTACK, ...flags], {
      encoding: "utf8",
      timeout: 120_000,
    });
    if (child.status !== 0) {
      console.log(`${label}: did not finish in 120 s: ${child.signal ?? child.stderr}`);
      continue;
    }
    const result = JSON.parse(child.stdout);
    console.log(
      `${label}, ${result.bytes} bytes of JSON: ${result.wall.toFixed(0)} ms wall, ${result.cpu.toFixed(0)} ms CPU (was 42.6 s for the items); ${result.errors.length} errors:`,
    );
    for (const error of result.errors) console.log(`- ${error}`);
    console.log("");
  }
}

function toolPatterns() {
  console.log("\n## Thirty tool-schema patterns, ns per test (best of rounds)\n");
  console.log("| pattern | string | this engine | re2js | native | ours / re2js | ours / native |");
  console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: |");
  const toRe2 = [];
  const toNative = [];
  for (const [name, source, strings, re2Source = source] of PATTERN_CASES) {
    const mine = ours(source);
    const re2 = RE2JS.compile(re2Source);
    const native = new RegExp(source, "u");
    for (const text of strings) {
      const answers = [mine.test(text), re2.test(text), native.test(text)];
      if (new Set(answers).size !== 1) throw new Error(`${name} disagrees on ${text}: ${answers}`);
      const timeOurs = nanoseconds(() => mine.test(text));
      const timeRe2 = nanoseconds(() => re2.test(text));
      const timeNative = nanoseconds(() => native.test(text));
      toRe2.push(timeOurs / timeRe2);
      toNative.push(timeOurs / timeNative);
      console.log(
        `| ${name} | ${JSON.stringify(text)} (${answers[0] ? "match" : "no match"}) | ${timeOurs.toFixed(0)} | ${timeRe2.toFixed(0)} | ${timeNative.toFixed(0)} | ${(timeOurs / timeRe2).toFixed(2)} | ${(timeOurs / timeNative).toFixed(1)} |`,
      );
    }
  }
  console.log(
    `\nGeometric mean over ${toRe2.length} (pattern, string) pairs: this engine takes ${geometricMean(toRe2).toFixed(2)}x the time of re2js and ${geometricMean(toNative).toFixed(1)}x the time of native RegExp; slower than re2js on ${toRe2.filter((ratio) => ratio > 1).length} pairs.`,
  );
}

function compiling() {
  console.log(
    "\n## Compiling patterns never seen before, µs per pattern (mean over the thirty patterns)\n",
  );
  console.log(
    "Each pattern made new by a suffix (`|\\x01v<n>`), so no cache of ours or V8's helps. Compile alone is what a schema's compile pays; with the first test it is what the first validation adds (V8 compiles a RegExp to code on its first exec).\n",
  );
  let unique = 0;
  const all = PATTERN_CASES.map(([, source, strings, re2Source = source]) => [
    source,
    re2Source,
    strings[0],
  ]);
  const withoutProperties = all.filter(([source]) => !/\\[pP]\{/.test(source));
  const fresh = (source) => `${source}|\\x01v${unique++}`;
  const time = (sources, fn) =>
    nanoseconds(() => {
      for (const [source, re2Source, text] of sources) fn(source, re2Source, text);
      return true;
    }) /
    1000 /
    sources.length;
  const engines = [
    ["this engine, compilePattern", (source) => compilePattern(fresh(source)).ok],
    ['native, new RegExp(p, "u")', (source) => new RegExp(fresh(source), "u")],
    [
      "this engine, compilePattern + first test",
      (source, _, text) => ours(fresh(source)).test(text),
    ],
    [
      "native, new RegExp + first test",
      (source, _, text) => new RegExp(fresh(source), "u").test(text),
    ],
    [
      "re2js, RE2JS.compile + first test (raw RE2 syntax, no ECMA translation)",
      (_, re2Source, text) => RE2JS.compile(fresh(re2Source)).test(text),
    ],
  ];
  // Interleaved rounds, the best of each kept: load from other processes hits all engines alike.
  const rows = engines.map(([name]) => [name, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY]);
  for (let round = 0; round < ROUNDS * 2; round++) {
    engines.forEach(([, fn], index) => {
      const row = rows[index];
      row[1] = Math.min(row[1], time(all, fn));
      row[2] = Math.min(row[2], time(withoutProperties, fn));
    });
  }
  const [, oursAll, oursPlain] = rows[0];
  const [, oursFirstAll, oursFirstPlain] = rows[2];
  console.log(
    `| engine | all ${all.length} patterns, µs | the ${withoutProperties.length} without \\p{…}, µs | time vs this engine (all / without \\p) |\n| --- | ---: | ---: | ---: |`,
  );
  rows.forEach(([name, allTime, plainTime], index) => {
    const baseAll = index < 2 ? oursAll : oursFirstAll;
    const basePlain = index < 2 ? oursPlain : oursFirstPlain;
    console.log(
      `| ${name} | ${allTime.toFixed(2)} | ${plainTime.toFixed(2)} | ${(allTime / baseAll).toFixed(2)}x / ${(plainTime / basePlain).toFixed(2)}x |`,
    );
  });
  // A class with property escapes that is itself new each time (a new number inside it), so
  // none of its atoms is shared with an earlier pattern (nor found in V8's cache of sources):
  // what a first validation pays for it.
  let serial = 0;
  const freshClass = () => `^[\\p{L}\\p{M}'${serial++} -]{1,50}$`;
  const name = "Jean-Luc Picard";
  const classRows = [
    ["this engine, compilePattern", () => compilePattern(freshClass()).ok],
    ['native, new RegExp(p, "u")', () => new RegExp(freshClass(), "u")],
    ["this engine, compilePattern + first test", () => ours(freshClass()).test(name)],
    ["native, new RegExp + first test", () => new RegExp(freshClass(), "u").test(name)],
  ].map(([label, fn]) => [label, fn, Number.POSITIVE_INFINITY]);
  for (let round = 0; round < ROUNDS * 2; round++) {
    for (const row of classRows) row[2] = Math.min(row[2], nanoseconds(row[1]) / 1000);
  }
  console.log(
    `\nA class with property escapes, itself never seen (\`^[\\p{L}\\p{M}'<a new number> -]{1,50}$\`), on ${JSON.stringify(name)}:\n\n| engine | µs per pattern |\n| --- | ---: |`,
  );
  for (const [label, , time] of classRows) console.log(`| ${label} | ${time.toFixed(1)} |`);
}

console.log(
  `# Pattern engine benchmark\n\nNode ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${new Date().toISOString()}, BENCH_MS=${MEASURE_MS}, BENCH_ROUNDS=${ROUNDS}`,
);
// `--only=compile,attack` runs some sections: bundle, catastrophic, attack, tools, compile.
const only = process.argv.find((argument) => argument.startsWith("--only="))?.slice(7);
const run = (section) => only === undefined || only.split(",").includes(section);
if (run("bundle")) await bundles();
if (run("catastrophic")) catastrophic();
if (run("attack")) attack();
if (run("tools")) toolPatterns();
if (run("compile")) compiling();
if (sink === 0.5) console.log(sink);
