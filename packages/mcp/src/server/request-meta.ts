import {
  ErrorCode,
  errorResponse,
  isJsonObject,
  isModernVersion,
  type JsonObject,
  type JsonRpcErrorResponse,
  type JsonRpcId,
  META,
  unsupportedVersionError,
} from "../wire/index.js";

/** The modern fields every 2026-07-28 request carries in `params._meta`. */
export interface ModernMeta {
  readonly protocolVersion: string;
  readonly clientCapabilities: JsonObject;
}

/** The request's `params._meta` when it is an object. */
export function metaOf(params: JsonObject | undefined): JsonObject | undefined {
  const meta = params?._meta;
  return isJsonObject(meta) ? meta : undefined;
}

/** Whether a request declares a protocol version per request, as the modern era does. */
export function declaresVersion(params: JsonObject | undefined): boolean {
  const meta = metaOf(params);
  return meta !== undefined && Object.hasOwn(meta, META.protocolVersion);
}

/**
 * Checks the per-request `_meta` of a modern request: missing `_meta`, `protocolVersion` or
 * `clientCapabilities` is -32602; a version we do not serve statelessly is -32022.
 */
export function checkModernMeta(
  id: JsonRpcId,
  params: JsonObject | undefined,
): { ok: true; meta: ModernMeta } | { ok: false; error: JsonRpcErrorResponse } {
  const meta = metaOf(params);
  if (meta === undefined) {
    return invalid(
      id,
      `Invalid params: a ${"2026-07-28"} request needs "_meta" with "${META.protocolVersion}" and "${META.clientCapabilities}"`,
    );
  }
  const version = meta[META.protocolVersion];
  if (typeof version !== "string") {
    return invalid(id, `Invalid params: "_meta" needs "${META.protocolVersion}" as a string`);
  }
  const capabilities = meta[META.clientCapabilities];
  if (!isJsonObject(capabilities)) {
    return invalid(id, `Invalid params: "_meta" needs "${META.clientCapabilities}" as an object`);
  }
  if (!isModernVersion(version)) return { ok: false, error: unsupportedVersionError(id, version) };
  return { ok: true, meta: { protocolVersion: version, clientCapabilities: capabilities } };
}

function invalid(id: JsonRpcId, message: string): { ok: false; error: JsonRpcErrorResponse } {
  return { ok: false, error: errorResponse(id, ErrorCode.invalidParams, message) };
}
