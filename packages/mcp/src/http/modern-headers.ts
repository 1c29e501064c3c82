import {
  decodeHeaderValue,
  ErrorCode,
  errorResponse,
  type JsonObject,
  type JsonRpcErrorResponse,
  type JsonRpcId,
} from "../wire/index.js";

/** Methods whose `Mcp-Name` header mirrors `params.name` or `params.uri`. */
const NAMED_METHODS: Readonly<Record<string, "name" | "uri">> = {
  "tools/call": "name",
  "prompts/get": "name",
  "resources/read": "uri",
};

function mismatch(id: JsonRpcId, message: string): JsonRpcErrorResponse {
  return errorResponse(id, ErrorCode.headerMismatch, `Header mismatch: ${message}`);
}

/**
 * Checks the 2026-07-28 request headers against the body: `MCP-Protocol-Version` against
 * `_meta`, `Mcp-Method` against `method`, `Mcp-Name` (Base64 sentinel decoded) against the
 * name or uri. Returns the -32020 error for the first disagreement, or undefined.
 */
export function checkModernHeaders(
  headers: Headers,
  id: JsonRpcId,
  method: string,
  params: JsonObject | undefined,
  declaredVersion: unknown,
): JsonRpcErrorResponse | undefined {
  const version = headers.get("mcp-protocol-version")?.trim();
  if (version === undefined) return mismatch(id, "the MCP-Protocol-Version header is required");
  if (version !== declaredVersion) {
    return mismatch(
      id,
      `MCP-Protocol-Version header value ${JSON.stringify(version)} does not match body value ${JSON.stringify(declaredVersion)}`,
    );
  }
  const methodHeader = headers.get("mcp-method")?.trim();
  if (methodHeader === undefined) return mismatch(id, "the Mcp-Method header is required");
  if (methodHeader !== method) {
    return mismatch(
      id,
      `Mcp-Method header value ${JSON.stringify(methodHeader)} does not match body value ${JSON.stringify(method)}`,
    );
  }
  const field = NAMED_METHODS[method];
  if (field === undefined) return undefined;
  const nameHeader = headers.get("mcp-name");
  if (nameHeader === null) return mismatch(id, "the Mcp-Name header is required");
  const name = decodeHeaderValue(nameHeader.trim());
  if (name === undefined)
    return mismatch(id, "the Mcp-Name header value is not a valid header value");
  const body = params?.[field];
  if (name !== body) {
    return mismatch(
      id,
      `Mcp-Name header value ${JSON.stringify(name)} does not match body value ${JSON.stringify(body)}`,
    );
  }
  return undefined;
}
