import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { loadOfficialSuite } from "../src/index.js";

const empty = mkdtempSync(join(tmpdir(), "tinyllm-no-suite-"));
afterAll(() => rmSync(empty, { recursive: true, force: true }));

test("missing suite data names where it comes from and how to point at a copy", () => {
  const expected = [
    `official JSON Schema Test Suite data missing in ${empty}: supported.json, boolean-schemas.json, unsupported-sample.json`,
    "https://github.com/json-schema-org/JSON-Schema-Test-Suite",
    "44401e0c046704b476ec9d2e2fccdaee618f259d",
    "TINYLLM_JSON_SCHEMA_SUITE",
  ];
  expect(() => loadOfficialSuite(empty)).toThrow(expected[0]);
  for (const part of expected) {
    expect(() => loadOfficialSuite(empty)).toThrow(part);
    expect(() => loadOfficialSuite(undefined)).toThrow(
      part === expected[0] ? "no folder given" : part,
    );
  }
});
