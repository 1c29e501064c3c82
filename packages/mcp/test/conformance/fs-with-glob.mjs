// `node:fs` with a minimal globSync for Node 20 (see fs-glob-hook.mjs).
import fs from "node:fs";
import path from "node:path";

export * from "node:fs";
export default fs;

function toRegExp(pattern) {
  let source = "";
  for (let index = 0; index < pattern.length; index++) {
    const character = pattern[index];
    if (character === "*" && pattern[index + 1] === "*") {
      source += pattern[index + 2] === "/" ? "(?:.*/)?" : ".*";
      index += pattern[index + 2] === "/" ? 2 : 1;
    } else if (character === "*") source += "[^/]*";
    else if (character === "?") source += "[^/]";
    else source += character.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

/** The paths under `options.cwd` (relative, `/`-separated) that match the pattern. */
export function globSync(pattern, options = {}) {
  const cwd = options.cwd ?? process.cwd();
  const matcher = toRegExp(String(pattern));
  return fs
    .readdirSync(cwd, { recursive: true })
    .map((entry) => String(entry).split(path.sep).join("/"))
    .filter((entry) => matcher.test(entry));
}
