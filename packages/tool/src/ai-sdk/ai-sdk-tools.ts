import {
  jsonSchemaForTarget,
  type StandardJSONSchemaV1,
  type StandardSchemaV1,
} from "@tinyllm/schema";
import type { ContentPart, JsonObject } from "@tinyllm/types";
import { frameworkApprovals } from "../approval/framework-approvals.js";
import type { Registry } from "../registry.js";
import { ToolResultError } from "../result/tool-result-error.js";
import { type AiSdkToolOutput, toModelOutput } from "./ai-sdk-output.js";

/**
 * The key under which {@link repairToolCall} hands the model's malformed arguments text to the
 * tool, so the registry reads the text itself and answers with its own JSON message.
 */
export const RAW_ARGUMENTS_KEY = "~tinyllm.rawArguments";

/** The options the AI SDK passes to a tool's `execute` (the part this adapter reads). */
export interface AiSdkExecuteOptions {
  /** The provider's id of the call. */
  readonly toolCallId: string;
  /** Aborts when the generation is cancelled. */
  readonly abortSignal?: AbortSignal | undefined;
  /** AI SDK 7's per-tool context (`generateText({ toolsContext: { [name]: ... } })`). */
  readonly context?: unknown;
}

/**
 * One tool in the AI SDK's shape (`tool({ description, inputSchema, execute })`), written
 * structurally so this package needs no dependency on `ai`: it is assignable to `ToolSet`'s tools.
 */
export interface AiSdkTool {
  /** The tool's description, for the model. */
  readonly description: string;
  /** States the tool's JSON Schema and lets every parsed value through: the registry judges. */
  readonly inputSchema: StandardSchemaV1<unknown, unknown> & StandardJSONSchemaV1<unknown, unknown>;
  /**
   * For a tool that declares `needsApproval` in an `ApprovalRegistry`: whether this call needs
   * the human (validated first; the tool's predicate decides). The AI SDK then stops with a
   * `tool-approval-request` part and runs the tool only after a `tool-approval-response`.
   */
  readonly needsApproval?: (
    input: unknown,
    options: { readonly toolCallId: string; readonly context?: unknown },
  ) => Promise<boolean>;
  /**
   * Answers through `Registry.call`: the content, or for a result with images, audio or files its
   * checked parts (`result.parts()`), or a thrown {@link ToolResultError}.
   */
  readonly execute: (
    input: unknown,
    options: AiSdkExecuteOptions,
  ) => Promise<string | readonly ContentPart[]>;
  /** What the model reads: text as the AI SDK sends a string, parts as its `content` output. */
  readonly toModelOutput: (options: { readonly output: unknown }) => AiSdkToolOutput;
}

/** The tools of a registry, by name: pass as `tools` to `generateText` or `streamText`. */
export type AiSdkToolSet = Record<string, AiSdkTool>;

/**
 * The registry's tools as an AI SDK `ToolSet`. Each call goes through `Registry.call`, so our
 * validation, timeouts, result caps and messages apply: a refusal or failure is thrown as a
 * {@link ToolResultError} whose message is our tool message's content, which the AI SDK hands
 * to the model as the tool's error text. Tools registered later are not included: call again.
 */
export function aiSdkTools(registry: Registry): AiSdkToolSet {
  const tools: AiSdkToolSet = {};
  // Only an ApprovalRegistry registers tools that need approval; a plain one has none to ask about.
  const approvals = frameworkApprovals(registry);
  for (const definition of registry.definitions()) {
    const { name, description, parameters } = definition.function;
    const asks = approvals !== undefined && Boolean(registry.get(name)?.needsApproval);
    const entry: AiSdkTool = {
      description,
      inputSchema: passThroughSchema(parameters),
      ...(asks && approvals !== undefined
        ? {
            needsApproval: (input: unknown, options: { toolCallId: string; context?: unknown }) =>
              approvals.ask(name, options.toolCallId, input, options.context),
          }
        : {}),
      execute: async (input, options) => {
        const answered = await registry.call(
          {
            id: options?.toolCallId ?? "",
            type: "function",
            function: { name, arguments: argumentsText(input) },
          },
          // AI SDK 7's tool context becomes the registry's per-call context.
          { signal: options?.abortSignal, context: options?.context },
        );
        // The AI SDK runs a call that needs approval only once its human approved it.
        const result =
          approvals === undefined ? answered : await approvals.settle(answered, options?.context);
        if (result.isError) throw new ToolResultError(result);
        const parts = result.parts();
        return parts.some((part) => part.type !== "text") ? parts : result.content;
      },
      toModelOutput,
    };
    // Defined, not assigned: a tool may be named "__proto__", which assignment makes the prototype.
    Object.defineProperty(tools, name, {
      value: entry,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  }
  return tools;
}

/** What the AI SDK passes to `experimental_repairToolCall` (the part this adapter reads). */
export interface AiSdkRepairOptions {
  /** The call the AI SDK could not parse or could not match to a tool. */
  readonly toolCall: {
    readonly toolCallId: string;
    readonly toolName: string;
    readonly input: string;
  };
}

/**
 * For `generateText({ repairToolCall: repairToolCall(registry) })`: a call to one of the
 * registry's tools whose arguments are not JSON is handed to the tool with the text as it came,
 * so the model reads our message saying where the text stops being JSON instead of the AI SDK's
 * parse error. A call to a name the registry does not have is refused in our words (the did-you-
 * mean and the tool list), thrown so that the AI SDK hands them to the model; it wraps them as
 * `AI_ToolCallRepairError: Error repairing tool call: ...`, a prefix we cannot remove. Any other
 * call is left to the AI SDK (`null`).
 */
export function repairToolCall(
  registry: Registry,
): <Call extends AiSdkRepairOptions["toolCall"]>(options: {
  readonly toolCall: Call;
}) => Promise<Call | null> {
  return async ({ toolCall }) => {
    if (registry.get(toolCall.toolName) === undefined) {
      // Nothing can run: the registry answers an unknown name with its refusal only.
      const refusal = await registry.call({
        id: toolCall.toolCallId,
        type: "function",
        function: { name: toolCall.toolName, arguments: "{}" },
      });
      throw new RefusalText(refusal.message().content);
    }
    if (typeof toolCall.input !== "string") return null;
    try {
      JSON.parse(toolCall.input);
      return null;
    } catch {
      return { ...toolCall, input: JSON.stringify({ [RAW_ARGUMENTS_KEY]: toolCall.input }) };
    }
  };
}

function argumentsText(input: unknown): string {
  if (typeof input === "object" && input !== null && Object.hasOwn(input, RAW_ARGUMENTS_KEY)) {
    const raw = (input as Record<string, unknown>)[RAW_ARGUMENTS_KEY];
    if (typeof raw === "string" && Object.keys(input).length === 1) return raw;
  }
  // The AI SDK parsed the model's text already; its exact bytes are not passed to `execute`.
  return input === undefined ? "" : JSON.stringify(input);
}

function passThroughSchema(
  parameters: JsonObject,
): StandardSchemaV1<unknown, unknown> & StandardJSONSchemaV1<unknown, unknown> {
  const convert = (options: { readonly target: string }) =>
    JSON.parse(JSON.stringify(jsonSchemaForTarget(parameters, options.target))) as Record<
      string,
      unknown
    >;
  return {
    "~standard": {
      version: 1,
      vendor: "tinyllm",
      validate: (value: unknown) => ({ value }),
      jsonSchema: { input: convert, output: convert },
    },
  };
}

/** Our refusal as the AI SDK shows an error it wraps: the text alone, without an `Error: ` head. */
class RefusalText extends Error {
  override toString(): string {
    return this.message;
  }
}
