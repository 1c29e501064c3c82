// Compile of create_order with never-seen patterns against Ajv's compile, in one process, in
// short interleaved rounds (the best round of each kept): `node bench/compile-never-seen.js`
// after a build. `BASE_DIST=/path/to/an/older/packages/schema/dist` adds the same rows for an
// older build, measured in the same rounds (before/after figures from one run). The rows without
// patterns also compile in the core vocabulary, from the main entry and from @tinyllm/schema/core.
import { cpus } from "node:os";
import { Ajv2020 } from "ajv/dist/2020.js";
import { createOrder, withoutPatterns } from "./fixtures.js";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 25);
const ROUND_MS = Number(process.env.BENCH_MS ?? 250);
let unique = 0;
let sink = 0;

const text = JSON.stringify(createOrder);
const plainText = JSON.stringify(withoutPatterns(createOrder));
const PATTERN_FIELD = /"pattern":"((?:[^"\\]|\\.)*)"/g;
// Each pattern made new (a no-op "(?:N){0}" suffix) so no compiled-pattern cache can help.
const freshSchema = () =>
  JSON.parse(text.replace(PATTERN_FIELD, (_, source) => `"pattern":"${source}(?:${unique++}){0}"`));
// create_order's distinct patterns, for the engine alone.
const sources = [...new Set([...text.matchAll(PATTERN_FIELD)].map((match) => match[1]))].map(
  (escaped) => JSON.parse(`"${escaped}"`),
);
const freshSources = () => sources.map((source) => `${source}(?:${unique++}){0}`);

const builds = [["this build", new URL("../dist/", import.meta.url).href]];
if (process.env.BASE_DIST !== undefined) {
  builds.push(["base build", `file://${process.env.BASE_DIST}/`]);
}

const ajv = new Ajv2020({ allErrors: true, strict: false });
const schemaRows = [];
const patternRows = [];
for (const [label, dist] of builds) {
  const { compile } = await import(`${dist}index.js`);
  const { compilePattern } = await import(`${dist}pattern/index.js`);
  schemaRows.push([`${label}, never-seen patterns`, () => compile(freshSchema()), true]);
  schemaRows.push([`${label}, without patterns`, () => compile(JSON.parse(plainText)), false]);
  schemaRows.push([
    `${label}, without patterns, vocabulary: "core"`,
    () => compile(JSON.parse(plainText), { vocabulary: "core" }),
    false,
  ]);
  // The core entry (@tinyllm/schema/core), in builds that have it.
  const core = await import(`${dist}core.js`).catch(() => undefined);
  if (core !== undefined) {
    schemaRows.push([
      `${label}, without patterns, @tinyllm/schema/core`,
      () => core.compile(JSON.parse(plainText)),
      false,
    ]);
  }
  patternRows.push([
    `${label}, compilePattern`,
    () => freshSources().map((source) => compilePattern(source).ok),
  ]);
}
const ajvRow = [
  "Ajv allErrors, never-seen patterns",
  () => {
    // Dropped from Ajv's cache again, or its growing heap would slow every later measurement.
    const schema = freshSchema();
    const validate = ajv.compile(schema);
    ajv.removeSchema(schema);
    return validate;
  },
  true,
];
patternRows.push(['new RegExp(p, "u")', () => freshSources().map((p) => new RegExp(p, "u"))]);
// What making the fresh copies costs, taken off the rows that make them.
const schemaCopy = ["(the fresh schema copy alone)", freshSchema];
const sourcesCopy = ["(the fresh sources alone)", freshSources];
const contenders = [...schemaRows, ajvRow, ...patternRows, schemaCopy, sourcesCopy];

// CPU time of this process per call (the compile threads and the garbage collector's): time
// spent waiting for a core held by another process is not counted, so the load moves it less.
function microseconds(fn) {
  let calls = 0;
  const wall = performance.now();
  const cpu = process.cpuUsage();
  while (performance.now() - wall < ROUND_MS) {
    sink ^= fn() === undefined ? 0 : 1;
    calls += 1;
  }
  const used = process.cpuUsage(cpu);
  return (used.user + used.system) / calls;
}

// Each round starts with the next contender, so none always follows the same one (the garbage
// one contender leaves is collected during the next).
const best = new Map(contenders.map((contender) => [contender, Number.POSITIVE_INFINITY]));
for (let round = 0; round < ROUNDS; round++) {
  for (let step = 0; step < contenders.length; step++) {
    const contender = contenders[(round + step) % contenders.length];
    best.set(contender, Math.min(best.get(contender), microseconds(contender[1])));
  }
}

const copy = best.get(schemaCopy);
const schemaTime = (row) => best.get(row) - (row[2] ? copy : 0);
const ajvTime = schemaTime(ajvRow);
console.log(
  `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${new Date().toISOString()}, ${ROUNDS} interleaved rounds of ${ROUND_MS} ms, CPU time, best kept\n`,
);
console.log("| compile create_order | µs | Ajv's time / this time |\n| --- | ---: | ---: |");
for (const row of [...schemaRows, ajvRow]) {
  const time = schemaTime(row);
  console.log(`| ${row[0]} | ${time.toFixed(1)} | ${(ajvTime / time).toFixed(1)}x |`);
}
const native = best.get(patternRows[patternRows.length - 1]);
const perPattern = (row) => (best.get(row) - best.get(sourcesCopy)) / sources.length;
console.log(
  `\n| create_order's ${sources.length} distinct patterns, never seen | µs per pattern | vs new RegExp |\n| --- | ---: | ---: |`,
);
for (const row of patternRows) {
  console.log(
    `| ${row[0]} | ${perPattern(row).toFixed(2)} | ${(perPattern(row) / perPattern(patternRows.at(-1))).toFixed(2)}x |`,
  );
}
console.log(
  `\n(making the fresh copies, ${copy.toFixed(1)} µs per schema and ${best.get(sourcesCopy).toFixed(1)} µs per ${sources.length} sources, is taken off the rows)`,
);
if (sink === 0.5 || native < 0) console.log(sink);
