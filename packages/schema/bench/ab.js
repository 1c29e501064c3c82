// A/B: this checkout's validator against another commit's, side by side in one process.
//   node bench/ab.js [COMMIT]   (default HEAD: the last commit against the working tree)
//   AB_NODE_PATH=DIR/node_modules node bench/ab.js 653df91   (an old commit whose dependencies,
//   such as re2js, are no longer installed here: esbuild also looks for packages in DIR)
// Both sources are bundled with esbuild (the other from a temporary `git worktree`), then each
// case is timed in alternating rounds; the table gives the median of new/old over the rounds
// with the quartiles, and a control row (old against a second copy of old) shows the noise.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { createOrder, getWeather, inputs } from "./fixtures.js";
import { bookTrip, bookTripInputs } from "./standard-fixtures.js";

const here = dirname(fileURLToPath(import.meta.url));
const packages = join(here, "..", "..");
const commit = process.argv[2] ?? "HEAD";
const ROUNDS = Number(process.env.AB_ROUNDS ?? 31);
const ROUND_MS = Number(process.env.AB_MS ?? 10);

async function bundle(packagesDir, out) {
  await build({
    entryPoints: [join(packagesDir, "schema", "src", "index.ts")],
    bundle: true,
    format: "esm",
    platform: "neutral",
    outfile: out,
    alias: { "@tinyllm/types": join(packagesDir, "types", "src", "index.ts") },
    nodePaths: process.env.AB_NODE_PATH === undefined ? [] : [process.env.AB_NODE_PATH],
    logLevel: "error",
  });
  return import(pathToFileURL(out).href);
}

const scratch = mkdtempSync(join(tmpdir(), "schema-ab-"));
const worktree = join(scratch, "old");
execFileSync("git", ["worktree", "add", "--detach", worktree, commit], { stdio: "ignore" });
try {
  const fresh = await bundle(packages, join(scratch, "new.mjs"));
  const old = await bundle(join(worktree, "packages"), join(scratch, "old.mjs"));
  const oldAgain = await bundle(join(worktree, "packages"), join(scratch, "old-again.mjs"));

  // A recursive schema (what z.lazy exports) over a 100-node tree: the $ref path the memo touches.
  const category = {
    $defs: {
      Category: {
        type: "object",
        properties: {
          name: { type: "string" },
          children: { type: "array", items: { $ref: "#/$defs/Category" } },
        },
        required: ["name", "children"],
        additionalProperties: false,
      },
    },
    $ref: "#/$defs/Category",
  };
  const tree = (depth) => ({
    name: `n${depth}`,
    children: depth === 0 ? [] : [tree(depth - 1), tree(depth - 1)],
  });
  const cases = [
    ["get_weather, valid", getWeather, JSON.parse(inputs.getWeather.validSmall)],
    ["get_weather, invalid", getWeather, JSON.parse(inputs.getWeather.invalidSmall)],
    ["create_order, valid", createOrder, JSON.parse(inputs.createOrder.validSmall)],
    ["create_order, invalid", createOrder, JSON.parse(inputs.createOrder.invalidSmall)],
    ["order with 5 line items, valid", createOrder, JSON.parse(inputs.createOrderFive.validFive)],
    [
      "book_trip (standard: oneOf, $ref, formats), valid",
      bookTrip,
      JSON.parse(bookTripInputs.valid),
    ],
    ["book_trip, invalid", bookTrip, JSON.parse(bookTripInputs.invalid)],
    ["recursive $ref, 127-node tree, valid", category, tree(6)],
    ["recursive $ref, 127-node tree, invalid leaf", category, { ...tree(6), name: 1 }],
  ];

  const rate = (validate, value) => {
    let runs = 0;
    const end = performance.now() + ROUND_MS;
    while (performance.now() < end) {
      for (let index = 0; index < 50; index++) validate(value);
      runs += 50;
    }
    return runs;
  };
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const quartiles = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return [sorted[Math.floor(sorted.length / 4)], sorted[Math.floor((3 * sorted.length) / 4)]];
  };
  console.log(
    `new (working tree) / old (${commit}), ${ROUNDS} alternating rounds of ${ROUND_MS} ms`,
  );
  console.log("| case | new / old | quartiles | control (old / old) |");
  console.log("| --- | ---: | ---: | ---: |");
  for (const [name, schema, value] of cases) {
    let validators;
    try {
      validators = [fresh, old, oldAgain].map((module) => {
        const compiled = module.compile(schema);
        return (input) => compiled.validate(input);
      });
    } catch {
      // An older commit may not have the keywords (653df91 had only the core vocabulary).
      console.log(`| ${name} | (a build refuses the schema) | | |`);
      continue;
    }
    const ratios = [];
    const controls = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b, c] = validators.map((validate) => rate(validate, value));
      ratios.push(a / b);
      controls.push(c / b);
    }
    const [low, high] = quartiles(ratios);
    console.log(
      `| ${name} | ${median(ratios).toFixed(2)}x | ${low.toFixed(2)} to ${high.toFixed(2)} | ${median(controls).toFixed(2)}x |`,
    );
  }
} finally {
  execFileSync("git", ["worktree", "remove", "--force", worktree], { stdio: "ignore" });
  rmSync(scratch, { recursive: true, force: true });
}
