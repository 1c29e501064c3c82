import { TOOL_NAME_PATTERN } from "@tinyllm/tool";
import { describe, expect, it } from "vitest";
import { assignToolNames } from "./tool-names.js";

const longName = `${"a_very_long_tool_name_".repeat(3)}abcd`;

describe("assignToolNames", () => {
  it("keeps valid free names, in code-unit order", () => {
    const { byLocalName, collisions } = assignToolNames(["search", "Zeta", "echo"], {
      serverName: "fs",
    });
    expect([...byLocalName]).toEqual([
      ["Zeta", "Zeta"],
      ["echo", "echo"],
      ["search", "search"],
    ]);
    expect(collisions).toEqual([]);
  });

  it("prefixes every name when told to", () => {
    const { byLocalName } = assignToolNames(["echo", "add"], {
      serverName: "everything",
      prefix: "ev",
    });
    expect([...byLocalName.keys()]).toEqual(["ev__add", "ev__echo"]);
    expect(byLocalName.get("ev__echo")).toBe("echo");
  });

  it("prefixes a taken name with the server's name", () => {
    const { byLocalName } = assignToolNames(["search"], {
      serverName: "b",
      taken: new Set(["search"]),
    });
    expect([...byLocalName]).toEqual([["b__search", "search"]]);
  });

  it("replaces characters a provider refuses, by code point", () => {
    const { byLocalName } = assignToolNames(["get.weather", "día😀"], { serverName: "my server" });
    expect([...byLocalName]).toEqual([
      ["my_server__d_a_", "día😀"],
      ["my_server__get_weather", "get.weather"],
    ]);
  });

  it("shortens a 70-character name to 64 with a stable hash, the same on every run", () => {
    const first = assignToolNames([longName], { serverName: "fake" });
    const second = assignToolNames([longName], { serverName: "fake" });
    const [local] = [...first.byLocalName.keys()];
    expect(local).toBeDefined();
    expect(local?.length).toBeLessThanOrEqual(64);
    expect(local).toMatch(TOOL_NAME_PATTERN);
    expect(local).toMatch(/^fake__a_very_long_tool_name_.*_[0-9a-f]{8}$/);
    expect([...second.byLocalName.keys()]).toEqual([local]);
    expect(first.byLocalName.get(local as string)).toBe(longName);
  });

  it("gives two servers' long names different hashes", () => {
    const a = [...assignToolNames([longName], { serverName: "a" }).byLocalName.keys()];
    const b = [...assignToolNames([longName], { serverName: "b" }).byLocalName.keys()];
    expect(a[0]).not.toBe(b[0]);
  });

  it("reports a name listed twice instead of overwriting", () => {
    const { byLocalName, collisions } = assignToolNames(["echo", "echo"], { serverName: "fs" });
    expect([...byLocalName.keys()]).toEqual(["echo"]);
    expect(collisions).toEqual([
      { name: "echo", reason: 'the server lists a second tool named "echo"' },
    ]);
  });

  it("reports a tool for which every candidate is taken", () => {
    const taken = new Set(["echo", "fs__echo"]);
    const hashed = [
      ...assignToolNames(["echo"], {
        serverName: "fs",
        taken: new Set(["echo"]),
      }).byLocalName.keys(),
    ];
    expect(hashed).toEqual(["fs__echo"]);
    const once = assignToolNames(["echo"], { serverName: "fs", taken });
    const local = [...once.byLocalName.keys()][0] as string;
    expect(local).toMatch(/^fs__echo_[0-9a-f]{8}$/);
    const none = assignToolNames(["echo"], { serverName: "fs", taken: new Set([...taken, local]) });
    expect(none.byLocalName.size).toBe(0);
    expect(none.collisions[0]?.reason).toBe(
      'no free registry name for "echo": every candidate is taken',
    );
  });
});
