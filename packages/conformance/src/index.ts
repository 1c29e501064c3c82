export { contentContractChecks } from "./content-checks.js";
export {
  acceptedCases,
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
  CallOptionsLike,
  CompiledSchemaLike,
  ContentModuleLike,
  ContentPartLike,
  ContentProjections,
  ContentResultLike,
  RegistryLike,
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
