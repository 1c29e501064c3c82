import * as tool from "@tinyllm/tool";
import { conservativeRepair, repairsOf } from "@tinyllm/tool/repair";
import type { RepairModuleLike } from "../src/index.js";

/** @tinyllm/tool with its repair subpath, as the repair contract drives it. */
export const repairingTool = {
  Registry: tool.Registry,
  newTool: tool.newTool,
  conservativeRepair: () => conservativeRepair(),
  repairsOf: (result) => repairsOf(result as tool.ToolResult),
} as RepairModuleLike;
