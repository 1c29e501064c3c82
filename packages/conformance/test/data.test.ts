import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, test } from "vitest";
import {
  acceptedCases,
  callCases,
  definitionCases,
  refusalCases,
  registerCases,
  requirements,
  type ValidateCase,
  validateCases,
  workedExample,
} from "../src/index.js";

describe("the contract data", () => {
  test("requirement ids are unique", () => {
    const ids = requirements.map((entry) => entry.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  test("requirement ids follow area.topic.case and each has one sentence", () => {
    for (const { id, requirement } of requirements) {
      expect(id).toMatch(
        /^(schema|registry|tool|standard|repair|content)\.[a-z0-9-]+\.[a-z0-9.^-]+$/,
      );
      expect(requirement.length, id).toBeGreaterThan(20);
      expect(requirement.trim().endsWith("."), id).toBe(true);
    }
  });

  test("every table test expects either exact lines or exact paths", () => {
    for (const entry of [...validateCases, ...acceptedCases]) {
      expect(entry.tests.length, entry.id).toBeGreaterThan(0);
      for (const item of entry.tests) {
        expect((item.errors === undefined) !== (item.paths === undefined), entry.id).toBe(true);
      }
    }
  });

  test("exact lines start with their path", () => {
    for (const entry of [...validateCases, ...acceptedCases]) {
      for (const item of entry.tests) {
        for (const line of item.errors ?? [])
          expect(line, entry.id).toMatch(/^\$[^:]*(?:"[^"]*")*[^:]*: ./);
      }
    }
  });

  test("the worked example's model text is its errors under the SPEC 6 header", () => {
    expect(workedExample.modelText).toBe(
      [`error: invalid arguments for ${workedExample.tool.name}:`, ...workedExample.errors].join(
        "\n",
      ),
    );
  });

  test("every refusal and registry case has content", () => {
    for (const entry of refusalCases) expect(entry.schemas.length, entry.id).toBeGreaterThan(0);
    for (const entry of [...registerCases, ...definitionCases])
      expect(entry.steps.length).toBeGreaterThan(0);
    for (const entry of callCases) expect(entry.calls.length, entry.id).toBeGreaterThan(0);
  });

  // The verdicts were derived from SPEC by hand; Ajv2020 is an independent second opinion on
  // every one of them (the exact messages are ours alone).
  test("every table verdict agrees with Ajv2020", () => {
    const ajv = new Ajv2020({ strict: false, ownProperties: true, logger: false });
    const disagreements: string[] = [];
    const example: ValidateCase = {
      id: "example",
      requirement: "The worked example.",
      schema: workedExample.tool.parameters,
      tests: [{ json: workedExample.badCall.arguments, paths: ["$"] }],
    };
    for (const entry of [...validateCases, ...acceptedCases, example]) {
      const validate = ajv.compile(entry.schema as object);
      for (const item of entry.tests) {
        if (item.malformed === true) continue;
        const valid = (item.errors ?? item.paths ?? []).length === 0;
        if (validate(JSON.parse(item.json)) !== valid)
          disagreements.push(`${entry.id}: ${item.json}`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});
