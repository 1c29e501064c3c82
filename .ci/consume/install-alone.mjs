// Installs one packed @tinyllm package (with the packed @tinyllm packages it
// depends on, which are not on a registry yet) into a fresh npm project outside
// the workspace, then runs its smoke script there with plain Node and checks
// its types with tsc: proof that a consumer can install and use it alone.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const [work, name] = process.argv.slice(2);
const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "../..");
const tarballs = join(work, "tarballs");

/** The tarball of a packed workspace package. */
function tarball(short) {
  const file = readdirSync(tarballs).find(
    (f) => f.startsWith(`tinyllm-${short}-`) && f.endsWith(".tgz"),
  );
  if (!file) throw new Error(`no tarball for @tinyllm/${short} in ${tarballs}`);
  return join(tarballs, file);
}

/** The @tinyllm packages `short` needs at run time, itself first. */
function closure(short, seen = new Set()) {
  if (seen.has(short)) return [];
  seen.add(short);
  const manifest = JSON.parse(readFileSync(join(root, "packages", short, "package.json"), "utf8"));
  const deps = Object.keys(manifest.dependencies ?? {}).filter((d) => d.startsWith("@tinyllm/"));
  return [short, ...deps.flatMap((d) => closure(d.slice("@tinyllm/".length), seen))];
}

const project = join(work, `consume-${name}`);
mkdirSync(project, { recursive: true });
const local = Object.fromEntries(closure(name).map((s) => [`@tinyllm/${s}`, `file:${tarball(s)}`]));
const manifest = JSON.parse(readFileSync(join(root, "packages", name, "package.json"), "utf8"));
// Peer dependencies are the consumer's to install (vitest for conformance); optional ones
// (@opentelemetry/api for @tinyllm/tool/otel) are left out, to show the package works without.
const optional = manifest.peerDependenciesMeta ?? {};
const peers = Object.fromEntries(
  Object.keys(manifest.peerDependencies ?? {})
    .filter((peer) => optional[peer]?.optional !== true)
    .map((peer) => [peer, readVersion(peer)]),
);
writeFileSync(
  join(project, "package.json"),
  JSON.stringify(
    {
      name: `consume-${name}`,
      private: true,
      type: "module",
      dependencies: { [`@tinyllm/${name}`]: local[`@tinyllm/${name}`], ...peers },
      devDependencies: { typescript: readVersion("typescript") },
      overrides: local,
    },
    null,
    2,
  ),
);
copyFileSync(join(here, `${name}.mjs`), join(project, "smoke.mjs"));
copyFileSync(join(here, `${name}.ts`), join(project, "smoke-types.ts"));
writeFileSync(
  join(project, "tsconfig.json"),
  JSON.stringify({
    compilerOptions: {
      strict: true,
      module: "NodeNext",
      moduleResolution: "NodeNext",
      target: "ES2022",
      lib: ["ES2023", "DOM"],
      noEmit: true,
      skipLibCheck: false,
      types: [],
    },
    files: ["smoke-types.ts"],
  }),
);

const run = (command, args) => execFileSync(command, args, { cwd: project, stdio: "inherit" });
run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"]);
run("node", ["smoke.mjs"]);
run("npx", ["--no-install", "tsc", "-p", "tsconfig.json"]);
const installed = readdirSync(join(project, "node_modules", "@tinyllm")).sort();
console.log(`@tinyllm/${name} alone: installed ${installed.join(", ")}; smoke and types passed`);

/** The exact version the workspace has installed, so the consumer uses the same. */
function readVersion(dependency) {
  const file = join(root, "node_modules", dependency, "package.json");
  return JSON.parse(readFileSync(file, "utf8")).version;
}
