// One fresh process, one engine: `node bench/first-match.js ours|re2js` prints, as JSON, the
// time to import the engine and the time of its first compile and match of `^(a+)+$` against
// "a" * 100000 + "!", before any warm-up. bench/patterns.js runs it.
const engine = process.argv[2];
const text = `${"a".repeat(100_000)}!`;
const loadStart = performance.now();
const module = engine === "ours" ? await import("../dist/pattern/index.js") : await import("re2js");
const loaded = performance.now();
const matched =
  engine === "ours"
    ? module.compilePattern("^(a+)+$").pattern.test(text)
    : module.RE2JS.compile("^(a+)+$").test(text);
const first = performance.now() - loaded;
process.stdout.write(JSON.stringify({ import: loaded - loadStart, first, matched }));
