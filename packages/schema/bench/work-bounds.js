// Issue 27's small schemas that made validation slow, each in one process, CPU time of one
// validation with the build in ../dist (or `node bench/work-bounds.js DIR` for another
// checkout's packages/schema/dist, to compare side by side in one run). Prints one JSON line each.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const dist = resolve(process.argv[2] ?? new URL("../dist", import.meta.url).pathname);
const { compile } = await import(pathToFileURL(`${dist}/index.js`).href);

/** `levels` $defs, each an anyOf of two $refs to the next (1.5 KB at 40 levels). */
function chain(levels) {
  const defs = {};
  for (let level = 0; level < levels; level++) {
    const next = level + 1 < levels ? { $ref: `#/$defs/d${level + 1}` } : { type: "integer" };
    defs[`d${level}`] = { anyOf: [next, level + 1 < levels ? next : { type: "integer" }] };
  }
  return { $defs: defs, $ref: "#/$defs/d0" };
}

const patterns = {};
for (let index = 0; index < 100; index++) patterns[`^k${index}x[a-z]+$`] = { type: "integer" };
const names = {};
for (let index = 0; index < 50_000; index++) names[`key${index}`] = index;

const cases = [
  ["anyOf $ref chain, 22 levels, a failing value", () => compile(chain(22)), "x"],
  [
    "enum of 3,000 objects, 3,000 items none of them",
    () =>
      compile({
        type: "array",
        items: { enum: Array.from({ length: 3000 }, (_, index) => ({ id: index })) },
      }),
    Array.from({ length: 3000 }, (_, index) => ({ id: 9000 + index })),
  ],
  [
    "patternProperties: 100 patterns, 50,000 names",
    () => compile({ type: "object", patternProperties: patterns }),
    names,
  ],
];
for (const [name, build, value] of cases) {
  const schema = build();
  const cpu = process.cpuUsage();
  const errors = schema.validate(value);
  const used = process.cpuUsage(cpu);
  console.log(
    JSON.stringify({
      case: name,
      cpuMs: Math.round((used.user + used.system) / 1000),
      errors: errors.length,
    }),
  );
}
