import type { McpProgress } from "./pending-request.js";
import type { OutgoingMessage } from "./transport.js";

/** A message from the server, sorted by what the client must do with it. */
export type IncomingMessage =
  | { readonly kind: "result"; readonly id: unknown; readonly result: Record<string, unknown> }
  | {
      readonly kind: "error";
      readonly id: unknown;
      readonly code: number;
      readonly message: string;
      readonly data: unknown;
    }
  | { readonly kind: "progress"; readonly token: unknown; readonly progress: McpProgress }
  | { readonly kind: "notification"; readonly method: string; readonly params: unknown }
  | { readonly kind: "request"; readonly id: string | number; readonly method: string }
  | { readonly kind: "invalid" };

const INVALID: IncomingMessage = { kind: "invalid" };

/** A server request's id longer than this is not answered: it is counted as garbage instead. */
export const MAX_SERVER_REQUEST_ID_CHARS = 1_024;

/** The most characters of an unsupported method's name repeated in our answer. */
const MAX_METHOD_CHARS = 100;

/**
 * Sorts an untrusted parsed message. Anything that is not a JSON-RPC 2.0 response,
 * notification or request is `invalid`: counted, never thrown.
 */
export function readIncoming(value: unknown): IncomingMessage {
  if (!isObject(value) || value.jsonrpc !== "2.0") return INVALID;
  const { id, method } = value;
  if (typeof method === "string") {
    if (id === undefined) {
      if (method === "notifications/progress") return readProgress(value.params);
      return { kind: "notification", method, params: value.params };
    }
    // An id is echoed in our answer, so an absurdly long one is not kept to be answered.
    if (typeof id === "string" && id.length > MAX_SERVER_REQUEST_ID_CHARS) return INVALID;
    return typeof id === "string" || typeof id === "number"
      ? { kind: "request", id, method }
      : INVALID;
  }
  if ("result" in value)
    return isObject(value.result) ? { kind: "result", id, result: value.result } : INVALID;
  if (isObject(value.error)) {
    const { code, message, data } = value.error;
    if (typeof code !== "number" || !Number.isInteger(code)) return INVALID;
    return {
      kind: "error",
      id,
      code,
      message: typeof message === "string" ? message : "(no message)",
      data,
    };
  }
  return INVALID;
}

function readProgress(params: unknown): IncomingMessage {
  if (!isObject(params)) return INVALID;
  const { progressToken, progress, total, message } = params;
  if (typeof progress !== "number" || !Number.isFinite(progress)) return INVALID;
  return {
    kind: "progress",
    token: progressToken,
    progress: {
      progress,
      total: typeof total === "number" && Number.isFinite(total) ? total : undefined,
      message: typeof message === "string" ? message : undefined,
    },
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The client's answer to a server's request (legacy era): `ping` is answered; the rest are
 * refused, since this client offers no sampling, roots or elicitation.
 */
export function answerServerRequest(request: {
  readonly id: string | number;
  readonly method: string;
}): OutgoingMessage {
  if (request.method === "ping") return { jsonrpc: "2.0", id: request.id, result: {} };
  return {
    jsonrpc: "2.0",
    id: request.id,
    error: {
      code: -32601,
      message: `method not supported by this client: ${request.method.slice(0, MAX_METHOD_CHARS)}`,
    },
  };
}
