// What a browser user pays: the worked example plus one `pattern`, bundled with esbuild
// (minified, ESM, browser platform) from the packages' sources, then gzipped at level 9.
// Fails when a bundle is over its limit or more than 10% over the figure recorded in
// bundle-size.json. The limits: issue 17 set 16 KB for @tinyllm/schema and 20 KB for
// @tinyllm/tool with its dependencies when the package had only the core vocabulary. Issue 11
// then made the standard vocabulary (formats, IDNA, $ref, oneOf...) compile's default, and every
// keyword reader is reachable from the main entry's compile, so the main entry's limit is 26 KB by
// a recorded decision (tool's 36 KB; issue 13 had added about 3.4 KB to tool for results as data,
// output schemas, progress and the hardening). The 16 KB budget holds for the entry built for it:
// @tinyllm/schema/core, the worked example importing `compile` from src/core.ts, whose compile
// knows only the core vocabulary, so the standard modules are left out of its bundle.
// `node bench/bundle-size.js --record` writes the current figures to bundle-size.json; `--inputs`
// also lists the biggest source files of each bundle; `--tool-on-core` also measures, without a
// budget, @tinyllm/tool with its @tinyllm/schema imports pointed at the core entry.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
const packages = join(here, "..", "..");
const budgetFile = join(here, "bundle-size.json");
const GROWTH = 1.1;

/** The worked example plus one `pattern`, compiled with the `compile` of `entry`. */
const schemaExample = (entry) => `
import { compile } from "${entry}";
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
`;

/** The worked example as a tool, registered and called; `vocabulary` is an option line or "". */
const toolExample = (vocabulary) => `
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
  execute: async (args) => "sunny in " + args.city,${vocabulary}
});
const registry = new Registry().mustRegister(getWeather);
const result = await registry.call({
  id: "call_1",
  type: "function",
  function: { name: "get_weather", arguments: '{"days": "3", "unit": "kelvin", "country": "FR"}' },
});
console.log(result.message().content);
`;

const ENTRIES = {
  "@tinyllm/schema": {
    resolveDir: join(packages, "schema"),
    contents: schemaExample("./src/index.ts"),
  },
  "@tinyllm/schema/core": {
    resolveDir: join(packages, "schema"),
    contents: schemaExample("./src/core.ts"),
  },
  "@tinyllm/tool": {
    resolveDir: join(packages, "tool"),
    contents: toolExample(""),
  },
};

// Measured with --tool-on-core, not budgeted: @tinyllm/tool with its `@tinyllm/schema` imports
// pointed at @tinyllm/schema/core (no such tool entry exists; this says what one would weigh).
const TOOL_ON_CORE = {
  resolveDir: join(packages, "tool"),
  contents: toolExample('\n  vocabulary: "core",'),
  schemaEntry: join(packages, "schema", "src", "core.ts"),
};

/** Bundles one entry (a name of ENTRIES, or TOOL_ON_CORE's "tool-on-core"): sizes and the biggest inputs. */
export async function measure(name) {
  const entry = name === "tool-on-core" ? TOOL_ON_CORE : ENTRIES[name];
  const schemaEntry = entry.schemaEntry;
  const plugins =
    schemaEntry === undefined
      ? []
      : [
          {
            name: "schema-entry",
            setup(esbuild) {
              esbuild.onResolve({ filter: /^@tinyllm\/schema$/ }, () => ({ path: schemaEntry }));
            },
          },
        ];
  const output = await build({
    plugins,
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
  if (process.argv.includes("--tool-on-core")) {
    const figures = await measure("tool-on-core");
    console.log(
      `(not budgeted) @tinyllm/tool on @tinyllm/schema/core: ${figures.minified} B minified, ${figures.gzip} B gzip -9`,
    );
    for (const [path, bytes] of figures.inputs.slice(0, 15)) console.log(`  ${bytes}\t${path}`);
  }
  if (record) writeFileSync(budgetFile, `${JSON.stringify(budget, null, 2)}\n`);
  process.exitCode = failed ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
