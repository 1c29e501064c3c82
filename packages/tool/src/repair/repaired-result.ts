import type { Repair } from "@tinyllm/schema/repair";
import { contentBudget } from "../result/shape-result.js";
import { ToolResult, type ToolResultFields } from "../result/tool-result.js";
import { truncateMiddle } from "../result/truncate.js";

/** The fields of a result as plain data, with the repairs of a repaired call. */
export interface RepairedResultFields extends ToolResultFields {
  readonly repairs: readonly Repair[];
}

/**
 * The answer to a call whose arguments were repaired: the result of the tool run on them, with
 * `repairs` (frozen data) and, unless turned off, a line for the model after the content.
 */
export class RepairedToolResult extends ToolResult {
  readonly #repairs: readonly Repair[];

  constructor(
    result: ToolResult,
    repairs: readonly Repair[],
    note: string,
    maxResultChars: number,
  ) {
    const fields = result.toJSON();
    const content = note === "" ? fields.content : `${fields.content}\n${note}`;
    // The note is cut last: truncateMiddle keeps the end of what it cuts.
    super({
      ...fields,
      content: truncateMiddle(content, contentBudget(fields.kind, maxResultChars)),
    });
    this.#repairs = Object.freeze(repairs.map((repair) => Object.freeze({ ...repair })));
  }

  /** Every change made to the model's arguments, in the order made: `{ path, rule, from, to }`. */
  get repairs(): readonly Repair[] {
    return this.#repairs;
  }

  override toJSON(): RepairedResultFields {
    return { ...super.toJSON(), repairs: this.#repairs };
  }
}

/** The repairs of a result, `[]` for a call that was not repaired. */
export function repairsOf(result: ToolResult): readonly Repair[] {
  // Read by shape, not instanceof: another copy of this package makes results of its own class.
  const { repairs } = result as unknown as { readonly repairs?: unknown };
  return Array.isArray(repairs) ? (repairs as readonly Repair[]) : [];
}
