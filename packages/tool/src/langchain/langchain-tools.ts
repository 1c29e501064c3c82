import type { JsonObject } from "@tinyllm/types";
import type { Registry } from "../registry.js";

/** What LangChain passes to a tool's function beside the arguments (the part read here). */
export interface LangChainToolConfig {
  /** The model's call, when the tool was invoked with one (`{ id, name, args }`). */
  readonly toolCall?: { readonly id?: string | undefined } | undefined;
  /** Aborts when the run is cancelled. */
  readonly signal?: AbortSignal | undefined;
  /** The run's configurable values; `context` there becomes the call's context. */
  readonly configurable?: { readonly context?: unknown } | undefined;
}

/**
 * The schema this adapter gives LangChain: a Standard JSON Schema that states the registered
 * JSON Schema (what the model is shown when the tool is bound) and holds no keyword of its own,
 * so LangChain's validator lets every input through to the registry, which judges it and
 * answers in our words. (A compiled `Schema` given to LangChain directly fails: LangChain writes
 * onto the schema object, and ours is frozen.)
 */
export interface LangChainSchema {
  readonly "~standard": {
    readonly version: 1;
    readonly vendor: "tinyllm";
    validate(value: unknown): { readonly value: unknown };
    readonly jsonSchema: {
      input(options?: unknown): JsonObject;
      output(options?: unknown): JsonObject;
    };
  };
}

/** What this adapter passes to LangChain's `tool(func, fields)` as `fields`. */
export interface LangChainToolFields {
  readonly name: string;
  readonly description: string;
  readonly schema: LangChainSchema;
}

/**
 * The registry's tools as LangChain.js tools, made by the `tool` function you pass (from
 * `@langchain/core/tools`, so this package has no dependency on it). Each call goes through
 * `Registry.call`, so the model reads our refusals, timeouts and tool errors as `error: ...`
 * text in the tool message, never LangChain's "Received tool input did not match expected
 * schema"; the tool's function runs only on arguments that passed our validation. The run's
 * `configurable.context` is the call's context.
 */
export function langchainTools<T>(
  registry: Registry,
  tool: (func: never, fields: never) => T,
): T[] {
  const make = tool as unknown as (
    func: (input: unknown, config?: LangChainToolConfig) => Promise<string>,
    fields: LangChainToolFields,
  ) => T;
  return registry.definitions().map((definition) => {
    const { name, description, parameters } = definition.function;
    const text = JSON.stringify(parameters);
    // A fresh copy each time: LangChain may write onto what it is given.
    const stated = (): JsonObject => JSON.parse(text) as JsonObject;
    return make(
      async (input, config) => {
        const result = await registry.call(
          {
            id: config?.toolCall?.id ?? "",
            type: "function",
            function: { name, arguments: JSON.stringify(input ?? {}) },
          },
          { signal: config?.signal, context: config?.configurable?.context },
        );
        return result.message().content;
      },
      {
        name,
        description,
        schema: {
          "~standard": {
            version: 1,
            vendor: "tinyllm",
            validate: (value) => ({ value }),
            jsonSchema: { input: stated, output: stated },
          },
        },
      },
    );
  });
}
