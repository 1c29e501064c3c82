import type { Repair } from "@tinyllm/schema/repair";
import { quote } from "@tinyllm/types";

/** The most repairs the note names; the rest it counts. */
const MAX_NOTED = 4;
/** The longest value quoted in the note. */
const NOTE_QUOTE_LENGTH = 40;

// The text rules changed the text, not a value: said in words, once each.
const TEXT_RULES: { readonly [rule: string]: string } = {
  byte_order_mark: "a byte order mark removed",
  code_fence: "the code fence removed",
  trailing_comma: "a trailing comma removed",
  python_literal: "Python literals written as JSON",
};

/**
 * The one line the model reads after a repaired call's content, so that it sends what the schema
 * asks next time: `note: the arguments were repaired before the tool ran: $.days "3" as 3`.
 */
export function repairNote(repairs: readonly Repair[]): string {
  const parts: string[] = [];
  for (const repair of repairs) {
    const words = TEXT_RULES[repair.rule];
    const part =
      words ??
      (repair.to === undefined
        ? `${repair.path} ${quote(repair.from, NOTE_QUOTE_LENGTH)} dropped`
        : `${repair.path} ${quote(repair.from, NOTE_QUOTE_LENGTH)} as ${quote(repair.to, NOTE_QUOTE_LENGTH)}`);
    if (!parts.includes(part)) parts.push(part);
  }
  const shown = parts.slice(0, MAX_NOTED).join("; ");
  const more = parts.length > MAX_NOTED ? `; ${parts.length - MAX_NOTED} more` : "";
  return `note: the arguments were repaired before the tool ran: ${shown}${more}`;
}
