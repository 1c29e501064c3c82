// Benchmark: node bench/run.js (after a build; `pnpm --filter @tinyllm/schema bench` builds first).
// Everything runs in one process on the same schemas and inputs, except two child runs: the
// backtracking pattern (so it cannot hang this process) and the memory count (needs --expose-gc).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { fileURLToPath } from "node:url";
import { Validator } from "@cfworker/json-schema";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { compile } from "../dist/index.js";
import { createOrder, getWeather, inputs, withoutPatterns } from "./fixtures.js";
import {
  bookTrip,
  bookTripInputs,
  largeDefinitionsSchema,
  manyLines,
  manyLinesInputs,
  objectCompares,
  objectComparesInputs,
} from "./standard-fixtures.js";

const addFormats = addFormatsModule.default ?? addFormatsModule;

const THIS_FILE = fileURLToPath(import.meta.url);
const MEASURE_MS = Number(process.env.BENCH_MS ?? 400);
let sink = 0;

/** Operations per second of fn, after a warm-up, over at least MEASURE_MS. */
function opsPerSecond(fn) {
  const warmEnd = performance.now() + MEASURE_MS / 4;
  while (performance.now() < warmEnd) for (let i = 0; i < 10; i++) sink ^= consume(fn());
  let runs = 0;
  let batch = 1;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < MEASURE_MS) {
    for (let i = 0; i < batch; i++) sink ^= consume(fn());
    runs += batch;
    batch = Math.min(batch * 2, 10_000);
    elapsed = performance.now() - start;
  }
  return (runs * 1000) / elapsed;
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

/** Best ops/s of each function over ROUNDS interleaved rounds: the machine is shared, so the best round is the least disturbed one. */
function best(functions) {
  const results = functions.map(() => 0);
  for (let round = 0; round < ROUNDS; round++) {
    functions.forEach((fn, index) => {
      results[index] = Math.max(results[index], opsPerSecond(fn));
    });
  }
  return results;
}

function consume(result) {
  if (result === true) return 1;
  if (result === false || result === undefined || result === null) return 0;
  return typeof result.length === "number" ? result.length : 2;
}

function format(ops) {
  if (ops >= 1e6) return `${(ops / 1e6).toFixed(2)}M`;
  if (ops >= 1e3) return `${(ops / 1e3).toFixed(1)}k`;
  return ops.toFixed(1);
}

function table(title, rows) {
  console.log(`\n## ${title}\n`);
  console.log(
    "| case | this package | Ajv allErrors | Ajv default | @cfworker | ratio vs Ajv allErrors |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${format(row.ours)} | ${format(row.ajvAll)} | ${format(row.ajvFirst)} | ${format(row.cfworker)} | ${(row.ours / row.ajvAll).toFixed(2)}x |`,
    );
  }
}

/** An Ajv 2020 instance; with `ajv-formats` for the standard vocabulary's formats. */
function ajv(options) {
  const instance = new Ajv2020({ strict: false, ...options });
  addFormats(instance);
  return instance;
}

function validators(schema) {
  const ours = compile(schema);
  const ajvAll = ajv({ allErrors: true }).compile(schema);
  const ajvFirst = ajv({}).compile(schema);
  const cfworker = new Validator(schema, "2020-12", false);
  return { ours, ajvAll, ajvFirst, cfworker };
}

function validateRows(label, schema, cases) {
  const v = validators(schema);
  return Object.entries(cases).map(([name, text]) => {
    const value = JSON.parse(text);
    const oursValid = v.ours.validate(value).length === 0;
    if (oursValid !== v.ajvAll(value)) throw new Error(`disagreement with Ajv on ${label} ${name}`);
    const [ours, ajvAll, ajvFirst, cfworker] = best([
      () => v.ours.validate(value),
      () => v.ajvAll(value),
      () => v.ajvFirst(value),
      () => v.cfworker.validate(value).valid,
    ]);
    return { name: `${label}, ${name} (${text.length} B)`, ours, ajvAll, ajvFirst, cfworker };
  });
}

function validateJsonRows(label, schema, cases) {
  const ours = compile(schema);
  const ajvAll = new Ajv2020({ allErrors: true, strict: false }).compile(schema);
  console.log(`\n## validateJSON vs bare JSON.parse: ${label}\n`);
  console.log(
    "| input | JSON.parse | validateJSON | time ratio (target <= 1.25x) | JSON.parse + Ajv allErrors |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: |");
  for (const [name, text] of Object.entries(cases)) {
    const [parse, validateJson, parseAjv] = best([
      () => JSON.parse(text),
      () => ours.validateJSON(text),
      () => ajvAll(JSON.parse(text)),
    ]);
    console.log(
      `| ${name} (${text.length} B) | ${format(parse)} | ${format(validateJson)} | ${(parse / validateJson).toFixed(2)}x | ${format(parseAjv)} |`,
    );
  }
}

function compileRows() {
  console.log("\n## compile (a fresh copy of the schema each time, so no cache helps)\n");
  console.log("| schema | this package | Ajv allErrors | speed-up (target >= 100x) | @cfworker |");
  console.log("| --- | ---: | ---: | ---: | ---: |");
  let unique = 0;
  // Each pattern made new (a no-op "(?:N){0}" suffix) so the compiled-pattern cache cannot help.
  const freshPatterns = (text) =>
    text.replace(
      /"pattern":"((?:[^"\\]|\\.)*)"/g,
      (_, source) => `"pattern":"${source}(?:${unique++}){0}"`,
    );
  for (const [name, schema, fresh] of [
    ["get_weather", getWeather, false],
    ["create_order (patterns, cached)", createOrder, false],
    ["create_order (patterns, each new)", createOrder, true],
    ["create_order (no patterns)", withoutPatterns(createOrder), false],
  ]) {
    const text = JSON.stringify(schema);
    const next = () => JSON.parse(fresh ? freshPatterns(text) : text);
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    const [ours, ajvOps, cfworker] = best([
      () => compile(next()),
      () => {
        // Dropped from Ajv's cache again, or its growing heap would slow every later measurement.
        const schema = next();
        const validate = ajv.compile(schema);
        ajv.removeSchema(schema);
        return validate;
      },
      () => new Validator(next(), "2020-12", false),
    ]);
    console.log(
      `| ${name} | ${format(ours)} (${(1e6 / ours).toFixed(1)} us) | ${format(ajvOps)} (${(1e3 / ajvOps).toFixed(2)} ms) | ${(ours / ajvOps).toFixed(0)}x | ${format(cfworker)} |`,
    );
  }
}

/** Compile time of large and official-suite schemas: the 50 ms goal for any of them. */
function standardCompileRows() {
  console.log("\n## compile, standard vocabulary (one fresh copy, first and best of 5)\n");
  console.log(
    "| schema | size | this package, first | this package, best | Ajv allErrors, first |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: |");
  const large = JSON.stringify(largeDefinitionsSchema());
  for (const [name, text] of [
    ["book_trip (zod 4 style)", JSON.stringify(bookTrip)],
    ["API schema with a large $defs", large],
  ]) {
    const times = [];
    for (let run = 0; run < 5; run++) {
      const copy = JSON.parse(text);
      const start = performance.now();
      compile(copy);
      times.push(performance.now() - start);
    }
    const ajvStart = performance.now();
    ajv({ allErrors: true }).compile(JSON.parse(text));
    const ajvTime = performance.now() - ajvStart;
    console.log(
      `| ${name} | ${(text.length / 1024).toFixed(1)} KB | ${times[0].toFixed(2)} ms | ${Math.min(...times).toFixed(2)} ms | ${ajvTime.toFixed(1)} ms |`,
    );
  }
  const suite = new URL("../../../../shared/json-schema-test-suite/", import.meta.url);
  for (const file of ["standard.json", "standard-draft7.json"]) {
    let groups;
    try {
      groups = JSON.parse(readFileSync(new URL(file, suite), "utf8"));
    } catch {
      console.log(`| ${file} | data missing | | | |`);
      continue;
    }
    let slowest = 0;
    let slowestName = "";
    for (const group of groups) {
      const start = performance.now();
      try {
        compile(group.schema);
      } catch {
        // The empty enum, refused as a deliberate difference.
      }
      const time = performance.now() - start;
      if (time > slowest) {
        slowest = time;
        slowestName = `${group.file}: ${group.description}`;
      }
    }
    console.log(
      `| slowest of the ${groups.length} schemas of ${file} (${slowestName}) | | ${slowest.toFixed(2)} ms | | |`,
    );
  }
}

function patternRows() {
  console.log("\n## ^(a+)+$ (catastrophic for a backtracking engine)\n");
  const schema = compile({ type: "string", pattern: "^(a+)+$" });
  const text = `${"a".repeat(100_000)}!`;
  const start = performance.now();
  const errors = schema.validate(text);
  const ours = performance.now() - start;
  const [repeat] = best([() => schema.validate(text)]);
  console.log(
    `this package, 100,000 "a" + "!": first call ${ours.toFixed(1)} ms, steady ${(1000 / repeat).toFixed(1)} ms (target < 50 ms), errors: ${errors.length}`,
  );
  // Native RegExp (what Ajv runs) in a child with a timeout, at 25 characters only.
  const child = spawnSync(process.execPath, [THIS_FILE, "--ajv-pattern"], {
    encoding: "utf8",
    timeout: 60_000,
  });
  console.log(
    child.status === 0
      ? child.stdout.trim()
      : `Ajv child did not finish: ${child.signal ?? child.stderr}`,
  );
}

function ajvPatternChild() {
  const validate = new Ajv2020({ allErrors: true, strict: false }).compile({
    type: "string",
    pattern: "^(a+)+$",
  });
  const text = `${"a".repeat(25)}!`;
  const start = performance.now();
  const valid = validate(text);
  console.log(
    `Ajv allErrors (native RegExp, u flag), 25 "a" + "!": ${(performance.now() - start).toFixed(1)} ms, valid: ${valid}; each extra character doubles it`,
  );
}

function memoryChild() {
  const text = JSON.stringify(getWeather);
  const count = 10_000;
  const keep = [];
  globalThis.gc();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < count; i++) keep.push(compile(JSON.parse(text)));
  globalThis.gc();
  const after = process.memoryUsage().heapUsed;
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  const ajvKeep = [];
  globalThis.gc();
  const ajvBefore = process.memoryUsage().heapUsed;
  for (let i = 0; i < 1000; i++) ajvKeep.push(ajv.compile(JSON.parse(text)));
  globalThis.gc();
  const ajvAfter = process.memoryUsage().heapUsed;
  console.log(
    `one compiled get_weather retains ${((after - before) / count / 1024).toFixed(2)} KB (over ${count} copies; target < 20 KB); Ajv allErrors: ${((ajvAfter - ajvBefore) / 1000 / 1024).toFixed(2)} KB (over 1000)`,
  );
  sink ^= keep.length + ajvKeep.length;
}

function firstCompileRows() {
  console.log("\n## first compile in a fresh process (what registering a tool at startup costs)\n");
  for (const who of ["ours", "ajv"]) {
    const times = [];
    for (let run = 0; run < 5; run++) {
      const child = spawnSync(process.execPath, [THIS_FILE, `--first-compile=${who}`], {
        encoding: "utf8",
        timeout: 60_000,
      });
      times.push(Number(child.stdout.trim()));
    }
    times.sort((left, right) => left - right);
    console.log(
      `${who === "ours" ? "this package" : "Ajv allErrors"}: get_weather first compile, median of 5 processes: ${times[2]?.toFixed(2)} ms (module loading excluded)`,
    );
  }
}

function firstCompileChild(who) {
  const start = performance.now();
  if (who === "ours") compile(getWeather);
  else new Ajv2020({ allErrors: true, strict: false }).compile(getWeather);
  console.log(performance.now() - start);
}

const firstCompile = process.argv.find((argument) => argument.startsWith("--first-compile="));
if (firstCompile !== undefined) {
  firstCompileChild(firstCompile.slice("--first-compile=".length));
} else if (process.argv.includes("--ajv-pattern")) {
  ajvPatternChild();
} else if (process.argv.includes("--memory")) {
  memoryChild();
} else {
  console.log(`# @tinyllm/schema benchmark\n`);
  console.log(
    `node ${process.version}, ${cpus()[0]?.model ?? "unknown cpu"} x${cpus().length}, ${(totalmem() / 2 ** 30).toFixed(1)} GB, ${MEASURE_MS} ms per measurement`,
  );
  const weather = {
    validSmall: inputs.getWeather.validSmall,
    invalidSmall: inputs.getWeather.invalidSmall,
    validLarge: inputs.getWeather.validLarge,
    invalidLarge: inputs.getWeather.invalidLarge,
  };
  const only = process.argv.find((argument) => argument.startsWith("--only="))?.slice(7);
  const run = (section) => only === undefined || only.split(",").includes(section);
  if (run("validate")) {
    table("validate, parsed input, schemas without patterns", [
      ...validateRows("get_weather", getWeather, weather),
      ...validateRows("create_order", withoutPatterns(createOrder), inputs.createOrder),
    ]);
    table(
      "validate, parsed input, an order with 5 line items (arrays of objects)",
      validateRows("create_order", createOrder, inputs.createOrderFive),
    );
    table(
      "validate, parsed input, standard vocabulary (oneOf, formats, exclusive bounds, $ref; Ajv with ajv-formats)",
      validateRows("book_trip", bookTrip, bookTripInputs),
    );
    table(
      "validate, parsed input, object compares (a const object, an enum of objects, uniqueItems over 20 line items)",
      [
        ...validateRows("object_compares", objectCompares, objectComparesInputs),
        ...validateRows("1,000 line items, uniqueItems", manyLines, manyLinesInputs),
      ],
    );
    table(
      "validate, parsed input, create_order with its patterns",
      validateRows("create_order", createOrder, inputs.createOrder),
    );
  }
  if (run("json")) {
    validateJsonRows("get_weather", getWeather, {
      validSmall: weather.validSmall,
      validLarge: weather.validLarge,
    });
    validateJsonRows("create_order (patterns)", createOrder, {
      validSmall: inputs.createOrder.validSmall,
      validLarge: inputs.createOrder.validLarge,
    });
    validateJsonRows("create_order (no patterns)", withoutPatterns(createOrder), {
      validSmall: inputs.createOrder.validSmall,
      validLarge: inputs.createOrder.validLarge,
    });
  }
  if (run("compile")) {
    compileRows();
    standardCompileRows();
    firstCompileRows();
  }
  if (run("pattern")) patternRows();
  if (run("memory")) {
    console.log("\n## memory\n");
    const memory = spawnSync(process.execPath, ["--expose-gc", THIS_FILE, "--memory"], {
      encoding: "utf8",
      timeout: 120_000,
    });
    console.log(
      memory.status === 0 ? memory.stdout.trim() : `memory child failed: ${memory.stderr}`,
    );
  }
  if (sink === 0.5) console.log("");
}
