// What each README says a package depends on at run time is what its package.json says: the
// root README's packages table, and each package README's "Runtime dependencies" section
// (issue 33: the schema README said "No dependencies" while it depended on @tinyllm/types).
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const root = new URL("../../../", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), "utf8");

interface Manifest {
  name: string;
  private?: boolean;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const packages = ["packages", "apps"].flatMap((group) =>
  readdirSync(new URL(`${group}/`, root)).map((name) => `${group}/${name}`),
);
const manifestOf = (folder: string): Manifest => JSON.parse(read(`${folder}/package.json`));
const runtimeNames = (manifest: Manifest) =>
  [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ].sort();
/** The package names written in backticks in a piece of markdown. */
const namesIn = (text: string) =>
  [...text.matchAll(/`((?:@[a-z0-9-]+\/)?[a-z0-9][a-z0-9.-]*)`/g)].map(
    (match) => match[1] as string,
  );

/** The text of a README's "## Runtime dependencies" section, or undefined. */
function runtimeSection(readme: string): string | undefined {
  const start = readme.indexOf("\n## Runtime dependencies\n");
  if (start < 0) return undefined;
  const next = readme.indexOf("\n## ", start + 1);
  return readme.slice(start, next < 0 ? undefined : next);
}

describe("the root README's packages table", () => {
  const rows = read("README.md")
    .split("\n")
    .filter((line) => line.startsWith("| [`@tinyllm/"));

  it("lists every public package", () => {
    const listed = rows.map((row) => namesIn(row)[0]).sort();
    const published = packages.map(manifestOf).filter((manifest) => manifest.private !== true);
    expect(listed).toEqual(published.map((manifest) => manifest.name).sort());
  });

  for (const folder of packages.filter((folder) => manifestOf(folder).private !== true)) {
    const manifest = manifestOf(folder);
    it(`names the runtime dependencies of ${manifest.name}`, () => {
      const row = rows.find((line) => line.startsWith(`| [\`${manifest.name}\`]`));
      const cells = (row ?? "").split("|").map((cell) => cell.trim());
      const column = cells[cells.length - 2] ?? "";
      expect(column === "none" ? [] : namesIn(column).sort()).toEqual(runtimeNames(manifest));
    });
  }
});

describe("each package README's Runtime dependencies section", () => {
  for (const folder of packages) {
    const manifest = manifestOf(folder);
    const readme = read(`${folder}/README.md`);

    it(`${manifest.name} names every runtime dependency and no other package of ours`, () => {
      const section = runtimeSection(readme);
      expect(section, `${folder}/README.md has no "## Runtime dependencies" section`).toBeDefined();
      const lines = (section ?? "").split("\n");
      const named = new Set(namesIn(section ?? ""));
      for (const name of runtimeNames(manifest)) expect(named, name).toContain(name);
      // A package of ours named outside a dev-only line must be a runtime dependency.
      const claimed = lines
        .filter((line) => !/\bdev\b|dev-time|dev only/i.test(line))
        .flatMap(namesIn)
        .filter((name) => name.startsWith("@tinyllm/") && name !== manifest.name);
      for (const name of claimed) expect(runtimeNames(manifest), name).toContain(name);
    });

    it(`${manifest.name} never claims to have no dependencies when it has some`, () => {
      if (runtimeNames(manifest).length === 0) return;
      expect(readme).not.toMatch(/\bno dependencies\b|\bno other package of ours\b/i);
    });
  }

  it("the root README never says a package with dependencies brings none", () => {
    expect(read("README.md")).not.toMatch(/brings no other package of ours/);
  });
});
