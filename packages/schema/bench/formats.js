// Format benchmark: node bench/formats.js (after a build; `pnpm --filter @tinyllm/schema
// bench:formats` builds first). Each format's check runs on long inputs built to make a scanner
// walk the whole string, at 64 Ki, 256 Ki and 1 Mi characters: time per character that stays flat
// as the input grows is linear time. ajv-formats (full mode) runs the same 1 Mi inputs in a child
// process with a time limit, since a backtracking regular expression may not finish.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { fullFormats } from "ajv-formats/dist/formats.js";
import { FORMATS } from "../dist/format/index.js";

const THIS_FILE = fileURLToPath(import.meta.url);
const SIZES = [1 << 16, 1 << 18, 1 << 20];
const AJV_LIMIT_MS = Number(process.env.BENCH_AJV_LIMIT_MS ?? 10_000);

function fill(unit, size) {
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

// [format, what the input is, make(size)]; each input is about `size` characters.
const INPUTS = [
  ["date-time", "a long fraction", (n) => `2024-01-15T08:30:00.${fill("9", n)}Z`],
  ["time", "a long fraction", (n) => `08:30:00.${fill("9", n)}+01:00`],
  ["duration", "a long number", (n) => `P${fill("9", n)}D`],
  ["email", "a long dot-string", (n) => `${fill("a.", n)}a@example.com`],
  ["email", "a long quoted string", (n) => `"${fill("a\\ ", n)}"@example.com`],
  ["hostname", "many labels", (n) => fill("a.", n)],
  ["ipv4", "digits", (n) => fill("1", n)],
  ["ipv6", "groups", (n) => fill("1:", n)],
  ["uri", "a long path", (n) => `http://example.com/${fill("a/%41", n)}`],
  ["uri", "a long authority", (n) => `http://${fill("a", n)}:80/`],
  ["uri", "at-signs", (n) => `http://${fill("a@", n)}x/`],
  ["uri-reference", "slashes", (n) => fill("/", n)],
  ["uri-reference", "a long first segment", (n) => `${fill("a", n)}:`],
  ["uuid", "hex digits", (n) => fill("0", n)],
  ["regex", "alternations", (n) => fill("(?:a|b)*", n)],
  ["regex", "an unclosed class", (n) => `[${fill("a", n)}`],
  ["json-pointer", "escapes", (n) => fill("/~0", n)],
];

function bestMs(check, input) {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 3; round++) {
    const start = performance.now();
    check(input);
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

function ajvCheck(name) {
  const definition = fullFormats[name];
  const check =
    definition instanceof RegExp || typeof definition === "function"
      ? definition
      : definition.validate;
  return check instanceof RegExp ? (value) => check.test(value) : check;
}

if (process.argv[2] === "--ajv") {
  const [name, description] = [process.argv[3], process.argv[4]];
  const [, , make] = INPUTS.find((item) => item[0] === name && item[1] === description);
  console.log(bestMs(ajvCheck(name), make(SIZES.at(-1))).toFixed(2));
  process.exit(0);
}

const rows = [
  "| format | input | ns/char at 64 Ki | 256 Ki | 1 Mi | 1 Mi / 64 Ki | ours at 1 Mi (ms) | ajv-formats at 1 Mi (ms) |",
  "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
];
for (const [name, description, make] of INPUTS) {
  const rule = FORMATS.get(name);
  const perCharacter = SIZES.map((size) => {
    const input = make(size);
    return (bestMs((value) => rule.test(value), input) * 1e6) / input.length;
  });
  const total = (perCharacter.at(-1) * make(SIZES.at(-1)).length) / 1e6;
  const child = spawnSync(process.execPath, [THIS_FILE, "--ajv", name, description], {
    encoding: "utf8",
    timeout: AJV_LIMIT_MS,
  });
  const ajv = child.status === 0 ? child.stdout.trim() : `over ${AJV_LIMIT_MS / 1000} s`;
  rows.push(
    `| \`${name}\` | ${description} | ${perCharacter.map((value) => value.toFixed(2)).join(" | ")} | ${(perCharacter[2] / perCharacter[0]).toFixed(2)} | ${total.toFixed(2)} | ${ajv} |`,
  );
}
console.log(rows.join("\n"));
