import { expect, test } from "vitest";
import { testFormatSuite } from "../../test/format-suite.js";
import { isUuid } from "./uuid.js";

testFormatSuite("uuid", "optional/format/uuid.json");

test.each([
  ["ffffffff-ffff-ffff-ffff-ffffffffffff", true],
  ["01890a5d-ac96-774b-bcce-b302099a8057", true],
  ["{01890a5d-ac96-774b-bcce-b302099a8057}", false],
  ["01890a5d-ac96-774b-bcce-b302099a805g", false],
  ["01890a5d-ac96-774b-bcce_b302099a8057", false],
  ["01890a5dxac96-774b-bcce-b302099a8057", false],
  ["01890a5d-ac96-774b-bcce-b302099a80571", false],
])("%j is %s", (value, expected) => {
  expect(isUuid(value)).toBe(expected);
});
