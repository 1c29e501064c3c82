/** JSON-RPC 2.0 message shapes as MCP uses them (no batches; params and results are objects). */

/** A request id: MCP allows a string or a number, never null. */
export type JsonRpcId = string | number;

/** An object of JSON-like values; params, results and `_meta` all have this shape. */
export type JsonObject = { [key: string]: unknown };

/** A request: expects exactly one response with the same id. */
export interface JsonRpcRequest {
  readonly jsonrpc: "2.0";
  readonly id: JsonRpcId;
  readonly method: string;
  readonly params?: JsonObject;
}

/** A notification: no id, never answered. */
export interface JsonRpcNotification {
  readonly jsonrpc: "2.0";
  readonly method: string;
  readonly params?: JsonObject;
}

/** The error member of an error response. */
export interface JsonRpcErrorObject {
  readonly code: number;
  readonly message: string;
  readonly data?: unknown;
}

/** A successful response. */
export interface JsonRpcResultResponse {
  readonly jsonrpc: "2.0";
  readonly id: JsonRpcId;
  readonly result: JsonObject;
}

/** An error response; `id` is null when the request's id could not be read. */
export interface JsonRpcErrorResponse {
  readonly jsonrpc: "2.0";
  readonly id: JsonRpcId | null;
  readonly error: JsonRpcErrorObject;
}

/** Either kind of response. */
export type JsonRpcResponse = JsonRpcResultResponse | JsonRpcErrorResponse;

/** Any single JSON-RPC message. */
export type JsonRpcMessage = JsonRpcRequest | JsonRpcNotification | JsonRpcResponse;

/** Builds a success response. */
export function resultResponse(id: JsonRpcId, result: JsonObject): JsonRpcResultResponse {
  return { jsonrpc: "2.0", id, result };
}

/** Builds an error response; `data` is left out when undefined. */
export function errorResponse(
  id: JsonRpcId | null,
  code: number,
  message: string,
  data?: unknown,
): JsonRpcErrorResponse {
  const error: JsonRpcErrorObject =
    data === undefined ? { code, message } : { code, message, data };
  return { jsonrpc: "2.0", id, error };
}

/** Builds a notification; `params` is left out when undefined. */
export function notification(method: string, params?: JsonObject): JsonRpcNotification {
  return params === undefined ? { jsonrpc: "2.0", method } : { jsonrpc: "2.0", method, params };
}

/** Builds a request; `params` is left out when undefined. */
export function request(id: JsonRpcId, method: string, params?: JsonObject): JsonRpcRequest {
  return params === undefined
    ? { jsonrpc: "2.0", id, method }
    : { jsonrpc: "2.0", id, method, params };
}

/** True for a request (a method and an id). */
export function isRequest(message: JsonRpcMessage): message is JsonRpcRequest {
  return "method" in message && "id" in message;
}

/** True for a notification (a method, no id). */
export function isNotification(message: JsonRpcMessage): message is JsonRpcNotification {
  return "method" in message && !("id" in message);
}

/** True for a response of either kind. */
export function isResponse(message: JsonRpcMessage): message is JsonRpcResponse {
  return !("method" in message);
}

/** A map key for a request id that keeps `1` and `"1"` apart (JSON-RPC treats them as different). */
export function idKey(id: JsonRpcId): string {
  return `${typeof id}:${String(id)}`;
}
