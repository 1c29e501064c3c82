import {
  ErrorCode,
  errorResponse,
  type ParsedMessage,
  parseMessage,
  scanDepth,
} from "../wire/index.js";

/** The default of `maxMessageDepth`: far beyond any tool's arguments, far below a stack overflow. */
export const DEFAULT_MAX_MESSAGE_DEPTH = 256;

/**
 * Parses a client's message as {@link parseMessage} does, after refusing one that nests deeper
 * than `maxDepth` with -32602 (answered with its id when it is a request): such a message would
 * overflow the stack of whatever walks it recursively (`JSON.stringify`, a validator).
 */
export function parseRequestText(text: string, maxDepth: number): ParsedMessage {
  const scan = scanDepth(text, maxDepth);
  if (!scan.tooDeep) return parseMessage(text);
  return {
    ok: false,
    error: errorResponse(
      scan.id,
      ErrorCode.invalidParams,
      `Invalid params: the message nests arrays and objects more than ${maxDepth} levels deep (maxMessageDepth); it was not read`,
    ),
    answer: scan.hasId || !scan.hasMethod,
  };
}
