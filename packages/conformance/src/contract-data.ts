import { readFileSync } from "node:fs";
import type { Json } from "@tinyllm/types";

/**
 * Reads a data file of the contract with JSON.parse. Not an `import ... with { type: "json" }`:
 * bundlers such as Vite turn JSON into an object literal, where a `"__proto__"` key sets the
 * prototype instead of making the own property the contract is about.
 */
export function loadContractData(file: string): unknown {
  return JSON.parse(readFileSync(new URL(`./data/${file}`, import.meta.url), "utf8"));
}

const validateData = loadContractData("schema-validate.json") as { cases: unknown };
const compileData = loadContractData("schema-compile.json") as {
  refusals: unknown;
  accepted: unknown;
};
const workedExampleData = loadContractData("worked-example.json");
const registryData = loadContractData("registry.json") as {
  register: unknown;
  definitions: unknown;
  calls: unknown;
};
const behaviourData = loadContractData("behaviours.json") as { requirements: unknown };
const approvalData = loadContractData("approval.json") as {
  scenario: unknown;
  requirements: unknown;
};
const repairData = loadContractData("repair.json") as { requirements: unknown };
const contentData = loadContractData("content.json") as { requirements: unknown };
const standardData = loadContractData("standard-contract.json") as {
  cases: unknown;
  refusals: unknown;
  behaviours: unknown;
};

/** One instance of a table case: JSON text and what validating it must give. */
export interface InstanceTest {
  /** The instance as JSON text (validateJSON reads it as text and as UTF-8 bytes). */
  readonly json: string;
  /** True when the text is not JSON: only validateJSON applies. */
  readonly malformed?: boolean;
  /** The exact `path: message` lines, in order, where SPEC fixes the messages. */
  readonly errors?: readonly string[];
  /** The exact paths of the errors, in order, where SPEC leaves the wording open. */
  readonly paths?: readonly string[];
}

/** A requirement: a stable id and one sentence of behaviour. */
export interface Requirement {
  /** `area.topic.case`, for example `schema.type.integer-accepts-3.0`. */
  readonly id: string;
  /** One sentence of behaviour. */
  readonly requirement: string;
}

/** A validate-table case (SPEC 4.1, 4.2, 7): one schema and the instances it judges. */
export interface ValidateCase extends Requirement {
  /** The schema, a JSON value. */
  readonly schema: Json;
  /** The instances and their expected errors. */
  readonly tests: readonly InstanceTest[];
}

/** A schema compile must refuse, with the places where problems must be reported. */
export interface RefusedSchema {
  /** The schema, a JSON value. */
  readonly schema: Json;
  /** Schema paths where at least one issue must be, at the place or under it. */
  readonly places: readonly string[];
  /** At least this many issues. */
  readonly minIssues?: number;
}

/** A compile refusal requirement with its schemas. */
export interface RefusalCase extends Requirement {
  /** Schemas compile must refuse. */
  readonly schemas: readonly RefusedSchema[];
}

/** What a tool of the registry data does when it runs. */
export interface ToolBehaviour {
  /** `return`, `tool-error`, `reject-tool-error`, `throw-error`, `reject-error`, `throw-null`, ... */
  readonly kind: string;
  /** The returned text, or the message of what is thrown. */
  readonly message?: string;
}

/** A tool of the registry data; no `parameters` means a tool without a schema. */
export interface ToolSpec {
  /** The tool's name, possibly invalid on purpose. */
  readonly name: string;
  /** The tool's description. */
  readonly description: string;
  /** Its schema; absent for a tool without one. */
  readonly parameters?: Json;
  /** What it does when run; returns `"ok"` when absent. */
  readonly behaviour?: ToolBehaviour;
}

/** What one call must give. */
export interface CallExpectation {
  /** How many times the called tool ran during this call. */
  readonly runs: number;
  /** Whether the result is a failure. */
  readonly isError: boolean;
  /** `message().content`, exactly. */
  readonly modelText?: string;
  /** `result.content`, exactly. */
  readonly content?: string;
  /** `message().content` starts with this. */
  readonly modelTextStartsWith?: string;
  /** `message().content` contains each of these. */
  readonly modelTextIncludes?: readonly string[];
  /** `message().content` matches this regular expression, case-insensitively. */
  readonly modelTextMatches?: string;
  /** `message().content` has exactly this many lines. */
  readonly lineCount?: number;
  /** `message().content` holds no stack-trace line. */
  readonly noStack?: boolean;
  /** The arguments the tool received. */
  readonly arguments?: Json;
}

/** A call and what it must give. */
export interface CallStep {
  /** The call, in the wire format's shape minus `type`. */
  readonly call: { readonly id: string; readonly name: string; readonly arguments: string };
  /** What it must give. */
  readonly expect: CallExpectation;
}

/** A registration case: tools registered in order on a fresh registry, and what follows. */
export interface RegisterCase extends Requirement {
  /** Each tool and whether register accepts or refuses it. */
  readonly steps: readonly {
    readonly tool: ToolSpec;
    readonly outcome: "registered" | "refused";
  }[];
  /** The set of names afterwards. */
  readonly names?: readonly string[];
  /** The order of definitions() afterwards. */
  readonly definitionOrder?: readonly string[];
  /** definitions() afterwards, exactly. */
  readonly definitions?: Json;
  /** Calls made afterwards. */
  readonly calls?: readonly CallStep[];
}

/** A call case: tools registered, then calls made in order. */
export interface CallCase extends Requirement {
  /** Tools registered first; each must register. */
  readonly tools: readonly ToolSpec[];
  /** The calls. */
  readonly calls: readonly CallStep[];
}

/** SPEC 6, the worked example. */
export interface WorkedExample {
  /** The get_weather tool. */
  readonly tool: ToolSpec & { readonly parameters: Json };
  /** The model's bad call. */
  readonly badCall: { readonly id: string; readonly arguments: string };
  /** The validation errors of the bad arguments, as lines. */
  readonly errors: readonly string[];
  /** Exactly what the model reads. */
  readonly modelText: string;
  /** The corrected call. */
  readonly correctedCall: { readonly id: string; readonly arguments: string };
  /** How the corrected call runs the tool. */
  readonly expectedRun: { readonly times: number; readonly arguments: Json };
  /** The requirements the example verifies. */
  readonly requirements: readonly Requirement[];
}

/** The validate table. */
export const validateCases: readonly ValidateCase[] = validateData.cases as readonly ValidateCase[];
/** Schemas compile must refuse. */
export const refusalCases: readonly RefusalCase[] = compileData.refusals as readonly RefusalCase[];
/** Schemas compile must accept (annotations and edge cases), with instances. */
export const acceptedCases: readonly ValidateCase[] =
  compileData.accepted as readonly ValidateCase[];
/** The worked example of SPEC 6. */
export const workedExample: WorkedExample = workedExampleData as WorkedExample;
/** Registration rules. */
export const registerCases: readonly RegisterCase[] =
  registryData.register as readonly RegisterCase[];
/** Definitions order and shape. */
export const definitionCases: readonly RegisterCase[] =
  registryData.definitions as readonly RegisterCase[];
/** Every kind of call failure, and successful calls. */
export const callCases: readonly CallCase[] = registryData.calls as readonly CallCase[];
/** Requirements verified by code in the suites rather than by a table. */
export const behaviourRequirements: readonly Requirement[] =
  behaviourData.requirements as readonly Requirement[];

/** The scenario every approval check plays: a tool, its schema, the call and the human's answers. */
export interface ApprovalScenario {
  /** The tool's name. */
  readonly tool: string;
  /** Its parameters schema. */
  readonly schema: Json;
  /** A valid call's arguments text. */
  readonly arguments: string;
  /** What those arguments validate to. */
  readonly validated: Json;
  /** Arguments text the schema refuses. */
  readonly invalidArguments: string;
  /** Other valid arguments, put in place of the reviewed ones. */
  readonly altered: Json;
  /** A human's edit the schema accepts. */
  readonly edit: Json;
  /** A human's edit the schema refuses. */
  readonly refusedEdit: Json;
  /** What a human who denies the call tells the model. */
  readonly denyMessage: string;
}

/** The approval scenario (approval.json). */
export const approvalScenario: ApprovalScenario = approvalData.scenario as ApprovalScenario;
/** The approval requirements, verified by code. */
export const approvalRequirements: readonly Requirement[] =
  approvalData.requirements as readonly Requirement[];
/** Opt-in argument repair (issue 31), verified by code. */
export const repairRequirements: readonly Requirement[] =
  repairData.requirements as readonly Requirement[];

/** The standard vocabulary's validate table (SPEC 4.5). */
export const standardCases: readonly ValidateCase[] = standardData.cases as readonly ValidateCase[];
/** Schemas the standard vocabulary must still refuse. */
export const standardRefusals: readonly RefusalCase[] =
  standardData.refusals as readonly RefusalCase[];
/** Standard-vocabulary requirements verified by code. */
export const standardBehaviours: readonly Requirement[] =
  standardData.behaviours as readonly Requirement[];

/** Content-part requirements (`content.*`), verified by code. */
export const contentRequirements: readonly Requirement[] =
  contentData.requirements as readonly Requirement[];

/** Every requirement of the contract, in data order. Ids are unique (a test checks it). */
export const requirements: readonly Requirement[] = [
  ...validateCases,
  ...refusalCases,
  ...acceptedCases,
  ...workedExample.requirements,
  ...registerCases,
  ...definitionCases,
  ...callCases,
  ...behaviourRequirements,
  ...approvalRequirements,
  ...standardCases,
  ...standardRefusals,
  ...standardBehaviours,
  ...repairRequirements,
  ...contentRequirements,
].map(({ id, requirement }) => ({ id, requirement }));

const byId = new Map(requirements.map((entry) => [entry.id, entry]));

/** The requirement with this id, or undefined for an unknown id. */
export function findRequirement(id: string): Requirement | undefined {
  return byId.get(id);
}
