// Runs the conformance README's example test file as written, in a fresh npm project outside
// the workspace with the packed @tinyllm packages and vitest installed: the example a user
// copies must pass against our own packages (issue 33: it failed 41 of 279 tests).
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const [work] = process.argv.slice(2);
const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "../..");
const suite =
  process.env.TINYLLM_JSON_SCHEMA_SUITE ?? resolve(root, "../shared/json-schema-test-suite");
const tarballs = join(work, "tarballs");
const tarball = (short) => {
  const file = readdirSync(tarballs).find(
    (f) => f.startsWith(`tinyllm-${short}-`) && f.endsWith(".tgz"),
  );
  if (!file) throw new Error(`no tarball for @tinyllm/${short} in ${tarballs}`);
  return `file:${join(tarballs, file)}`;
};
const version = (dependency) =>
  JSON.parse(readFileSync(join(root, "node_modules", dependency, "package.json"), "utf8")).version;

const readme = readFileSync(join(root, "packages/conformance/README.md"), "utf8");
const heading = readme.indexOf("## Running the suites against an implementation");
const open = readme.indexOf("```ts\n", heading);
const example = readme.slice(open + "```ts\n".length, readme.indexOf("```\n", open + 6));
if (heading < 0 || open < 0 || !example.includes("describe")) {
  throw new Error("the conformance README's example test file was not found");
}

const project = join(work, "conformance-readme");
mkdirSync(project, { recursive: true });
const local = Object.fromEntries(
  ["types", "schema", "tool", "conformance"].map((s) => [`@tinyllm/${s}`, tarball(s)]),
);
writeFileSync(
  join(project, "package.json"),
  JSON.stringify({
    name: "conformance-readme",
    private: true,
    type: "module",
    devDependencies: { ...local, vitest: version("vitest") },
    overrides: local,
  }),
);
writeFileSync(join(project, "my-schema.conformance.test.ts"), example);
const run = (command, args, env = process.env) =>
  execFileSync(command, args, { cwd: project, stdio: "inherit", env });
run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"]);
run("npx", ["--no-install", "vitest", "run", "--reporter=default"], {
  ...process.env,
  TINYLLM_JSON_SCHEMA_SUITE: suite,
});
console.log("the conformance README's example passes in a fresh project");
