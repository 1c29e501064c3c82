import type { ToolCall, ToolDef } from "@tinyllm/types";
import type {
  ApprovalDecisionLike,
  ApprovalRegistryLike,
  CallOptionsLike,
  PendingApprovalLike,
  RegistryLike,
  ToolLike,
  ToolModuleLike,
  ToolResultLike,
} from "../../src/index.js";

/** A deliberately broken copy of a tool module, and the requirements it must fail. */
export interface BrokenToolCopy {
  /** The mistake of SPEC 7 it makes. */
  readonly mistake: string;
  /** The broken module. */
  readonly module: ToolModuleLike;
  /** Requirement ids the registry suite must report as failing. */
  readonly mustFail: readonly string[];
}

/** A result in the real package's shape, for answers a broken copy makes up. */
function result(
  call: ToolCall,
  content: string,
  isError: boolean,
  prefix = "error: ",
): ToolResultLike {
  return {
    callId: call.id,
    name: call.function.name,
    content,
    isError,
    message: () => ({
      role: "tool",
      tool_call_id: call.id,
      content: isError ? `${prefix}${content}` : content,
    }),
  };
}

/** Delegates everything to a real registry; broken copies override one behaviour. */
class WrappedRegistry implements RegistryLike {
  inner: RegistryLike;
  readonly tools: ToolLike[] = [];

  constructor(readonly real: ToolModuleLike) {
    this.inner = new real.Registry();
  }

  register(tool: ToolLike): void {
    this.inner.register(tool);
    this.tools.push(tool);
  }

  mustRegister(...tools: ToolLike[]): this {
    for (const tool of tools) this.register(tool);
    return this;
  }

  get(name: string): unknown {
    return this.inner.get(name);
  }

  names(): readonly string[] {
    return this.inner.names();
  }

  definitions(): readonly ToolDef[] {
    return this.inner.definitions();
  }

  call(call: ToolCall, options?: CallOptionsLike): Promise<ToolResultLike> {
    return this.inner.call(call, options);
  }

  callAll(calls: readonly ToolCall[], options?: CallOptionsLike): Promise<ToolResultLike[]> {
    return (
      this.inner.callAll?.(calls, options) ?? Promise.all(calls.map((c) => this.call(c, options)))
    );
  }

  find(name: string): ToolLike | undefined {
    return this.tools.find((tool) => tool.definition().function.name === name);
  }
}

/** Delegates to a real approval registry; broken copies override how a decision is carried out. */
class WrappedApprovalRegistry extends WrappedRegistry implements ApprovalRegistryLike {
  declare inner: ApprovalRegistryLike;
  /** The real pending approvals handed out, by call id. */
  readonly pendings = new Map<string, PendingApprovalLike>();

  constructor(real: ToolModuleLike) {
    super(real);
    this.inner = new (real.ApprovalRegistry as new () => ApprovalRegistryLike)();
  }

  override async call(call: ToolCall, options?: CallOptionsLike): Promise<ToolResultLike> {
    const answer = await this.inner.call(call, options);
    if (answer.pending !== undefined) this.pendings.set(answer.pending.callId, answer.pending);
    return answer;
  }

  resume(pending: PendingApprovalLike, decision: ApprovalDecisionLike): Promise<ToolResultLike> {
    return this.inner.resume(pending, decision);
  }

  readPending(json: unknown): Promise<PendingApprovalLike> {
    return this.inner.readPending(json);
  }
}

function moduleWith(
  real: ToolModuleLike,
  registry: new (real: ToolModuleLike) => RegistryLike,
  approvalRegistry: new (real: ToolModuleLike) => ApprovalRegistryLike = WrappedApprovalRegistry,
): ToolModuleLike {
  return {
    Registry: class extends (registry as new (real: ToolModuleLike) => RegistryLike) {
      constructor() {
        super(real);
      }
    } as unknown as new () => RegistryLike,
    ApprovalRegistry: class extends approvalRegistry {
      constructor() {
        super(real);
      }
    } as unknown as new () => ApprovalRegistryLike,
    ToolError: real.ToolError,
    TOOL_NAME_PATTERN: real.TOOL_NAME_PATTERN,
    newTool: real.newTool,
    defineTool: real.defineTool,
  };
}

function context(call: ToolCall) {
  return {
    signal: new AbortController().signal,
    callId: call.id,
    rawArguments: call.function.arguments,
  };
}

/** Every broken copy of the registry, one per mistake of SPEC 7 (and a few more). */
export function brokenToolCopies(real: ToolModuleLike): BrokenToolCopy[] {
  const copy = (
    mistake: string,
    registry: new (real: ToolModuleLike) => RegistryLike,
    mustFail: string[],
  ): BrokenToolCopy => ({ mistake, module: moduleWith(real, registry), mustFail });
  const approvalCopy = (
    mistake: string,
    registry: new (real: ToolModuleLike) => ApprovalRegistryLike,
    mustFail: string[],
  ): BrokenToolCopy => ({
    mistake,
    module: moduleWith(real, WrappedRegistry, registry),
    mustFail,
  });
  return [
    copy(
      "a plain registry runs a tool that needs approval without asking",
      class extends WrappedRegistry {
        override register(tool: ToolLike): void {
          super.register(
            tool.needsApproval === undefined
              ? tool
              : {
                  definition: () => tool.definition(),
                  execute: (args, toolContext) => tool.execute(args, toolContext),
                },
          );
        }
      },
      ["registry.approval.plain-registry-refuses"],
    ),
    approvalCopy(
      "an approval not bound to the arguments",
      class extends WrappedApprovalRegistry {
        // Runs whatever arguments the object handed back says, as if the human had approved them.
        override resume(pending: PendingApprovalLike, decision: ApprovalDecisionLike) {
          const real = this.pendings.get(pending.callId) ?? [...this.pendings.values()][0];
          if (real === undefined || decision.type !== "approve")
            return super.resume(pending, decision);
          return super.resume(real, { type: "edit", arguments: pending.arguments });
        }
      },
      ["registry.approval.bound-to-arguments"],
    ),
    approvalCopy(
      "an edit not validated again",
      class extends WrappedApprovalRegistry {
        override async resume(pending: PendingApprovalLike, decision: ApprovalDecisionLike) {
          if (decision.type !== "edit") return super.resume(pending, decision);
          await super.resume(pending, { type: "deny" });
          const call = {
            id: pending.callId,
            type: "function" as const,
            function: { name: pending.toolName, arguments: JSON.stringify(decision.arguments) },
          };
          const output = await this.find(pending.toolName)?.execute(
            decision.arguments,
            context(call),
          );
          return { ...result(call, String(output), false), kind: "ok" };
        }
      },
      ["registry.approval.edit-revalidated"],
    ),
    approvalCopy(
      "a deny that runs the tool",
      class extends WrappedApprovalRegistry {
        override async resume(pending: PendingApprovalLike, decision: ApprovalDecisionLike) {
          if (decision.type !== "deny") return super.resume(pending, decision);
          const ran = await super.resume(pending, { type: "approve" });
          return {
            ...ran,
            ...result(
              { id: ran.callId, type: "function", function: { name: ran.name, arguments: "" } },
              decision.message ?? "denied",
              true,
            ),
            kind: "denied",
          };
        }
      },
      ["registry.approval.deny-does-not-run"],
    ),
    copy(
      "the per-call context is dropped",
      class extends WrappedRegistry {
        override call(call: ToolCall, options?: CallOptionsLike): Promise<ToolResultLike> {
          return this.inner.call(call, { ...options, context: undefined });
        }
        override callAll(calls: readonly ToolCall[]): Promise<ToolResultLike[]> {
          return Promise.all(calls.map((c) => this.call(c)));
        }
      },
      ["registry.call.per-call-context"],
    ),
    copy(
      "a tool that requires a context runs without one",
      class extends WrappedRegistry {
        override call(call: ToolCall, options?: CallOptionsLike): Promise<ToolResultLike> {
          return this.inner.call(call, { context: null, ...options });
        }
      },
      ["registry.call.requires-context-refused"],
    ),
    copy(
      "the tool runs on invalid arguments",
      class extends WrappedRegistry {
        override async call(call: ToolCall): Promise<ToolResultLike> {
          const answer = await this.inner.call(call);
          const tool = this.find(call.function.name);
          if (
            answer.isError &&
            answer.content.startsWith("invalid arguments") &&
            tool !== undefined
          ) {
            try {
              await tool.execute(JSON.parse(call.function.arguments || "{}"), context(call));
            } catch {
              // The damage is done: the tool ran.
            }
          }
          return answer;
        }
      },
      ["registry.example.weather-model-text", "registry.call.invalid-arguments-lines"],
    ),
    copy(
      "an error reads like data: no `error: ` prefix",
      class extends WrappedRegistry {
        override async call(call: ToolCall): Promise<ToolResultLike> {
          const answer = await this.inner.call(call);
          return result(call, answer.content, answer.isError, "");
        }
      },
      ["registry.example.weather-model-text", "registry.call.tool-error-verbatim"],
    ),
    copy(
      "empty arguments refused",
      class extends WrappedRegistry {
        override call(call: ToolCall): Promise<ToolResultLike> {
          const args = call.function.arguments === "" ? "\u0000" : call.function.arguments;
          return this.inner.call({ ...call, function: { ...call.function, arguments: args } });
        }
      },
      ["registry.call.empty-arguments-mean-empty-object"],
    ),
    copy(
      "no catch around execute",
      class extends WrappedRegistry {
        override async call(call: ToolCall): Promise<ToolResultLike> {
          const answer = await this.inner.call(call);
          const tool = this.find(call.function.name);
          if (
            answer.isError &&
            tool !== undefined &&
            !answer.content.startsWith("invalid arguments")
          ) {
            await tool.execute(JSON.parse(call.function.arguments || "{}"), context(call));
          }
          return answer;
        }
      },
      ["registry.call.thrown-error-without-stack", "registry.call.thrown-non-errors"],
    ),
    copy(
      "the stack trace reaches the model",
      class extends WrappedRegistry {
        override async call(call: ToolCall): Promise<ToolResultLike> {
          const answer = await this.inner.call(call);
          const tool = this.find(call.function.name);
          if (!answer.isError || tool === undefined) return answer;
          try {
            await tool.execute(JSON.parse(call.function.arguments || "{}"), context(call));
          } catch (error) {
            const isToolError = (value: unknown) => value instanceof this.real.ToolError;
            const stack: unknown = (error as { stack?: unknown } | null)?.stack;
            if (typeof stack === "string" && !isToolError(error)) {
              return result(call, `tool failed: ${stack}`, true);
            }
          }
          return answer;
        }
      },
      ["registry.call.thrown-error-without-stack"],
    ),
    copy(
      "definitions in insertion order",
      class extends WrappedRegistry {
        override definitions(): readonly ToolDef[] {
          const sorted = this.inner.definitions();
          const order = this.tools.map((tool) => tool.definition().function.name);
          return [...sorted].sort(
            (a, b) => order.indexOf(a.function.name) - order.indexOf(b.function.name),
          );
        }
      },
      ["registry.definitions.code-unit-order", "registry.definitions.same-bytes-any-order"],
    ),
    copy(
      "definitions in locale order",
      class extends WrappedRegistry {
        override definitions(): readonly ToolDef[] {
          return [...this.inner.definitions()].sort((a, b) =>
            a.function.name.localeCompare(b.function.name),
          );
        }
      },
      ["registry.definitions.code-unit-order"],
    ),
    copy(
      "definitions() hands out the registry's own state",
      class extends WrappedRegistry {
        #cache: ToolDef[] | undefined;
        override register(tool: ToolLike): void {
          super.register(tool);
          this.#cache = undefined;
        }
        override definitions(): readonly ToolDef[] {
          this.#cache ??= [...this.inner.definitions()].map((d) => structuredClone(d));
          return this.#cache;
        }
      },
      ["registry.definitions.cannot-change-state"],
    ),
    copy(
      "a duplicate replaces the first tool",
      class extends WrappedRegistry {
        override register(tool: ToolLike): void {
          const name = tool.definition().function.name;
          if (this.find(name) === undefined) {
            super.register(tool);
            return;
          }
          const kept = this.tools.filter((t) => t.definition().function.name !== name);
          this.tools.length = 0;
          this.inner = new this.real.Registry();
          for (const t of [...kept, tool]) super.register(t);
        }
      },
      ["registry.register.duplicate-refused-first-stays"],
    ),
    copy(
      "names outside the pattern accepted",
      class extends WrappedRegistry {
        override register(tool: ToolLike): void {
          try {
            super.register(tool);
          } catch (error) {
            if (this.real.TOOL_NAME_PATTERN.test(tool.definition().function.name)) throw error;
          }
        }
      },
      ["registry.register.name-pattern-refuses", "registry.register.name-64-characters"],
    ),
    copy(
      "an unknown tool answered without the names that exist",
      class extends WrappedRegistry {
        override async call(call: ToolCall): Promise<ToolResultLike> {
          if (this.find(call.function.name) === undefined)
            return result(call, "unknown tool", true);
          return this.inner.call(call);
        }
      },
      ["registry.call.unknown-tool-lists-names"],
    ),
    copy(
      "a lookup through the prototype chain: `constructor` is a tool",
      class extends WrappedRegistry {
        override get(name: string): unknown {
          return name in {} ? ({} as Record<string, unknown>)[name] : this.inner.get(name);
        }
      },
      ["registry.get.own-names"],
    ),
  ];
}
