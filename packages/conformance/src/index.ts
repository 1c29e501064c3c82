export { contentContractChecks } from "./content-checks.js";
export {
  type ApprovalScenario,
  acceptedCases,
  approvalRequirements,
  approvalScenario,
  behaviourRequirements,
  type CallCase,
  type CallExpectation,
  type CallStep,
  callCases,
  contentRequirements,
  definitionCases,
  findRequirement,
  type InstanceTest,
  type RefusalCase,
  type RefusedSchema,
  type RegisterCase,
  type Requirement,
  refusalCases,
  registerCases,
  repairRequirements,
  requirements,
  standardBehaviours,
  standardCases,
  standardRefusals,
  type ToolBehaviour,
  type ToolSpec,
  type ValidateCase,
  validateCases,
  type WorkedExample,
  workedExample,
} from "./contract-data.js";
export type {
  ApprovalDecisionLike,
  ApprovalRegistryLike,
  CallOptionsLike,
  CompiledSchemaLike,
  ContentModuleLike,
  ContentPartLike,
  ContentProjections,
  ContentResultLike,
  PendingApprovalLike,
  RegistryLike,
  RepairLike,
  RepairModuleLike,
  SchemaModuleLike,
  ToolContextLike,
  ToolLike,
  ToolModuleLike,
  ToolResultLike,
  ValidationErrorLike,
} from "./contract-types.js";
export {
  describeChecks,
  describeContentContract,
  describeRegistryContract,
  describeRepairContract,
  describeSchemaContract,
  describeStandardContract,
} from "./describe-contract.js";
export { jsonEqual } from "./json-equal.js";
export {
  describeOfficialSuite,
  loadOfficialSuite,
  OFFICIAL_SUITE_ENV,
  OFFICIAL_SUITE_FILES,
  type OfficialGroup,
  type OfficialGroupCheck,
  type OfficialSuiteDifference,
  type OfficialSuiteOptions,
  officialSuiteChecks,
  officialSuiteDifferences,
  officialSuiteDir,
} from "./official-suite.js";
export { registryContractChecks } from "./registry-checks.js";
export { repairContractChecks } from "./repair-checks.js";
export {
  type CheckReport,
  type Coverage,
  check,
  coverage,
  describeError,
  type RequirementCheck,
  runChecks,
  show,
} from "./requirement-check.js";
export { schemaContractChecks } from "./schema-checks.js";
export { standardContractChecks } from "./standard-checks.js";
export {
  describeStandardSuite,
  STANDARD_SUITE_FILES,
  standardSuiteChecks,
} from "./standard-suite.js";
