import { describe, expectTypeOf, it } from "vitest";
import type { ArgumentRepairer } from "../call/argument-repairer.js";
import { Registry } from "../registry.js";
import type { ToolResult } from "../result/tool-result.js";
import { conservativeRepair } from "./conservative-repair.js";
import { type RepairedToolResult, repairsOf } from "./repaired-result.js";

describe("the repair option's types", () => {
  it("takes what conservativeRepair() returns, and no hand-written function", () => {
    expectTypeOf(conservativeRepair()).toEqualTypeOf<ArgumentRepairer>();
    new Registry({ repair: conservativeRepair({ note: false }) });
    // @ts-expect-error: the registry does not judge a hand-written repairer's proposal again
    new Registry({ repair: (answer: ToolResult) => answer });
    // @ts-expect-error: the issue's string form costs every registry the rules (README)
    new Registry({ repair: "conservative" });
  });

  it('takes the same per call and per turn, or "off"', () => {
    const registry = new Registry();
    const call = { id: "c", type: "function", function: { name: "t", arguments: "{}" } } as const;
    registry.call(call, { repair: conservativeRepair() });
    registry.call(call, { repair: "off" });
    registry.callAll([call], { repair: "off", concurrency: 2 });
    // @ts-expect-error: the string form exists only to switch repair off
    registry.call(call, { repair: "conservative" });
    // @ts-expect-error: nor does a call take a hand-written repairer
    registry.callAll([call], { repair: (answer: ToolResult) => answer });
  });

  it("reads repairs as data from any result", () => {
    expectTypeOf(repairsOf).parameter(0).toEqualTypeOf<ToolResult>();
    expectTypeOf<RepairedToolResult["repairs"]>().toEqualTypeOf<
      readonly {
        readonly path: string;
        readonly rule: import("@tinyllm/schema/repair").RepairRule;
        readonly from: import("@tinyllm/types").Json;
        readonly to?: import("@tinyllm/types").Json;
      }[]
    >();
  });
});
