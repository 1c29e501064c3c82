import { expect, test } from "vitest";
import { testFormatSuite } from "../../test/format-suite.js";
import { isDuration } from "./duration.js";

testFormatSuite("duration", "optional/format/duration.json");

test.each([
  ["P1Y", true],
  ["P1Y2M", true],
  ["P1M2D", true],
  ["P1DT1S", true],
  ["PT1H2M3S", true],
  ["PT1M", true],
  ["p1y2m3dt4h5m6s", true],
  ["P1W", true],
  ["p1w", true],
  ["P1Y2M3D4H", false],
  ["P1YT1H2S", false],
  ["PT1S2M", false],
  ["PT1H1H", false],
  ["P1Y1Y", false],
  ["P1D1D", false],
  ["PTT1H", false],
  ["PT1HT1M", false],
  ["P1DT", false],
  ["P1W1D", false],
  ["PW", false],
  ["P1\u017f", false],
  ["PT1\u017f", false],
  ["P1D\u0000", false],
  ["P", false],
  ["", false],
  ["Q1D", false],
  ["11D", false],
  ["PT1W", false],
  ["P1DT1W", false],
])("%j is %s", (value, expected) => {
  expect(isDuration(value)).toBe(expected);
});
