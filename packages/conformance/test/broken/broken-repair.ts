import { compile } from "@tinyllm/schema";
import { repairJSON } from "@tinyllm/schema/repair";
import type { ToolCall } from "@tinyllm/types";
import type {
  CallOptionsLike,
  RegistryLike,
  RepairModuleLike,
  ToolLike,
  ToolResultLike,
} from "../../src/index.js";

/** A deliberately broken copy of a repairing tool module, and the requirements it must fail. */
export interface BrokenRepairCopy {
  readonly mistake: string;
  readonly module: RepairModuleLike;
  readonly mustFail: readonly string[];
}

type RegistryOptions = ConstructorParameters<RepairModuleLike["Registry"]>[0];

/**
 * A registry that answers like the real one without repair, then repairs by itself, the way a
 * careless implementation would; `afterRepair` says what it does with the repaired value.
 */
function careless(
  real: RepairModuleLike,
  afterRepair: (
    value: unknown,
    context: { tool: ToolLike; call: ToolCall; plain: RegistryLike; options: RegistryOptions },
  ) => Promise<ToolResultLike>,
): RepairModuleLike["Registry"] {
  return class CarelessRegistry implements RegistryLike {
    readonly plain: RegistryLike;
    readonly tools = new Map<string, ToolLike>();
    readonly repairing: boolean;

    constructor(readonly options: RegistryOptions = {}) {
      const { repair, ...rest } = options;
      this.plain = new real.Registry(rest);
      this.repairing = repair !== undefined;
    }

    register(tool: ToolLike): void {
      this.plain.register(tool);
      const name = (tool.definition() as { function: { name: string } }).function.name;
      this.tools.set(name, tool);
    }

    mustRegister(...tools: ToolLike[]): this {
      for (const tool of tools) this.register(tool);
      return this;
    }

    get(name: string): unknown {
      return this.plain.get(name);
    }

    names(): readonly string[] {
      return this.plain.names();
    }

    definitions() {
      return this.plain.definitions();
    }

    async call(toolCall: ToolCall, options?: CallOptionsLike): Promise<ToolResultLike> {
      const refusal = await this.plain.call(toolCall, options);
      const tool = this.tools.get(toolCall.function.name);
      if (!this.repairing || !refusal.isError || tool === undefined) return refusal;
      const parameters = (tool.definition() as { function: { parameters: object } }).function
        .parameters;
      const proposal = repairJSON(toolCall.function.arguments, compile(parameters));
      if (!proposal.ok || proposal.repairs.length === 0) return refusal;
      return afterRepair(proposal.value, {
        tool,
        call: toolCall,
        plain: this.plain,
        options: this.options,
      });
    }
  };
}

/** An answer made up by a broken copy. */
function made(call: ToolCall, content: string): ToolResultLike {
  return {
    callId: call.id,
    name: call.function.name,
    content,
    isError: false,
    message: () => ({ role: "tool", tool_call_id: call.id, content }),
  };
}

/** Broken copies of `real` (a repairing tool module), each making one mistake. */
export function brokenRepairCopies(real: RepairModuleLike): BrokenRepairCopy[] {
  return [
    {
      mistake: 'a repair that rounds "3.7" to 3 for an integer',
      module: {
        ...real,
        Registry: class RoundingRegistry extends real.Registry {
          override call(toolCall: ToolCall, options?: CallOptionsLike): Promise<ToolResultLike> {
            const rounded = toolCall.function.arguments.replace(/"(-?\d+)\.\d+"/g, '"$1"');
            return super.call(
              { ...toolCall, function: { ...toolCall.function, arguments: rounded } },
              options,
            );
          }
        } as RepairModuleLike["Registry"],
      },
      mustFail: ["repair.number.exact"],
    },
    {
      mistake: "a repair that runs the tool though the second judgment fails",
      module: {
        ...real,
        Registry: careless(real, async (value, { tool, call, options }) => {
          const args = options?.normalizeArguments?.(value as never, call.function.name) ?? value;
          const output = await tool.execute(args, {
            signal: new AbortController().signal,
            callId: call.id,
            rawArguments: call.function.arguments,
          });
          return made(call, `${String(output)}\nnote: repaired`);
        }),
      },
      mustFail: ["repair.revalidate.no-run"],
    },
    {
      mistake: "a repair that answers with the errors of its rewrite",
      module: {
        ...real,
        Registry: careless(real, (value, { call, plain }) =>
          plain.call({ ...call, function: { ...call.function, arguments: JSON.stringify(value) } }),
        ),
      },
      mustFail: ["repair.revalidate.original-refusal"],
    },
  ];
}
