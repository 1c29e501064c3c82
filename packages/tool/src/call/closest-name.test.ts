import { describe, expect, it } from "vitest";
import { closestName, editDistance } from "./closest-name.js";

describe("editDistance (optimal string alignment)", () => {
  it.each([
    ["", "", 0],
    ["abc", "", 3],
    ["kitten", "sitting", 3],
    ["weather", "wether", 1],
    ["weather", "waether", 1],
    ["ab", "ba", 1],
    ["a", "b", 1],
    ["abc", "abd", 1],
    ["abc", "abxc", 1],
    ["abc", "ac", 1],
    ["", "abcd", 4],
    ["abcd", "badc", 2],
    ["abcdef", "abdcef", 1],
    ["abcdef", "bacdfe", 2],
    // OSA never edits a swapped pair again: "ca" to "abc" is 3, where unrestricted Damerau says 2.
    ["ca", "abc", 3],
    ["flaw", "lawn", 2],
    ["sunday", "saturday", 3],
    ["aaaa", "aaa", 1],
    ["abcde", "edcba", 4],
  ])("%j to %j is %i", (left, right, distance) => {
    expect(editDistance(left, right)).toBe(distance);
    expect(editDistance(right, left)).toBe(distance);
  });
});

describe("closestName", () => {
  const names = ["get_time", "get_weather", "list_files", "ls"];

  it.each([
    ["get-weather", "get_weather"],
    ["getWeather", "get_weather"],
    ["GetWeather", "get_weather"],
    ["get.weather", "get_weather"],
    ["get_wheather", "get_weather"],
    ["gettime", "get_time"],
    ["listFiles", "list_files"],
    ["LS", "ls"],
    ["lst", undefined],
    ["get_everything", undefined],
    ["x".repeat(500), undefined],
  ])("%j suggests %j", (wanted, expected) => {
    expect(closestName(wanted, names)).toBe(expected);
  });

  it("breaks ties by code-unit order", () => {
    expect(closestName("get_b", ["get_c", "get_a"])).toBe("get_a");
  });
});
