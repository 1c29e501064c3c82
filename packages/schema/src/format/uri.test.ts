import { describe, expect, test } from "vitest";
import { testFormatSuite } from "../../test/format-suite.js";
import { isUri, isUriReference } from "./uri.js";

describe("the official suite", () => {
  testFormatSuite("uri", "optional/format/uri.json");
  testFormatSuite("uri-reference", "optional/format/uri-reference.json");
});

// [text, valid as a URI, valid as a URI reference]
test.each([
  ["a:", true, true],
  ["A+b-c.d:x", true, true],
  ["http://", true, true],
  ["http://host:", true, true],
  ["http://host:8080", true, true],
  ["http://user:pass@host:80/p?q#f", true, true],
  ["http://@host", true, true],
  ["http://[v1.a:b]/", true, true],
  ["http://[V1F.x]/", true, true],
  ["http://[v.x]/", false, false],
  ["http://[v1.]/", false, false],
  ["http://[v1.%41]/", false, false],
  ["http://[::1]:80/", true, true],
  ["http://[::1]x/", false, false],
  ["http://[::1", false, false],
  ["http://[fe80::1%25eth0]/", false, false],
  ["http://a:b:c/", false, false],
  ["http://h%41st/", true, true],
  ["http://host/a?b?c#d?e/f", true, true],
  ["http://host/#a#b", false, false],
  ["http://host/%4", false, false],
  ["http://host/%41", true, true],
  ["mailto:a@b", true, true],
  ["urn:isbn:0451450523", true, true],
  ["a:b:c", true, true],
  ["a:/b", true, true],
  ["a:%zz", false, false],
  ["", false, true],
  ["#", false, true],
  ["?", false, true],
  ["//", false, true],
  ["///a", false, true],
  ["a/b:c", false, true],
  ["a:b/c", true, true],
  ["%41:b", false, false],
  ["-a:b", false, false],
  ["a b", false, false],
  ["\u00e9", false, false],
  ["http://ex\u00e4mple.com", false, false],
  // pct-encoded is "%" HEXDIG HEXDIG: both digits hex, the first too
  ["http://a/%g0", false, false],
  // IPvFuture: "v" 1*HEXDIG "." then the address
  ["http://[v1:a]/", false, false],
  // "@" and ":" in the path or query are pchars there, not the end of a userinfo or a host
  ["http://a/@x", true, true],
  ["http://a/b:c", true, true],
  ["a?b:c", false, true],
  // a query is checked like a fragment; "/" and "?" in a query or fragment do not start a path or query
  ["http://a/?b c", false, false],
  ["http://a?/b", true, true],
  ["http://a#x?y", true, true],
  // path-absolute may hold ":"; path-noscheme's first segment may not, before a "/" either
  ["/a:b", false, true],
  [":a", false, false],
  ["1:b/c", false, false],
])("%j: uri %s, uri-reference %s", (value, uri, reference) => {
  expect([isUri(value), isUriReference(value)]).toEqual([uri, reference]);
});
