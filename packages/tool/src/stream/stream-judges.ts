import { compile } from "@tinyllm/schema";
import { type PrefixSchema, prefixSchema } from "@tinyllm/schema/prefix";
import type { ToolSchemaOptions } from "../define/tool.js";
import type { Registry } from "../registry.js";

/** How a registered tool's arguments are judged while they stream. */
export interface StreamJudge {
  /** The judge of the text: the tool's schema, or JSON syntax alone when the schema is not ours to judge. */
  readonly prefix: PrefixSchema;
  /** Whether `prefix` judges the tool's schema (not only JSON syntax). */
  readonly judgesSchema: boolean;
}

// A schema that accepts every JSON value: its prefix judge only says where text stops being JSON.
let syntaxOnly: StreamJudge | undefined;

/** The judge of JSON syntax alone. */
export function syntaxJudge(): StreamJudge {
  syntaxOnly ??= { prefix: prefixSchema(compile({})), judgesSchema: false };
  return syntaxOnly;
}

// One table per registry, forgotten at its next change (register, unregister).
const tables = new WeakMap<object, Map<string, StreamJudge>>();

/**
 * The stream judge of the tool registered under `name`, compiled once from the parameters the
 * registry compiled (`registry.tools()`); undefined when no tool has that name.
 */
export function streamJudgeOf<C>(registry: Registry<C>, name: string): StreamJudge | undefined {
  let table = tables.get(registry);
  if (table === undefined) {
    const fresh = new Map<string, StreamJudge>();
    table = fresh;
    tables.set(registry, fresh);
    const unsubscribe = registry.onChange(() => {
      tables.delete(registry);
      unsubscribe();
    });
  }
  const known = table.get(name);
  if (known !== undefined) return known;
  const tool = registry.get(name);
  if (tool === undefined) return undefined;
  const judge = judgeOf(registry, name, tool.schemaOptions);
  table.set(name, judge);
  return judge;
}

function judgeOf<C>(
  registry: Registry<C>,
  name: string,
  schemaOptions: ToolSchemaOptions | undefined,
): StreamJudge {
  // A tool whose schema keeps what it cannot enforce (a Standard Schema such as zod judges itself
  // that way) is judged by its own validator at the end: its JSON Schema may be stricter.
  if (schemaOptions?.unenforceable === "annotate") return syntaxJudge();
  const info = registry.tools().find((tool) => tool.name === name);
  if (info === undefined) return syntaxJudge();
  try {
    return { prefix: prefixSchema(compile(info.parameters, schemaOptions)), judgesSchema: true };
  } catch {
    return syntaxJudge();
  }
}
