import type { JsonObject, ToolDef } from "@tinyllm/types";
import { refuseUnknownOption } from "./option-names.js";
import {
  finish,
  type Projection,
  parametersOf,
  projectAll,
  STRICT_OPTION_NAMES,
  type StrictOptions,
} from "./project-tools.js";
import { OPENAI_STRICT_RULES } from "./provider-rules.js";
import { measureSchema } from "./schema-measure.js";
import { openAILimitIssues } from "./strict-limits.js";

/** A Chat Completions function tool (`ChatCompletionFunctionTool` in `openai`). */
export interface OpenAIChatTool {
  type: "function";
  function: { name: string; description: string; parameters: JsonObject; strict?: boolean };
}

/** A Responses API function tool (`FunctionTool` in `openai`); `strict` is always explicit. */
export interface OpenAIResponsesTool {
  type: "function";
  name: string;
  description: string;
  parameters: JsonObject;
  strict: boolean;
}

function projectOpenAI(defs: readonly ToolDef[], options: StrictOptions, owner: string) {
  refuseUnknownOption(options, owner, STRICT_OPTION_NAMES);
  const strict = options.strict === true;
  return projectAll(
    defs,
    strict ? OPENAI_STRICT_RULES : undefined,
    options.fallback ?? "error",
    (name, projected) => openAILimitIssues(name, measureSchema(projected.schema)),
  );
}

/**
 * The tools for Chat Completions. Non-strict, each `ToolDef` goes as it is. Strict, every object
 * is closed, every property required (optional ones nullable, their `null` removed again by
 * `normalizeArguments`), and what strict mode refuses is dropped or moved into the description.
 * Throws `ProjectionError` for a documented limit or a construct strict mode cannot take, unless
 * `fallback: "non-strict"`; a `TypeError` for an option name it does not know.
 */
export function toOpenAIChatTools(
  defs: readonly ToolDef[],
  options: StrictOptions = {},
): Projection<OpenAIChatTool> {
  return finish(projectOpenAI(defs, options, "toOpenAIChatTools"), ({ definition, projected }) => {
    const { name, description } = definition.function;
    if (projected === undefined) {
      return {
        type: "function",
        function: { name, description, parameters: parametersOf(definition) },
      };
    }
    return {
      type: "function",
      function: { name, description, parameters: projected.schema, strict: true },
    };
  });
}

/**
 * The tools for the Responses API, with the rules of `toOpenAIChatTools`. `strict` is written on
 * every tool, `false` too: the Responses API treats a tool without it as strict.
 */
export function toOpenAIResponsesTools(
  defs: readonly ToolDef[],
  options: StrictOptions = {},
): Projection<OpenAIResponsesTool> {
  return finish(
    projectOpenAI(defs, options, "toOpenAIResponsesTools"),
    ({ definition, projected }) => {
      const { name, description } = definition.function;
      const parameters = projected === undefined ? parametersOf(definition) : projected.schema;
      return { type: "function", name, description, parameters, strict: projected !== undefined };
    },
  );
}
