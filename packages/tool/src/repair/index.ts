// `@tinyllm/tool/repair`: the registry's opt-in argument repair (README: "Argument repair").
// A subpath of its own: a registry without it does not carry the rules.
export type { Repair, RepairRule } from "@tinyllm/schema/repair";
export type { ArgumentRepairer } from "../call/argument-repairer.js";
export { type ConservativeRepairOptions, conservativeRepair } from "./conservative-repair.js";
export { repairNote } from "./repair-note.js";
export { type RepairedResultFields, RepairedToolResult, repairsOf } from "./repaired-result.js";
