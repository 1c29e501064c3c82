import { describe, expect, it } from "vitest";
import { closestName } from "./closest-name.js";

describe("closestName limits", () => {
  it("allows no edit below four characters", () => {
    expect(closestName("abd", ["abc"])).toBeUndefined();
    expect(closestName("ABC", ["abc"])).toBe("abc");
    expect(closestName("a-b-c", ["abc"])).toBe("abc");
  });

  it("allows one edit per four characters", () => {
    expect(closestName("abcx", ["abcd"])).toBe("abcd");
    expect(closestName("abxx", ["abcd"])).toBeUndefined();
    expect(closestName("abcdefgx", ["abcdefgh"])).toBe("abcdefgh");
    expect(closestName("abcdefxx", ["abcdefgh"])).toBe("abcdefgh");
    expect(closestName("abcdexxx", ["abcdefgh"])).toBeUndefined();
    expect(closestName("abcdefg", ["abcdefgh"])).toBe("abcdefgh");
    expect(closestName("abcdexx", ["abcdefg"])).toBeUndefined();
    expect(closestName("abcdefghixxx", ["abcdefghijkl"])).toBe("abcdefghijkl");
    expect(closestName("abcdefghxxxx", ["abcdefghijkl"])).toBeUndefined();
  });

  it("allows three edits at most, however long the name", () => {
    const name = "abcdefghijklmnopqrst";
    expect(closestName("abcdefghijklmnopqxxx", [name])).toBe(name);
    expect(closestName("abcdefghijklmnopxxxx", [name])).toBeUndefined();
  });

  it("counts the limit on the name without separators", () => {
    // "a_b_c_d" is 7 characters but "abcd" after dropping separators: one edit allowed, not two.
    expect(closestName("a_b_x_d", ["abcd"])).toBe("abcd");
    expect(closestName("a_x_x_d", ["abcd"])).toBeUndefined();
  });

  it("finds names whose length differs by exactly the allowed edits", () => {
    // The wanted names end in "x" so that none is the beginning of a registered one.
    expect(closestName("abcdefgx", ["abcdefgxij"])).toBe("abcdefgxij");
    expect(closestName("abcdefx", ["abcdeyghi"])).toBeUndefined();
    expect(closestName("abcdefgh", ["abcdef"])).toBe("abcdef");
    expect(closestName("abcdefgx", ["abcdeyghijk"])).toBeUndefined();
    expect(closestName("abcdefgh", ["abcde"])).toBeUndefined();
  });

  it("failing a near spelling, finds a name the wanted one begins (five characters or more)", () => {
    expect(closestName("abcdefg", ["abcdefghi"])).toBe("abcdefghi");
    expect(closestName("get_wea", ["get_weather", "get_wealth"])).toBe("get_wealth");
    // Counted without separators: "get_we" is "getwe", five; "get_w" is "getw", four.
    expect(closestName("get_we", ["get_weather"])).toBe("get_weather");
    expect(closestName("get_w", ["get_weather"])).toBeUndefined();
    expect(closestName("weather", ["get_weather"])).toBeUndefined();
  });

  it("drops every separator, of each kind, and ignores case on both sides", () => {
    expect(closestName("get-the.current_weather", ["GetTheCurrentWeather"])).toBe(
      "GetTheCurrentWeather",
    );
    expect(closestName("Get--The__Current..Weather", ["get_the_current_weather"])).toBe(
      "get_the_current_weather",
    );
    expect(closestName("get the weather", ["get_the_weather"])).toBe("get_the_weather");
    expect(closestName("get  the  weather", ["get_the_weather"])).toBeUndefined();
    expect(closestName("get/the/weather", ["get_the_weather"])).toBe("get_the_weather");
  });

  it("compares a made-up name of up to 128 characters, and none longer", () => {
    const name = "a".repeat(120);
    expect(closestName(`${"a".repeat(125)}-_.`, [name])).toBeUndefined();
    expect(closestName("a".repeat(123), [name])).toBe(name);
    expect(closestName(`${"a".repeat(121)}-------`, [name])).toBe(name);
    expect(closestName(`${"a".repeat(121)}--------`, [name])).toBeUndefined();
  });

  it("prefers the closer name wherever it is in the list", () => {
    expect(closestName("abcdefgh", ["abcdefxx", "abcdefgx"])).toBe("abcdefgx");
    expect(closestName("abcdefgh", ["abcdefgx", "abcdefxx"])).toBe("abcdefgx");
    expect(closestName("abcdefgh", ["zzz", "abcdefgh_", "abcdefgx"])).toBe("abcdefgh_");
    // A farther name that sorts first does not displace a closer one.
    expect(closestName("abcdefgh", ["abcdefgx", "abcdefaa"])).toBe("abcdefgx");
  });

  it("breaks ties by code-unit order, whatever the order given", () => {
    expect(closestName("abcdefgh", ["abcdefgy", "abcdefgx"])).toBe("abcdefgx");
    expect(closestName("abcdefgh", ["abcdefgx", "abcdefgy"])).toBe("abcdefgx");
    expect(closestName("abcdefgh", ["abcdefgz", "abcdefgx", "abcdefgy"])).toBe("abcdefgx");
    // Code units, not locale: "Z" sorts before "a".
    expect(closestName("abcdefgh", ["abcdefga", "abcdefgZ"])).toBe("abcdefgZ");
  });

  it("compares lower-cased names, so a dotless i is not an i", () => {
    // Upper-casing would turn "ı" into "I" and call "ıııı" an exact match for "iiii".
    expect(closestName("ıııı", ["iiii"])).toBeUndefined();
    expect(closestName("IIII", ["iiii"])).toBe("iiii");
  });

  it("returns nothing for an empty list", () => {
    expect(closestName("anything", [])).toBeUndefined();
  });
});
