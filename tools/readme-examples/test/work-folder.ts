import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll } from "vitest";

/** The repository root. */
export const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/**
 * A fresh folder for example modules inside this package (so `@tinyllm/*` and `openai` resolve
 * from it as from a consumer's project), removed after the test file.
 */
export function workFolder(): string {
  const parent = fileURLToPath(new URL("../.examples/", import.meta.url));
  mkdirSync(parent, { recursive: true });
  const folder = mkdtempSync(join(parent, "run-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}
