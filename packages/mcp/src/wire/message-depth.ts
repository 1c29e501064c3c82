import type { JsonRpcId } from "./json-rpc.js";

/** What {@link scanDepth} found in a message's text. */
export interface DepthScan {
  /** Whether arrays and objects nest deeper than the limit (the message itself is level 1). */
  readonly tooDeep: boolean;
  /** The top-level `"id"` when it is a string or a number, else null. */
  readonly id: JsonRpcId | null;
  /** Whether the top level has an `"id"` key, whatever its value. */
  readonly hasId: boolean;
  /** Whether the top level has a `"method"` key. */
  readonly hasMethod: boolean;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Measures how deeply a message's text nests, in one pass and without parsing it, so a message
 * nested a million levels is refused before `JSON.parse` builds it (and before anything walks
 * it recursively). Also reads the top-level id, so the refusal can answer the request. Text that
 * is not JSON is measured as far as it goes; `JSON.parse` judges it afterwards.
 */
export function scanDepth(text: string, maxDepth: number): DepthScan {
  let depth = 0;
  let deepest = 0;
  let id: JsonRpcId | null = null;
  let hasId = false;
  let hasMethod = false;
  let expectKey = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      const end = stringEnd(text, index);
      if (depth === 1 && expectKey) {
        const key = text.slice(index + 1, end);
        if (key === "id") {
          hasId = true;
          id = readId(text, end + 1);
        } else if (key === "method") hasMethod = true;
        expectKey = false;
      }
      index = end;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      depth += 1;
      if (depth > deepest) deepest = depth;
      expectKey = depth === 1 && code === OPEN_OBJECT;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      depth -= 1;
    } else if (depth === 1 && code === COMMA) {
      expectKey = true;
    } else if (code === COLON) {
      expectKey = false;
    }
  }
  return { tooDeep: deepest > maxDepth, id, hasId, hasMethod };
}

/** The index of the quote that closes the string opening at `start` (or the text's end). */
function stringEnd(text: string, start: number): number {
  for (let index = start + 1; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === BACKSLASH) index += 1;
    else if (code === QUOTE) return index;
  }
  return text.length;
}

const ID_VALUE = /\s*:\s*("(?:[^"\\]|\\.){0,1024}"|-?\d[\d.eE+-]{0,40})/y;

/** The string or number after `"id"`, read with `JSON.parse` on that value alone. */
function readId(text: string, from: number): JsonRpcId | null {
  ID_VALUE.lastIndex = from;
  const match = ID_VALUE.exec(text);
  if (match?.[1] === undefined) return null;
  try {
    const value: unknown = JSON.parse(match[1]);
    if (typeof value === "string" || (typeof value === "number" && Number.isFinite(value)))
      return value;
  } catch {
    // Not a JSON string or number: no id to answer with.
  }
  return null;
}
