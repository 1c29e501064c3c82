import type { JsonObject, ToolDef } from "@tinyllm/types";
import { type OptionFields, refuseUnknownOption } from "./option-names.js";
import { finish, type Projection, projectAll } from "./project-tools.js";
import { isObject } from "./projection-context.js";
import { GEMINI_JSON_SCHEMA_RULES, GEMINI_OPENAPI_RULES } from "./provider-rules.js";

/**
 * A Gemini function declaration (`FunctionDeclaration` in `@google/genai`). `parameters` is typed
 * as a JSON object: the SDK's `Schema.type` is a TypeScript enum no string literal is assignable to.
 */
export interface GeminiFunctionDeclaration {
  name: string;
  description: string;
  /** The OpenAPI dialect; absent for a tool without named parameters. */
  parameters?: JsonObject;
  /** The JSON Schema dialect. */
  parametersJsonSchema?: JsonObject;
}

/** Options of `toGeminiDeclarations`. */
export interface GeminiOptions {
  /**
   * `"openapi"` (the default): `parameters`, Gemini's OpenAPI 3.0 subset: no `$ref` (inlined; a
   * recursive one is refused), no `additionalProperties`, `const`, type lists or empty objects;
   * enums as strings. `"json-schema"`: `parametersJsonSchema`, closer to the tool's own schema.
   */
  readonly dialect?: "openapi" | "json-schema" | undefined;
}

/** Every option of `toGeminiDeclarations`: the one list its unknown-name check reads. */
export const GEMINI_OPTION_NAMES: readonly string[] = Object.keys({
  dialect: 1,
} as const satisfies OptionFields<GeminiOptions>);

/**
 * The function declarations for Gemini. Numeric and boolean enums become strings and
 * `normalizeArguments` turns them back (`"2"` to `2`, only where this projection made them
 * strings); an object without named properties (a record) is asked for as JSON text and parsed
 * back the same way. Throws `ProjectionError` for what cannot be projected, a `TypeError` for
 * an option name it does not know.
 */
export function toGeminiDeclarations(
  defs: readonly ToolDef[],
  options: GeminiOptions = {},
): Projection<GeminiFunctionDeclaration> {
  refuseUnknownOption(options, "toGeminiDeclarations", GEMINI_OPTION_NAMES);
  const openapi = options.dialect !== "json-schema";
  const run = projectAll(defs, openapi ? GEMINI_OPENAPI_RULES : GEMINI_JSON_SCHEMA_RULES, "error");
  return finish(run, ({ definition, projected }) => {
    const { name, description } = definition.function;
    const schema = projected?.schema ?? { type: "object" };
    if (!openapi) return { name, description, parametersJsonSchema: schema };
    const named = isObject(schema.properties) && Object.keys(schema.properties).length > 0;
    return named ? { name, description, parameters: schema } : { name, description };
  });
}
