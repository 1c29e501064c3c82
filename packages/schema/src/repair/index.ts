// `@tinyllm/schema/repair`: conservative repair of arguments that fail a schema (README:
// "Argument repair"). A subpath of its own, so that validating never pays for it.
export { exactNumber } from "./exact-number.js";
export { repair, repairJSON } from "./repair.js";
export type { Repair, RepairResult, RepairRule } from "./repair-types.js";
export { MAX_REPAIR_VALIDATIONS } from "./repair-value.js";
