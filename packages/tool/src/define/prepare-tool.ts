import type { Vocabulary } from "@tinyllm/schema";
import type { JsonObject } from "@tinyllm/types";
import { describeThrown, quote, typeName } from "@tinyllm/types";
import { type ArgumentValidator, schemaValidator } from "../call/validate-arguments.js";
import { type PreparedSchema, prepareSchema, schemaText } from "./prepare-schema.js";
import {
  InvalidToolDefinitionError,
  InvalidToolParametersError,
  pathLines,
} from "./registration-errors.js";
import type { Tool, ToolAnnotations, ToolSchemaOptions } from "./tool.js";
import { checkAnnotations, checkTimeout, checkToolName } from "./tool-checks.js";

/** Everything a tool is made of, read once from a `Tool` or a `defineTool` spec. */
export interface ToolSource {
  /** What `definition()` returned (or the spec's fields in that shape). */
  readonly definition: unknown;
  /** Whether `execute` is a function. */
  readonly hasExecute: boolean;
  readonly timeoutMs: unknown;
  readonly sequential: unknown;
  readonly outputSchema: unknown;
  readonly annotations: unknown;
  /** The tool's own schema vocabulary, when it names one. */
  readonly vocabulary?: unknown;
  /** How the parameters are compiled beside the vocabulary (`Tool.schemaOptions`). */
  readonly schemaOptions?: ToolSchemaOptions | undefined;
}

/** A tool checked and compiled: what the registry keeps, and what `FuncTool` is made from. */
export interface PreparedTool {
  readonly name: string;
  readonly description: string;
  /** The parameters, compiled from the JSON text the model sees. */
  readonly parameters: PreparedSchema;
  /** The validate step's judge of arguments. */
  readonly validator: ArgumentValidator;
  /** The output schema, compiled, when the tool has one. */
  readonly output: PreparedOutput | undefined;
  readonly annotations: Readonly<ToolAnnotations> | undefined;
  readonly timeoutMs: number | undefined;
  readonly sequential: boolean;
  /** `{"type":"function","function":{...}}` as the model sees it. */
  readonly definitionText: string;
}

/** A compiled output schema and its judge. */
export interface PreparedOutput extends PreparedSchema {
  readonly validator: ArgumentValidator;
}

/**
 * The one registration path: checks the name, description, `execute`, timeout, annotations,
 * parameters and output schema, and compiles the schemas. `reuse` (what `FuncTool` prepared)
 * saves compiling a schema again when its text is unchanged. Throws the registration errors.
 */
export function prepareTool(
  source: ToolSource,
  reuse?: PreparedTool,
  defaultVocabulary: Vocabulary = "standard",
): PreparedTool {
  const { name, description, parameters } = readDefinition(source.definition);
  checkToolName(name);
  const vocabulary = checkVocabulary(name, source.vocabulary ?? defaultVocabulary);
  if (typeof description !== "string") {
    throw new InvalidToolDefinitionError(
      name,
      `tool "${name}" has a description of type ${typeName(description)}; expected a string`,
    );
  }
  if (!source.hasExecute) {
    throw new InvalidToolDefinitionError(
      name,
      `tool "${name}" has no execute function; expected a function`,
    );
  }
  const timeoutMs = checkTimeout(name, source.timeoutMs);
  const annotations = checkAnnotations(name, source.annotations);
  const compiled = compileOnce(parameters, reuse?.parameters, vocabulary, source.schemaOptions);
  if (!compiled.ok) {
    throw new InvalidToolParametersError(name, compiled.issues, { cause: compiled.cause });
  }
  const { prepared } = compiled;
  return {
    name,
    description,
    parameters: prepared,
    validator: reuse?.parameters === prepared ? reuse.validator : schemaValidator(prepared.schema),
    output: prepareOutput(name, source.outputSchema, reuse?.output, vocabulary),
    annotations,
    timeoutMs,
    sequential: source.sequential === true,
    // A checked name (letters, digits, "_" and "-") is its own JSON string body.
    definitionText: `{"type":"function","function":{"name":"${name}","description":${JSON.stringify(description)},"parameters":${prepared.text}}}`,
  };
}

// What each FuncTool prepared when it was made, so registering it compiles nothing again.
const preparedTools = new WeakMap<object, PreparedTool>();

/** Keeps what a tool prepared at construction, for {@link prepareRegistered}. */
export function rememberPrepared(tool: Tool, result: PreparedTool): void {
  preparedTools.set(tool, result);
}

/** `prepareTool` for a tool handed to `register`: read once, its schemas compiled at most once. */
export function prepareRegistered(tool: unknown, defaultVocabulary?: Vocabulary): PreparedTool {
  const source = readToolSource(tool);
  return prepareTool(source, preparedTools.get(tool as object), defaultVocabulary);
}

/** Reads what `prepareTool` needs from any value given as a tool. Throws `InvalidToolDefinitionError`. */
export function readToolSource(tool: unknown): ToolSource {
  if ((typeof tool !== "object" && typeof tool !== "function") || tool === null) {
    throw new InvalidToolDefinitionError(
      undefined,
      `expected a tool with definition() and execute(), got ${typeName(tool)}`,
    );
  }
  const candidate = tool as Tool;
  let definition: unknown;
  try {
    definition = candidate.definition();
  } catch (error) {
    throw new InvalidToolDefinitionError(
      undefined,
      `tool definition() threw: ${describeThrown(error)}; expected a ToolDef`,
      { cause: error },
    );
  }
  try {
    return {
      definition,
      hasExecute: typeof candidate.execute === "function",
      timeoutMs: candidate.timeoutMs,
      sequential: candidate.sequential,
      outputSchema: candidate.outputSchema,
      annotations: candidate.annotations,
      vocabulary: candidate.vocabulary,
      schemaOptions: candidate.schemaOptions,
    };
  } catch (error) {
    throw new InvalidToolDefinitionError(
      undefined,
      `tool could not be read (${describeThrown(error)}); expected a Tool`,
      { cause: error },
    );
  }
}

function compileOnce(
  schema: unknown,
  known: PreparedSchema | undefined,
  vocabulary: Vocabulary,
  options?: ToolSchemaOptions,
) {
  if (
    known !== undefined &&
    known.vocabulary === vocabulary &&
    known.options === options &&
    schemaText(schema) === known.text
  ) {
    return { ok: true as const, prepared: known };
  }
  return prepareSchema(schema, vocabulary, options);
}

function checkVocabulary(name: string, vocabulary: unknown): Vocabulary {
  if (vocabulary === "standard" || vocabulary === "core") return vocabulary;
  throw new InvalidToolDefinitionError(
    name,
    `tool "${name}" has vocabulary ${quote(vocabulary)}; expected "standard" or "core"`,
  );
}

function prepareOutput(
  name: string,
  schema: unknown,
  known: PreparedOutput | undefined,
  vocabulary: Vocabulary,
): PreparedOutput | undefined {
  if (schema === undefined) return undefined;
  const compiled = compileOnce(schema, known, vocabulary);
  if (!compiled.ok) {
    throw new InvalidToolDefinitionError(
      name,
      `tool "${name}" has an invalid outputSchema:\n${pathLines(compiled.issues)}`,
      { cause: compiled.cause },
    );
  }
  if (compiled.prepared === known) return known;
  return { ...compiled.prepared, validator: schemaValidator(compiled.prepared.schema) };
}

/** The three fields of a definition, each read once. */
type DefinitionFields = { name?: unknown; description?: unknown; parameters?: unknown };

function readDefinition(definition: unknown): DefinitionFields {
  let fields: DefinitionFields | undefined;
  try {
    const target =
      typeof definition === "object" && definition !== null
        ? (definition as { type?: unknown; function?: unknown })
        : undefined;
    const inner = target?.function;
    if (target?.type === "function" && typeof inner === "object" && inner !== null) {
      const { name, description, parameters } = inner as typeof fields & object;
      fields = { name, description, parameters };
    }
  } catch (error) {
    throw new InvalidToolDefinitionError(
      undefined,
      `tool definition() returned a value that cannot be read (${describeThrown(error)}); expected a ToolDef`,
      { cause: error },
    );
  }
  if (fields === undefined) {
    throw new InvalidToolDefinitionError(
      undefined,
      `tool definition() returned ${quote(definition)}; expected {"type":"function","function":{...}}`,
    );
  }
  return fields;
}

/** The parameters schema as a fresh object, from the text the model sees. */
export function parametersOf(prepared: PreparedTool): JsonObject {
  return JSON.parse(prepared.parameters.text) as JsonObject;
}
