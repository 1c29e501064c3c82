import { ErrorCode } from "./error-codes.js";
import {
  errorResponse,
  type JsonObject,
  type JsonRpcErrorResponse,
  type JsonRpcId,
  type JsonRpcMessage,
} from "./json-rpc.js";

/** What {@link parseMessage} makes of one framed message. */
export type ParsedMessage =
  | { readonly ok: true; readonly message: JsonRpcMessage }
  | {
      readonly ok: false;
      /** The error response to send back (unless {@link answer} is false). */
      readonly error: JsonRpcErrorResponse;
      /** False when the broken message was a notification or a response: JSON-RPC answers neither. */
      readonly answer: boolean;
    };

/** True for a plain JSON object (not an array, not null). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isId(value: unknown): value is JsonRpcId {
  return typeof value === "string" || (typeof value === "number" && Number.isFinite(value));
}

function refuse(id: JsonRpcId | null, code: number, message: string, answer = true): ParsedMessage {
  return { ok: false, error: errorResponse(id, code, message), answer };
}

/**
 * Parses one JSON-RPC message from its text and checks its shape: invalid JSON is -32700 with
 * id null, a batch or a non-message is -32600, params that are not an object are -32602.
 */
export function parseMessage(text: string): ParsedMessage {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refuse(null, ErrorCode.parseError, "Parse error: the message is not valid JSON");
  }
  return checkMessage(value);
}

/** Checks the shape of an already parsed value, as {@link parseMessage} does after `JSON.parse`. */
export function checkMessage(value: unknown): ParsedMessage {
  if (Array.isArray(value)) {
    return refuse(null, ErrorCode.invalidRequest, "Invalid Request: batches are not supported");
  }
  if (!isJsonObject(value)) {
    return refuse(null, ErrorCode.invalidRequest, "Invalid Request: expected a JSON-RPC object");
  }
  const hasId = Object.hasOwn(value, "id");
  const id = hasId && isId(value.id) ? value.id : null;
  const hasMethod = Object.hasOwn(value, "method");
  const isAnswerable = hasMethod && hasId;
  if (value.jsonrpc !== "2.0") {
    return refuse(
      id,
      ErrorCode.invalidRequest,
      'Invalid Request: "jsonrpc" must be "2.0"',
      !hasMethod || hasId,
    );
  }
  const nullErrorId = hasId && value.id === null && !hasMethod && Object.hasOwn(value, "error");
  if (hasId && !isId(value.id) && !nullErrorId) {
    return refuse(
      null,
      ErrorCode.invalidRequest,
      'Invalid Request: "id" must be a string or a number',
    );
  }
  if (hasMethod) {
    if (typeof value.method !== "string") {
      return refuse(
        id,
        ErrorCode.invalidRequest,
        'Invalid Request: "method" must be a string',
        isAnswerable,
      );
    }
    if (Object.hasOwn(value, "result") || Object.hasOwn(value, "error")) {
      return refuse(
        id,
        ErrorCode.invalidRequest,
        "Invalid Request: a request cannot carry a result or an error",
        isAnswerable,
      );
    }
    if (Object.hasOwn(value, "params") && !isJsonObject(value.params)) {
      return refuse(
        id,
        ErrorCode.invalidParams,
        'Invalid params: "params" must be an object',
        isAnswerable,
      );
    }
    return { ok: true, message: value as unknown as JsonRpcMessage };
  }
  return checkResponse(value, id, hasId);
}

function checkResponse(value: JsonObject, id: JsonRpcId | null, hasId: boolean): ParsedMessage {
  const hasResult = Object.hasOwn(value, "result");
  const hasError = Object.hasOwn(value, "error");
  if (hasResult === hasError) {
    return refuse(
      id,
      ErrorCode.invalidRequest,
      'Invalid Request: expected "method", or exactly one of "result" and "error"',
      false,
    );
  }
  if (hasResult) {
    if (!hasId || !isJsonObject(value.result)) {
      return refuse(
        id,
        ErrorCode.invalidRequest,
        'Invalid Request: a result response needs an "id" and an object "result"',
        false,
      );
    }
    return { ok: true, message: value as unknown as JsonRpcMessage };
  }
  const error = value.error;
  if (!isJsonObject(error) || !Number.isInteger(error.code) || typeof error.message !== "string") {
    return refuse(
      id,
      ErrorCode.invalidRequest,
      'Invalid Request: "error" needs an integer "code" and a string "message"',
      false,
    );
  }
  if (!hasId || value.id === null) {
    // An error response whose id could not be read by its sender: JSON-RPC writes it as null.
    return { ok: true, message: { ...value, id: null } as unknown as JsonRpcMessage };
  }
  return { ok: true, message: value as unknown as JsonRpcMessage };
}
