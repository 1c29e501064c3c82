import type { Schema, Vocabulary } from "@tinyllm/schema";
import type { JsonObject, ToolDef } from "@tinyllm/types";
import { deepFreeze } from "../deep-freeze.js";
import { type PreparedTool, prepareTool, rememberPrepared } from "./prepare-tool.js";
import { readToolParameters } from "./standard-parameters.js";
import type {
  NeedsApproval,
  Tool,
  ToolAnnotations,
  ToolContext,
  ToolSchemaOptions,
} from "./tool.js";
import { checkToolName } from "./tool-checks.js";
import { checkToolSpecNames, NEW_TOOL_OPTION_NAMES } from "./tool-option-names.js";

/** The code of a tool: receives arguments that passed the schema; may return a promise. */
export type ToolExecute<A, C = unknown> = (args: A, context: ToolContext<C>) => unknown;

/** Everything that makes a {@link FuncTool}. */
export interface FuncToolSpec<A, C = unknown> {
  /** The name the model calls it by, matching `TOOL_NAME_PATTERN`. */
  readonly name: string;
  /** What the tool does and when to use it, written for the model. */
  readonly description: string;
  /**
   * A JSON Schema of type object, as an object or JSON text; omitted means any object. Or a
   * Standard Schema (zod, valibot, arktype, ours), whose own `validate` then judges the arguments.
   */
  readonly parameters?: object | string | undefined;
  /** The JSON Schema of a Standard Schema `parameters` that cannot state its own. */
  readonly jsonSchema?: object | undefined;
  /** The code that runs on valid arguments. */
  readonly execute: ToolExecute<A, C>;
  /** When true, a call without `options.context` is refused (`tool_failed`) before the tool runs. */
  readonly requiresContext?: boolean | undefined;
  /** `true`, or a predicate of the validated arguments and the context: the call waits for a human. */
  readonly needsApproval?: NeedsApproval<A, C> | undefined;
  /** This tool's timeout in milliseconds, overriding the registry's; `Infinity` means none. */
  readonly timeoutMs?: number | undefined;
  /** When true, `Registry.callAll` never runs this tool beside another call. */
  readonly sequential?: boolean | undefined;
  /** A JSON Schema of type object the returned value must pass; the result then carries it as `structuredContent`. */
  readonly outputSchema?: object | string | undefined;
  /** Hints for hosts (MCP's tool annotations). */
  readonly annotations?: ToolAnnotations | undefined;
  /** The schema vocabulary: `"standard"` (the default) or `"core"` (SPEC 4.1 only). */
  readonly vocabulary?: Vocabulary | undefined;
}

// A foreign Standard Schema judges the arguments itself: what its JSON Schema says that ours
// cannot judge (zod's formats, a lookahead pattern) is kept for the model, as the library's to enforce.
const JUDGES_ITSELF: ToolSchemaOptions = Object.freeze({ unenforceable: "annotate" });

/**
 * A tool made of a name, a description, a schema and a function. Everything is checked and the
 * schemas compiled when it is made (the same checks `register` makes), so a mistake throws where
 * the tool is written.
 */
export class FuncTool<A = unknown, C = unknown> implements Tool<C> {
  // Fields are declared, not defined: the constructor assigns each once, in this order.
  /** The name the model calls it by. */
  declare readonly name: string;
  /** What the tool does, for the model. */
  declare readonly description: string;
  /** The compiled parameters schema. */
  declare readonly schema: Schema<A>;
  /** This tool's timeout in milliseconds, or `undefined` for the registry's. */
  declare readonly timeoutMs: number | undefined;
  /** Whether `callAll` runs this tool alone. */
  declare readonly sequential: boolean;
  /** How the parameters were compiled beside the vocabulary: set for a foreign Standard Schema. */
  declare readonly schemaOptions: ToolSchemaOptions | undefined;
  /** The output schema as compiled (a fresh copy is in `definition`-like form), when it has one. */
  declare readonly outputSchema: JsonObject | undefined;
  /** Hints for hosts, frozen. */
  declare readonly annotations: Readonly<ToolAnnotations> | undefined;
  /** The schema vocabulary it was given, or `undefined` for the default (a registry's own default then applies). */
  declare readonly vocabulary: Vocabulary | undefined;
  /** Whether a call without `options.context` is refused before the tool runs. */
  declare readonly requiresContext: boolean;
  /** Whether (or when) a call waits for a human's approval; see `@tinyllm/tool/approval`. */
  declare readonly needsApproval: NeedsApproval<A, C> | undefined;
  readonly #execute: ToolExecute<A, C>;
  readonly #prepared: PreparedTool;

  /** Throws `InvalidToolNameError`, `InvalidToolParametersError` or `InvalidToolDefinitionError`. */
  constructor(spec: FuncToolSpec<A, C>) {
    checkToolName(spec.name);
    checkToolSpecNames(spec, spec.name);
    const parameters = readToolParameters(spec.name, spec.parameters, spec.jsonSchema);
    const compiled = prepareTool({
      definition: {
        type: "function",
        function: {
          name: spec.name,
          description: spec.description,
          parameters: parameters.parameters,
        },
      },
      hasExecute: typeof spec.execute === "function",
      schemaOptions: parameters.validator === undefined ? undefined : JUDGES_ITSELF,
      timeoutMs: spec.timeoutMs,
      sequential: spec.sequential,
      outputSchema: spec.outputSchema,
      annotations: spec.annotations,
      vocabulary: spec.vocabulary,
    });
    // A foreign schema's own validate judges the arguments; its JSON form was checked above.
    const prepared =
      parameters.validator === undefined
        ? compiled
        : { ...compiled, validator: parameters.validator };
    this.name = prepared.name;
    this.description = prepared.description;
    this.schema = prepared.parameters.schema as Schema<A>;
    this.timeoutMs = prepared.timeoutMs;
    this.sequential = prepared.sequential;
    this.schemaOptions = prepared.parameters.options;
    this.outputSchema =
      prepared.output === undefined
        ? undefined
        : deepFreeze(JSON.parse(prepared.output.text) as JsonObject);
    this.annotations = prepared.annotations;
    this.vocabulary = spec.vocabulary;
    this.requiresContext = spec.requiresContext === true;
    this.needsApproval = spec.needsApproval;
    this.#execute = spec.execute;
    this.#prepared = prepared;
    rememberPrepared(this, prepared);
  }

  /** The tool as the model sees it: a fresh object each time. */
  definition(): ToolDef {
    return JSON.parse(this.#prepared.definitionText) as ToolDef;
  }

  /** Runs the function; the registry calls it only with arguments that passed {@link schema}. */
  execute(args: A, context: ToolContext<C>): unknown {
    return this.#execute(args, context);
  }
}

/** Options of {@link newTool} beside its four parts. */
export interface NewToolOptions {
  /** This tool's timeout in milliseconds, overriding the registry's; `Infinity` means none. */
  readonly timeoutMs?: number | undefined;
  /** When true, `Registry.callAll` never runs this tool beside another call. */
  readonly sequential?: boolean | undefined;
  /** A JSON Schema of type object the returned value must pass. */
  readonly outputSchema?: object | string | undefined;
  /** Hints for hosts (MCP's tool annotations). */
  readonly annotations?: ToolAnnotations | undefined;
  /** The schema vocabulary: `"standard"` (the default) or `"core"` (SPEC 4.1 only). */
  readonly vocabulary?: Vocabulary | undefined;
  /** When true, a call without `options.context` is refused before the tool runs. */
  readonly requiresContext?: boolean | undefined;
  /** `true`, or a predicate of the arguments and the context: the call waits for a human. */
  readonly needsApproval?: NeedsApproval | undefined;
}

/**
 * Makes a tool from its parts; `schema` is a JSON Schema of type object, as an object or JSON
 * text (`undefined` means any object). The arguments are typed `unknown`: see `defineTool`.
 */
export function newTool(
  name: string,
  description: string,
  schema: object | string | undefined,
  execute: ToolExecute<unknown>,
  options: NewToolOptions = {},
): FuncTool<unknown> {
  checkToolSpecNames(options, name, "newTool", NEW_TOOL_OPTION_NAMES);
  return new FuncTool({ name, description, parameters: schema, execute, ...options });
}
