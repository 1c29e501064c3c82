// Streaming judgement benchmark: `node bench/prefix.js` after a build (`pnpm --filter
// @tinyllm/schema bench:prefix` builds first). The total cost of judging a 100 KB argument with
// @tinyllm/schema/prefix as it arrives in 1-byte, 16-byte and 1 KB deltas (every push answered,
// the last one `complete` with full validation's errors), against one validateJSON of the whole
// text. BENCH_MS sets the time per measurement, BENCH_ROUNDS the rounds (the best is kept).
import { cpus, loadavg } from "node:os";
import { compile } from "../dist/index.js";
import { prefixSchema } from "../dist/prefix/index.js";
import { createOrder, getWeather, inputs } from "./fixtures.js";

const MEASURE_MS = Number(process.env.BENCH_MS ?? 400);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SIZES = [1, 16, 1024];
let sink = 0;

/** Milliseconds per call of fn: the best of ROUNDS timed stretches of MEASURE_MS. */
function milliseconds(fn) {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < ROUNDS; round++) {
    let calls = 0;
    const start = performance.now();
    let elapsed = 0;
    while (elapsed < MEASURE_MS) {
      sink ^= fn();
      calls++;
      elapsed = performance.now() - start;
    }
    best = Math.min(best, elapsed / calls);
  }
  return best;
}

function deltas(text, size) {
  const pieces = [];
  for (let at = 0; at < text.length; at += size) pieces.push(text.slice(at, at + size));
  return pieces;
}

const cases = [
  ["create_order, 590 line items", createOrder, inputs.createOrder.validLarge],
  ["get_weather, a 100,000-character city", getWeather, inputs.getWeather.validLarge],
];

console.log(
  `Node ${process.version}, ${cpus().length} x ${cpus()[0]?.model}, load ${loadavg()
    .map((load) => load.toFixed(1))
    .join(" ")}`,
);
console.log("| input | text | validateJSON | 1-byte deltas | 16-byte deltas | 1 KB deltas |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
for (const [label, document, text] of cases) {
  const schema = compile(document);
  const prefix = prefixSchema(schema);
  if (schema.validateJSON(text).length !== 0) throw new Error(`${label}: the input must be valid`);
  const whole = milliseconds(() => schema.validateJSON(text).length);
  const cells = [];
  for (const size of SIZES) {
    const pieces = deltas(text, size);
    const stream = () => {
      const validation = prefix.begin();
      let judgement;
      for (const piece of pieces) judgement = validation.push(piece);
      if (judgement.state !== "complete" || judgement.errors.length !== 0) {
        throw new Error(`${label}: ${size}-byte deltas ended ${judgement.state}`);
      }
      return pieces.length;
    };
    const time = milliseconds(stream);
    cells.push(`${time.toFixed(2)} ms (${(time / whole).toFixed(1)}x)`);
  }
  console.log(
    `| ${label} | ${(text.length / 1024).toFixed(0)} KB | ${whole.toFixed(2)} ms | ${cells.join(" | ")} |`,
  );
}
if (sink === 0.5) console.log(sink);
