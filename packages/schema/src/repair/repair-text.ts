import type { Repair } from "./repair-types.js";

// What a model wraps JSON in: "```json\n...\n```" (the info string is optional), as a whole.
const FENCE = /^(```[A-Za-z0-9_+-]*[ \t]*\r?\n)([\s\S]*?)(\r?\n?```)$/;
const PYTHON: { readonly [word: string]: string } = { True: "true", False: "false", None: "null" };

/**
 * The text rules on arguments `JSON.parse` refused: the text with a byte order mark, one code
 * fence around it, one trailing comma and Python literals outside strings rewritten, and the
 * repairs made; undefined when none applies. Nothing is ever added: text cut off stays cut off.
 */
export function repairText(text: string): { text: string; repairs: Repair[] } | undefined {
  const repairs: Repair[] = [];
  let rest = text;
  if (rest.startsWith("\uFEFF")) {
    rest = rest.slice(1);
    repairs.push({ path: "$", rule: "byte_order_mark", from: "\uFEFF", to: "" });
  }
  const fenced = FENCE.exec(rest.trim());
  if (fenced !== null && !(fenced[2] as string).includes("```")) {
    const [, opening = "", inner = "", closing = ""] = fenced;
    repairs.push({ path: "$", rule: "code_fence", from: opening, to: "" });
    repairs.push({ path: "$", rule: "code_fence", from: closing, to: "" });
    rest = inner;
  }
  const scanned = scanTokens(rest);
  if (scanned === undefined) return undefined;
  repairs.push(...scanned.repairs);
  return repairs.length === 0 ? undefined : { text: scanned.text, repairs };
}

/**
 * One pass over the text outside strings: Python literals as JSON, and at most one comma before
 * `}` or `]` removed. Undefined for a second trailing comma (not one slip but a dialect).
 */
function scanTokens(text: string): { text: string; repairs: Repair[] } | undefined {
  const repairs: Repair[] = [];
  let out = "";
  let commas = 0;
  // Where in `out` the last comma outside strings is, while only whitespace follows it.
  let pendingComma = -1;
  let index = 0;
  while (index < text.length) {
    const char = text[index] as string;
    if (char === '"') {
      const end = stringEnd(text, index);
      out += text.slice(index, end);
      index = end;
      pendingComma = -1;
      continue;
    }
    if (/[A-Za-z_]/.test(char)) {
      let end = index + 1;
      while (end < text.length && /[A-Za-z0-9_]/.test(text[end] as string)) end++;
      const word = text.slice(index, end);
      const json = Object.hasOwn(PYTHON, word) ? PYTHON[word] : undefined;
      if (json !== undefined)
        repairs.push({ path: "$", rule: "python_literal", from: word, to: json });
      out += json ?? word;
      index = end;
      pendingComma = -1;
      continue;
    }
    if ((char === "}" || char === "]") && pendingComma !== -1) {
      commas++;
      if (commas > 1) return undefined;
      out = out.slice(0, pendingComma) + out.slice(pendingComma + 1);
      repairs.push({ path: "$", rule: "trailing_comma", from: ",", to: "" });
      pendingComma = -1;
    }
    if (char === ",") pendingComma = out.length;
    else if (!/\s/.test(char)) pendingComma = -1;
    out += char;
    index++;
  }
  return { text: out, repairs };
}

/** The index after the string that opens at `start` (the text's end when it is cut off). */
function stringEnd(text: string, start: number): number {
  let index = start + 1;
  while (index < text.length) {
    const char = text[index];
    if (char === "\\") index += 2;
    else if (char === '"') return index + 1;
    else index++;
  }
  return text.length;
}
