import { describe, expect, test } from "vitest";
import { testFormatSuite } from "../../test/format-suite.js";
import { isIpv4, isIpv6 } from "./ip-address.js";

describe("the official suite", () => {
  testFormatSuite("ipv4", "optional/format/ipv4.json");
  testFormatSuite("ipv6", "optional/format/ipv6.json");
});

test.each([
  ["0.0.0.0", true],
  ["1.2.3.4", true],
  ["249.250.251.255", true],
  ["01.2.3.4", false],
  ["1.2.3.00", false],
  ["1.2.3.0255", false],
  ["1.2.3.256", false],
  ["1.2.3.1000", false],
  ["1.2.3", false],
  ["1.2.3.4.", false],
])("ipv4 %j is %s (leading zeros refused)", (value, expected) => {
  expect(isIpv4(value)).toBe(expected);
});

test("ipv4 judges only the range it is given", () => {
  expect(isIpv4("[1.2.3.4]", 1, 8)).toBe(true);
  expect(isIpv4("1.2.3.4.5", 0, 7)).toBe(true);
  expect(isIpv4("1.2.3.", 0, 5)).toBe(false);
  expect(isIpv4("1.2.3x4", 0, 5)).toBe(false);
  expect(isIpv4("1.2.3.45", 0, 7)).toBe(true);
});

test("ipv6 judges only the range it is given", () => {
  expect(isIpv6("[::1]", 1, 4)).toBe(true);
  expect(isIpv6("::1a", 0, 3)).toBe(true);
  expect(isIpv6("::1.2.3.4", 0, 3)).toBe(true);
  expect(isIpv6("::1:2", 0, 4)).toBe(false);
});

describe("ipv6: every place the :: can stand", () => {
  const groups = ["1", "2", "3", "4", "5", "6", "7", "8"];
  for (let before = 0; before <= 7; before++) {
    for (let after = 0; before + after <= 7; after++) {
      const text = `${groups.slice(0, before).join(":")}::${groups.slice(8 - after).join(":")}`;
      test(`${text} is valid`, () => expect(isIpv6(text)).toBe(true));
      if (before + after <= 5) {
        const mixed = `${text}${after > 0 ? ":" : ""}192.0.2.1`;
        test(`${mixed} is valid`, () => expect(isIpv6(mixed)).toBe(true));
      }
    }
  }
  test.each([
    ["1:2:3:4:5:6:7:8", true],
    ["1:2:3:4:5:6:192.0.2.1", true],
    ["1:2:3:4:5:6:7::", true],
    ["::1:2:3:4:5:6:7", true],
    ["FFFF:ffff::AbCd", true],
    ["1:2:3:4:5:6:7:8::", false],
    ["::1:2:3:4:5:6:7:8", false],
    ["1:2:3:4::5:6:7:8", false],
    ["1:2:3:4:5:6::192.0.2.1", false],
    ["1:2:3:4:5:6:7:192.0.2.1", false],
    ["::192.0.2.1:1", false],
    ["::192.0.2", false],
    ["1:2:3:4:5:6:7:8:", false],
    [":", false],
    [":ab", false],
    [":12:3:4:5:6:7:8", false],
    ["1;2:3:4:5:6:7:8", false],
    ["1 2:3:4:5:6:7:8", false],
    [":::", false],
    ["1:", false],
    ["00000::", false],
    ["::00001", false],
    ["::0001", true],
    ["", false],
  ])("%j is %s", (value, expected) => {
    expect(isIpv6(value)).toBe(expected);
  });
});
