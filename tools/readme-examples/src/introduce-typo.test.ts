import { expect, test } from "vitest";
import { introduceTypo } from "./introduce-typo.js";

test("the first name called or read from gets an x; code without one gives undefined", () => {
  expect(introduceTypo('import { a } from "a";\nconsole.log(1);\nregistry.call(a);')).toBe(
    'import { a } from "a";\nconsole.log(1);\nregistryx.call(a);',
  );
  expect(introduceTypo("const x = compile({});")).toBe("const x = compilex({});");
  expect(introduceTypo("const x = 1;")).toBeUndefined();
});
