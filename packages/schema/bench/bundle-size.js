// What a browser user pays: the worked example plus one `pattern`, bundled with esbuild
// (minified, ESM, browser platform) from the packages' sources, then gzipped at level 9.
// Fails when a bundle is over its limit (issue 17: 16 KB for @tinyllm/schema, 20 KB for
// @tinyllm/tool with its dependencies; issue 13 raised tool's to 24 KB for results as data,
// output schemas, progress and the hardening, about 3.4 KB) or more than 10% over the figure recorded in
// bundle-size.json. `node bench/bundle-size.js --record` writes the current figures there;
// `--inputs` also lists the biggest source files of each bundle.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
const packages = join(here, "..", "..");
const budgetFile = join(here, "bundle-size.json");
const GROWTH = 1.1;

const ENTRIES = {
  "@tinyllm/schema": {
    resolveDir: join(packages, "schema"),
    contents: `
import { compile } from "./src/index.ts";
const getWeather = compile({
  type: "object",
  properties: {
    city: { type: "string", minLength: 1, pattern: "^\\\\p{L}[\\\\p{L} .'-]*$" },
    days: { type: "integer", minimum: 1, maximum: 7 },
    unit: { enum: ["c", "f"] },
  },
  required: ["city"],
  additionalProperties: false,
});
const errors = getWeather.validateJSON('{"days": "3", "unit": "kelvin", "country": "FR"}');
console.log(errors.map(String));
const result = getWeather.parseJSON('{"city":"Paris","days":3}');
if (result.ok) console.log(result.value.city, result.value.days);
`,
  },
  "@tinyllm/tool": {
    resolveDir: join(packages, "tool"),
    contents: `
import { defineTool, Registry } from "./src/index.ts";
const getWeather = defineTool({
  name: "get_weather",
  description: "Current weather and forecast for a city.",
  parameters: {
    type: "object",
    properties: {
      city: { type: "string", minLength: 1, pattern: "^\\\\p{L}[\\\\p{L} .'-]*$" },
      days: { type: "integer", minimum: 1, maximum: 7 },
      unit: { enum: ["c", "f"] },
    },
    required: ["city"],
    additionalProperties: false,
  },
  execute: async (args) => "sunny in " + args.city,
});
const registry = new Registry().mustRegister(getWeather);
const result = await registry.call({
  id: "call_1",
  type: "function",
  function: { name: "get_weather", arguments: '{"days": "3", "unit": "kelvin", "country": "FR"}' },
});
console.log(result.message().content);
`,
  },
};

/** Bundles one entry: minified and gzipped sizes, and the biggest inputs. */
export async function measure(name) {
  const entry = ENTRIES[name];
  const output = await build({
    stdin: { contents: entry.contents, resolveDir: entry.resolveDir, loader: "ts" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    conditions: ["@tinyllm/source"],
    write: false,
    metafile: true,
    logLevel: "error",
  });
  const code = output.outputFiles[0].contents;
  const [bundle] = Object.values(output.metafile.outputs);
  const inputs = Object.entries(bundle.inputs)
    .map(([path, { bytesInOutput }]) => [path.replace(/^.*?packages\//, ""), bytesInOutput])
    .sort((left, right) => right[1] - left[1]);
  const text = new TextDecoder().decode(code);
  return {
    minified: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    inputs,
    unsafe: /\beval\(|new Function\(/.test(text),
  };
}

async function main() {
  const budget = JSON.parse(readFileSync(budgetFile, "utf8"));
  const record = process.argv.includes("--record");
  let failed = false;
  for (const name of Object.keys(ENTRIES)) {
    const figures = await measure(name);
    const entry = budget[name];
    const recorded = entry.recorded.gzip;
    const growthLimit = Math.floor(recorded * GROWTH);
    const line = `${name}: ${figures.minified} B minified, ${figures.gzip} B gzip -9 (limit ${entry.limit} B; recorded ${recorded} B, at most ${growthLimit} B)`;
    const problems = [];
    if (figures.gzip > entry.limit) problems.push(`over the limit of ${entry.limit} B`);
    if (!record && figures.gzip > growthLimit) {
      problems.push(
        `more than 10% over the recorded ${recorded} B (run with --record after a deliberate change)`,
      );
    }
    if (figures.unsafe) problems.push("the bundle calls eval or new Function");
    console.log(problems.length === 0 ? `ok ${line}` : `FAILED ${line}: ${problems.join("; ")}`);
    if (process.argv.includes("--inputs")) {
      for (const [path, bytes] of figures.inputs.slice(0, 15)) console.log(`  ${bytes}\t${path}`);
    }
    failed ||= problems.length > 0;
    if (record) entry.recorded = { minified: figures.minified, gzip: figures.gzip };
  }
  if (record) writeFileSync(budgetFile, `${JSON.stringify(budget, null, 2)}\n`);
  process.exitCode = failed ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
