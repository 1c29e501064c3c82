import { describe, test } from "vitest";
import { compile as compileCore } from "./core.js";
import { compile } from "./index.js";

// Issue 35: a misspelt option is a type error before it is a SchemaError at run time.
describe("compile's options", () => {
  test("an unknown name is refused by the type checker, in both entries", () => {
    // @ts-expect-error maxErrorz is no option of compile
    compile({ type: "string" }, { maxErrorz: 3 });
    // @ts-expect-error vocabluary is no option of compile
    compileCore({ type: "string" }, { vocabluary: "core" });
    compile(
      { type: "string" },
      { vocabulary: "core", annotations: ["x-*"], unenforceable: "annotate" },
    );
  });
});
