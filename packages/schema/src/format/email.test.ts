import { expect, test } from "vitest";
import { testFormatSuite } from "../../test/format-suite.js";
import { isEmail, MAX_LOCAL_PART_LENGTH } from "./email.js";

testFormatSuite("email", "optional/format/email.json");

test.each([
  ["a@b", true],
  ["user+tag@example.com", true],
  ["!#$%&'*+-/=?^_`{|}~@example.com", true],
  ['""@example.com', true],
  ['"a\\"b"@example.com', true],
  ['"a\\\\b"@example.com', true],
  ['"a"b"@example.com', false],
  ['"a\\', false],
  ['"abc"', false],
  ['"abc"x@example.com', false],
  ['"tab\there"@example.com', false],
  ["joe@[IPv6:2001:db8::1]", true],
  ["joe@[ipv6:::ffff:192.0.2.1]", true],
  ["joe@[IPv6:1.2.3.4]", false],
  ["joe@[1.2.3.4", false],
  ["joe@[01.2.3.4]", false],
  ["joe@[tag:anything]", false],
  ["joe@example.com.", false],
  ["joe@-example.com", false],
  ["joe@xn--mnchen-3ya.de", true],
  ["joe@xn--X.de", false],
  ["j\u00f6e@example.com", false],
  ["joe@@example.com", false],
  ["joe", false],
  ["", false],
  // RFC 5321 4.1.2: qtextSMTP and quoted-pairSMTP are %d32-126, space and "~" included
  ['"a\\ b"@example.com', true],
  ['"a\\~"@example.com', true],
  ['"~ "@example.com', true],
  ['"a\\\u0001"@example.com', false],
  ['"a\\\u007f"@example.com', false],
  ['"a\\\u00e9"@example.com', false],
  ['"\u007f"@example.com', false],
  ['"\u00e9"@example.com', false],
  // a Quoted-string needs its closing quote; a Dot-string starts with an atom
  ['"@example.com', false],
  [".@example.com", false],
  // an address literal ends with its "]"
  ["joe@[192.0.2.1x", false],
  ["joe@[IPv6:::1x", false],
])("%j is %s", (value, expected) => {
  expect(isEmail(value)).toBe(expected);
});

test("the local part has at most 64 characters, quotes included", () => {
  expect(isEmail(`${"a".repeat(MAX_LOCAL_PART_LENGTH)}@example.com`)).toBe(true);
  expect(isEmail(`${"a".repeat(MAX_LOCAL_PART_LENGTH + 1)}@example.com`)).toBe(false);
  expect(isEmail(`"${"a".repeat(MAX_LOCAL_PART_LENGTH - 2)}"@example.com`)).toBe(true);
  expect(isEmail(`"${"a".repeat(MAX_LOCAL_PART_LENGTH - 1)}"@example.com`)).toBe(false);
});
