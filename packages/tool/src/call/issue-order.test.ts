import { describe, expect, it } from "vitest";
import { pathSegments, sortIssues } from "./issue-order.js";

const issue = (path: string, message = "m") => ({ code: "type", path, message });

describe("sortIssues", () => {
  it("sorts array indexes as numbers", () => {
    const paths = ["$[10]", "$[9]", "$[1000]", "$[1]", "$[99]", "$[0]"];
    expect(sortIssues(paths.map((path) => issue(path))).map((entry) => entry.path)).toEqual([
      "$[0]",
      "$[1]",
      "$[9]",
      "$[10]",
      "$[99]",
      "$[1000]",
    ]);
  });

  it("keeps the code-unit order elsewhere: $ first, names before indexes, then messages", () => {
    const sorted = sortIssues([
      issue("$.tags[2].name"),
      issue("$.tags[10]"),
      issue("$.tags"),
      issue('$["a b"]'),
      issue("$", "unexpected property"),
      issue("$", "missing required property"),
      issue("$.tags.length"),
    ]);
    expect(sorted.map((entry) => `${entry.path} ${entry.message}`)).toEqual([
      "$ missing required property",
      "$ unexpected property",
      "$.tags m",
      "$.tags.length m",
      "$.tags[2].name m",
      "$.tags[10] m",
      '$["a b"] m',
    ]);
  });

  it("splits a path into names and indexes", () => {
    expect(pathSegments('$.a[12]["x]y"][3].b')).toEqual([".a", 12, '["x]y"]', 3, ".b"]);
    expect(pathSegments("$")).toEqual([]);
  });
});
