import { describe, expect, test } from "vitest";
import { testFormatSuite } from "../../test/format-suite.js";
import { isHostname, MAX_HOSTNAME_LENGTH, MAX_LABEL_LENGTH } from "./hostname.js";

testFormatSuite("hostname", "optional/format/hostname.json");

function name(length: number): string {
  const labels: string[] = [];
  let left = length;
  while (left > 0) {
    const size = Math.min(MAX_LABEL_LENGTH, left);
    labels.push("a".repeat(size));
    left -= size + 1;
  }
  return labels.join(".");
}

describe("lengths", () => {
  test("a 253-character name is the longest", () => {
    expect(name(MAX_HOSTNAME_LENGTH)).toHaveLength(253);
    expect(isHostname(name(MAX_HOSTNAME_LENGTH))).toBe(true);
    expect(isHostname(`${name(MAX_HOSTNAME_LENGTH - 2)}.b`)).toBe(true);
    expect(isHostname(`${name(MAX_HOSTNAME_LENGTH - 1)}.b`)).toBe(false);
  });
  test("the 253 characters count from where the name starts", () => {
    expect(isHostname(`joe@${name(MAX_HOSTNAME_LENGTH)}`, 4)).toBe(true);
    expect(isHostname(`joe@${name(MAX_HOSTNAME_LENGTH - 1)}.b`, 4)).toBe(false);
  });
  test("a label has 1 to 63 characters", () => {
    expect(isHostname("a".repeat(63))).toBe(true);
    expect(isHostname("a".repeat(64))).toBe(false);
    expect(isHostname("a..b")).toBe(false);
  });
});

test.each([
  ["EXAMPLE.com", true],
  ["0.1.2.3", true],
  ["ab--cd", true],
  ["xn--", false],
  ["xn--a", false],
  ["xn---abc", false],
  ["xn--abc-", false],
  ["xn--mnchen-3ya", true],
  ["XN--MNCHEN-3YA", true],
  ["xn--Mnchen-3ya", true],
  ["xn--mnchen-3ya-", false],
  ["xn--bcher-kva.example", true],
  ["xn--bcher-kva.", false],
  ["xn--tda", true],
  ["xn--e28h", false],
  ["xn--n3h", false],
  ["xn--dmin-moa0i", true],
  ["xn--s-pfa", true],
  ["xn--a-tfb", false],
  ["xn--ngbrx4e", true],
  ["xn--a-xbb", false],
  ["xn--a-wbb", false],
  ["xn--kz9a", false],
  ["xn--58d", false],
  ["xn--cfa", true],
  ["xn--kha", false],
  ["xn--ngba799q", true],
  ["xn--kk-fsf014u", true],
  ["xn--abcd-6ha", false],
  ["\u00e9xample.com", false],
  ["exa\u0000mple", false],
])("%j is %s", (value, expected) => {
  expect(isHostname(value)).toBe(expected);
});
