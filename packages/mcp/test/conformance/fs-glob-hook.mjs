// Node 20 has no fs.globSync (Node 22 does), and the conformance CLI imports it by name.
// Loaded with `node --import`, this registers a resolve hook that gives the CLI's `fs` import
// a module with every real fs export plus a small globSync (`*`, `**`, literal segments).

import fs from "node:fs";
import { register } from "node:module";

if (typeof fs.globSync !== "function") {
  register(
    `data:text/javascript,${encodeURIComponent(`
      const shim = ${JSON.stringify(new URL("./fs-with-glob.mjs", import.meta.url).href)};
      export async function resolve(specifier, context, next) {
        if ((specifier === "fs" || specifier === "node:fs") && context.parentURL?.includes("node_modules") && context.parentURL !== shim) {
          return { url: shim, shortCircuit: true };
        }
        return next(specifier, context);
      }`)}`,
  );
}
