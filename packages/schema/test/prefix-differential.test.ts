import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { compile, type Schema } from "../src/index.js";
import { type PrefixJudgement, prefixSchema } from "../src/prefix/index.js";
import { loadSuiteFile, missingSuiteFiles, missingSuiteMessage } from "./suite-data.js";

// The schemas and instances the repository already tests full validation on: the official
// suite's files and the contract's validate table. Each instance is streamed as its JSON text,
// one character and seven characters at a time, indented and not, and every answer is held to
// full validation of the whole text: never `invalid` when it passes, `complete` at the end
// with exactly its errors.

const FILES = ["supported.json", "boolean-schemas.json", "standard.json", "standard-draft7.json"];
const missing = missingSuiteFiles(FILES);
const CONTRACT = new URL("../../conformance/src/data/schema-validate.json", import.meta.url);

interface Instance {
  readonly where: string;
  readonly schema: Schema;
  readonly text: string;
}

function instances(): Instance[] {
  const found: Instance[] = [];
  const add = (where: string, document: unknown, texts: readonly string[]) => {
    let schema: Schema;
    try {
      schema = compile(document);
    } catch {
      return;
    }
    for (const text of texts) found.push({ where, schema, text });
  };
  for (const file of FILES) {
    for (const group of loadSuiteFile(file)) {
      for (const item of group.tests) {
        const texts = [JSON.stringify(item.data), JSON.stringify(item.data, null, 1)];
        add(`${file}: ${group.description}: ${item.description}`, group.schema, texts);
      }
    }
  }
  const contract = JSON.parse(readFileSync(CONTRACT, "utf8")) as {
    cases: { id: string; schema: unknown; tests: { json: string }[] }[];
  };
  for (const item of contract.cases) {
    add(
      item.id,
      item.schema,
      item.tests.map((entry) => entry.json),
    );
  }
  return found;
}

const prepared = new WeakMap<Schema, ReturnType<typeof prefixSchema>>();

function stream(schema: Schema, text: string, size: number): PrefixJudgement[] {
  let prefix = prepared.get(schema);
  if (prefix === undefined) {
    prefix = prefixSchema(schema);
    prepared.set(schema, prefix);
  }
  const validation = prefix.begin();
  const answers: PrefixJudgement[] = [];
  for (let at = 0; at < text.length; at += size)
    answers.push(validation.push(text.slice(at, at + size)));
  if (answers.length === 0) answers.push(validation.judgement());
  return answers;
}

describe.skipIf(missing.length > 0)("prefixSchema on the test corpus", () => {
  test("never invalid for a text that passes; complete with full validation's errors at the end", () => {
    if (missing.length > 0) throw new Error(missingSuiteMessage(missing));
    const all = instances();
    expect(all.length).toBeGreaterThan(1500);
    let early = 0;
    for (const { where, schema, text } of all) {
      const full = schema.validateJSON(text).map(String);
      for (const size of [1, 7]) {
        const answers = stream(schema, text, size);
        const last = answers[answers.length - 1];
        if (full.length === 0) {
          expect(
            answers.filter((answer) => answer.state === "invalid"),
            `${where}: ${text}`,
          ).toEqual([]);
          expect(last, `${where}: ${text}`).toEqual({ state: "complete", errors: [] });
        } else if (last?.state === "complete") {
          expect(last.errors.map(String), `${where}: ${text}`).toEqual(full);
        } else if (last?.state === "viable") {
          // A text cut short is still a prefix: only JSON that is not whole ends viable.
          expect(full, `${where}: ${text}`).toEqual([expect.stringMatching(/^\$: invalid JSON/)]);
        } else {
          expect(last?.state, `${where}: ${text}`).toBe("invalid");
          if (
            size === 1 &&
            answers.findIndex((answer) => answer.state === "invalid") < text.length - 1
          )
            early++;
        }
      }
    }
    // Some refusals come before the last character.
    expect(early).toBeGreaterThan(10);
  });
});
