import type { Schema } from "@tinyllm/schema";
import type { JsonObject, ToolDef } from "@tinyllm/types";
import {
  checkTimeout,
  checkToolName,
  type PreparedParameters,
  prepareParameters,
} from "./prepare-tool.js";
import { InvalidToolDefinitionError } from "./registration-errors.js";
import type { Tool, ToolContext } from "./tool.js";

/** The code of a tool: receives arguments that passed the schema; may return a promise. */
export type ToolExecute<A> = (args: A, context: ToolContext) => unknown;

/** Everything that makes a {@link FuncTool}. */
export interface FuncToolSpec<A> {
  /** The name the model calls it by, matching `TOOL_NAME_PATTERN`. */
  readonly name: string;
  /** What the tool does and when to use it, written for the model. */
  readonly description: string;
  /** A JSON Schema of type object, as an object or JSON text; omitted means any object. */
  readonly parameters?: object | string | undefined;
  /** The code that runs on valid arguments. */
  readonly execute: ToolExecute<A>;
  /** This tool's timeout in milliseconds, overriding the registry's; `Infinity` means none. */
  readonly timeoutMs?: number | undefined;
  /** When true, `Registry.callAll` never runs this tool beside another call. */
  readonly sequential?: boolean | undefined;
}

// A registry reuses the schema a FuncTool compiled, when its definition still says the same.
const prepared = new WeakMap<Tool, PreparedParameters>();

/** The parameters a {@link FuncTool} compiled at construction, for the registry. */
export function preparedParametersOf(tool: Tool): PreparedParameters | undefined {
  return prepared.get(tool);
}

/**
 * A tool made of a name, a description, a schema and a function. The name and schema are
 * checked when it is made, so a mistake throws where the tool is written.
 */
export class FuncTool<A = unknown> implements Tool {
  /** The name the model calls it by. */
  readonly name: string;
  /** What the tool does, for the model. */
  readonly description: string;
  /** The compiled parameters schema. */
  readonly schema: Schema<A>;
  /** This tool's timeout in milliseconds, or `undefined` for the registry's. */
  readonly timeoutMs: number | undefined;
  /** Whether `callAll` runs this tool alone. */
  readonly sequential: boolean;
  readonly #execute: ToolExecute<A>;
  readonly #parametersText: string;

  /** Throws `InvalidToolNameError`, `InvalidToolParametersError` or `InvalidToolDefinitionError`. */
  constructor(spec: FuncToolSpec<A>) {
    checkToolName(spec.name);
    if (typeof spec.description !== "string") {
      throw new InvalidToolDefinitionError(
        spec.name,
        `tool "${spec.name}" has a description of type ${typeof spec.description}; expected a string`,
      );
    }
    if (typeof spec.execute !== "function") {
      throw new InvalidToolDefinitionError(
        spec.name,
        `tool "${spec.name}" has no execute function; expected a function`,
      );
    }
    const parameters = prepareParameters(spec.name, spec.parameters);
    this.name = spec.name;
    this.description = spec.description;
    this.schema = parameters.schema as Schema<A>;
    this.timeoutMs = checkTimeout(spec.name, spec.timeoutMs);
    this.sequential = spec.sequential === true;
    this.#execute = spec.execute;
    this.#parametersText = parameters.text;
    prepared.set(this, parameters);
  }

  /** The tool as the model sees it: a fresh object each time. */
  definition(): ToolDef {
    return {
      type: "function",
      function: {
        name: this.name,
        description: this.description,
        parameters: JSON.parse(this.#parametersText) as JsonObject,
      },
    };
  }

  /** Runs the function; the registry calls it only with arguments that passed {@link schema}. */
  execute(args: A, context: ToolContext): unknown {
    return this.#execute(args, context);
  }
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
  options: { timeoutMs?: number | undefined; sequential?: boolean | undefined } = {},
): FuncTool<unknown> {
  return new FuncTool({ name, description, parameters: schema, execute, ...options });
}
