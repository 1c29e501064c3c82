// Issue 17, item 4, in one fresh process: `{ type: "array", items: { type: "string", pattern:
// "a[ab]{990}$" } }` against ten random a/b strings of 100,603 characters (1,006,070 bytes of
// JSON, under the registry's 1 MiB cap). Before the per-validation budget this blocked the event
// loop for 42.6 s. Prints, as JSON, the wall and CPU time of one validateJSON and its errors.
// With `--keys` the strings are property names matched by `patternProperties`.
import { compile } from "../dist/index.js";

let state = 17;
const strings = Array.from({ length: 10 }, () => {
  let text = "";
  for (let index = 0; index < 100_603; index += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    text += state & 1 ? "a" : "b";
  }
  return text;
});
// `--keys`: the same strings as the property names of one object, under patternProperties.
const keys = process.argv.includes("--keys");
const json = JSON.stringify(
  keys ? Object.fromEntries(strings.map((text) => [text, "x"])) : strings,
);
const schema = compile(
  keys
    ? { type: "object", patternProperties: { "a[ab]{990}$": { type: "string" } } }
    : { type: "array", items: { type: "string", pattern: "a[ab]{990}$" } },
);
const cpu = process.cpuUsage();
const start = performance.now();
const errors = schema.validateJSON(json);
const wall = performance.now() - start;
const used = process.cpuUsage(cpu);
process.stdout.write(
  JSON.stringify({
    bytes: json.length,
    wall,
    cpu: (used.user + used.system) / 1000,
    errors: errors.map((error) => `${error.path}: ${error.message.slice(0, 90)}`),
  }),
);
