import type { Registry } from "@tinyllm/tool";
import { ListenSubscription } from "../server/listen-subscription.js";
import { parseRequestText } from "../server/parse-request.js";
import { checkModernMeta, declaresVersion, metaOf } from "../server/request-meta.js";
import { type Era, ServerCore } from "../server/server-core.js";
import {
  ErrorCode,
  errorResponse,
  idKey,
  isLegacyVersion,
  type JsonRpcId,
  type JsonRpcMessage,
  type JsonRpcNotification,
  type JsonRpcRequest,
  type JsonRpcResponse,
  META,
  negotiateLegacyVersion,
  notification,
  refuseUnknownOption,
} from "../wire/index.js";
import { hostHeaderProblem } from "./host-header.js";
import {
  HANDLER_OPTION_NAMES,
  type McpHandlerOptions,
  type McpRequestInfo,
  resolveHttpOptions,
} from "./http-options.js";
import { type LegacySession, LegacySessions } from "./legacy-sessions.js";
import { checkModernHeaders } from "./modern-headers.js";
import { readBody } from "./read-body.js";
import { jsonReply, Reply } from "./reply.js";
import { type Accepted, acceptedForms, isJsonContent, rebindingProblem } from "./request-guard.js";

/** A Web-standard Streamable HTTP endpoint; `close()` ends its calls, streams and sessions. */
export type McpHandler = ((request: Request, info?: McpRequestInfo) => Promise<Response>) & {
  /** Aborts calls in flight, ends listen streams gracefully and forgets every session. */
  close(): void;
};

const MODERN_ONLY = new Set(["server/discover", "subscriptions/listen"]);
const SESSION_HEADER = "mcp-session-id";

function refusal(
  status: number,
  code: number,
  message: string,
  id: JsonRpcId | null = null,
): Response {
  return jsonReply(status, errorResponse(id, code, message));
}

function statusOf(era: Era, response: JsonRpcResponse): number {
  if (!("error" in response)) return 200;
  const code = response.error.code;
  if (code === ErrorCode.parseError || code === ErrorCode.invalidRequest) return 400;
  if (era === "legacy") return 200;
  if (code === ErrorCode.methodNotFound) return 404;
  if (code === ErrorCode.invalidParams || (code <= -32020 && code >= -32022)) return 400;
  return 200;
}

/**
 * Serves a registry as a Streamable HTTP MCP endpoint, `(request: Request) => Promise<Response>`,
 * for any runtime with Web-standard `Request`/`Response` (Node, Deno, Bun, Workers). Both eras
 * on one endpoint: 2025-11-25 `initialize` with `Mcp-Session-Id` sessions, and stateless
 * 2026-07-28 requests (per-request `_meta`, header checks, `server/discover`). Throws a
 * `RangeError` for an option it does not know or cannot use.
 */
export function mcpHandler(registry: Registry, options: McpHandlerOptions = {}): McpHandler {
  refuseUnknownOption(options, "mcpHandler", HANDLER_OPTION_NAMES);
  return createHandler(registry, options);
}

/** {@link mcpHandler} for options whose names were checked already (`serveHttp`'s). */
export function createHandler(registry: Registry, options: McpHandlerOptions): McpHandler {
  const core = new ServerCore(registry, options);
  const http = resolveHttpOptions(options);
  const sessions = new LegacySessions(http);
  const live = new Set<AbortController>();
  const listens = new Set<ListenSubscription>();
  let closed = false;

  const run = (
    request: Request,
    message: JsonRpcRequest,
    era: Era,
    accepted: Accepted,
    session?: LegacySession,
  ): Promise<Response> | Response => {
    const key = idKey(message.id);
    if (session?.inFlight.has(key)) {
      // As stdio: a second request under the id would leave the first beyond cancellation.
      return refusal(
        400,
        ErrorCode.invalidRequest,
        "Invalid Request: this id is already in use by a request in flight",
        message.id,
      );
    }
    const controller = new AbortController();
    const headers = session === undefined ? undefined : { [SESSION_HEADER]: session.id };
    const reply = new Reply({
      accepted,
      onCancel: (reason) => controller.abort(reason),
      headers,
      maxQueuedBytes: core.options.maxOutgoingBytes,
    });
    const onDisconnect = () => controller.abort("the client disconnected");
    request.signal.addEventListener("abort", onDisconnect, { once: true });
    session?.inFlight.set(key, controller);
    live.add(controller);
    const exchange = {
      era,
      signal: controller.signal,
      notify: (note: JsonRpcNotification) => reply.notify(note),
      listChanged: http.legacySseStream,
      transport: "tcp" as const,
      sessionId: session?.id,
      legacyVersion: session?.protocolVersion,
    };
    core
      .handle(message, exchange)
      .then(
        (response) => {
          if (response === undefined || controller.signal.aborted) reply.end();
          else reply.finish(response, statusOf(era, response));
        },
        (error: unknown) => {
          const failure = errorResponse(
            message.id,
            ErrorCode.internalError,
            `Internal error: ${String(error)}`,
          );
          reply.finish(failure, 500);
        },
      )
      .finally(() => {
        request.signal.removeEventListener("abort", onDisconnect);
        if (session?.inFlight.get(key) === controller) session.inFlight.delete(key);
        live.delete(controller);
      });
    return reply.response;
  };

  const listen = (
    message: JsonRpcRequest,
    accepted: Accepted,
    request: Request,
  ): Promise<Response> | Response => {
    if (!accepted.sse) {
      return refusal(
        406,
        ErrorCode.invalidRequest,
        "Not Acceptable: subscriptions/listen answers with text/event-stream",
        message.id,
      );
    }
    let subscription: ListenSubscription | undefined;
    const stop = () => {
      if (subscription !== undefined) listens.delete(subscription);
      subscription?.close(false);
    };
    const reply = new Reply({
      accepted,
      onCancel: stop,
      maxQueuedBytes: core.options.maxOutgoingBytes,
    });
    request.signal.addEventListener("abort", stop, { once: true });
    const opened = ListenSubscription.open(
      core,
      message.id,
      message.params,
      (out: JsonRpcMessage) => ("method" in out ? reply.notify(out) : reply.finish(out)),
    );
    if (!(opened instanceof ListenSubscription)) return jsonReply(400, opened);
    subscription = opened;
    listens.add(opened);
    return reply.response;
  };

  const postModern = (
    request: Request,
    message: JsonRpcRequest | JsonRpcNotification,
    accepted: Accepted,
  ) => {
    if (!("id" in message)) return new Response(null, { status: 202 });
    const { id, method, params } = message;
    const checked = checkModernMeta(id, params);
    if (!checked.ok && checked.error.error.code === ErrorCode.invalidParams)
      return jsonReply(400, checked.error);
    const declared = metaOf(params)?.[META.protocolVersion];
    const headerProblem = checkModernHeaders(request.headers, id, method, params, declared);
    if (headerProblem !== undefined) return jsonReply(400, headerProblem);
    if (!checked.ok) return jsonReply(400, checked.error);
    if (!core.hasMethod("modern", method)) {
      return refusal(404, ErrorCode.methodNotFound, `Method not found: ${method}`, id);
    }
    if (method === "subscriptions/listen") return listen(message, accepted, request);
    return run(request, message, "modern", accepted);
  };

  const postLegacy = (
    request: Request,
    message: JsonRpcRequest | JsonRpcNotification,
    accepted: Accepted,
    info: McpRequestInfo,
  ) => {
    if ("id" in message && message.method === "initialize") {
      const session = sessions.create(
        negotiateLegacyVersion(message.params?.protocolVersion),
        http.clientOf(request, info),
      );
      return run(request, message, "legacy", accepted, session);
    }
    const sessionId = request.headers.get(SESSION_HEADER);
    const id = "id" in message ? message.id : null;
    if (sessionId === null) {
      return refusal(
        400,
        ErrorCode.invalidRequest,
        "Bad Request: the Mcp-Session-Id header is required; send initialize first",
        id,
      );
    }
    const session = sessions.get(sessionId);
    if (session === undefined)
      return refusal(404, ErrorCode.invalidRequest, notFound(sessionId), id);
    if (!("id" in message)) {
      if (message.method === "notifications/cancelled") {
        const requestId = message.params?.requestId;
        if (typeof requestId === "string" || typeof requestId === "number") {
          session.inFlight.get(idKey(requestId))?.abort(message.params?.reason);
        }
      }
      return new Response(null, { status: 202, headers: { [SESSION_HEADER]: session.id } });
    }
    return run(request, message, "legacy", accepted, session);
  };

  /** "Session not found", with the reason when a cap ended the session. */
  const notFound = (sessionId: string): string => {
    const why = sessions.endedWhy(sessionId);
    return why === undefined ? "Session not found" : `Session not found: ${why}`;
  };

  const post = async (request: Request, info: McpRequestInfo): Promise<Response> => {
    if (!isJsonContent(request)) {
      return refusal(
        415,
        ErrorCode.invalidRequest,
        "Unsupported Media Type: Content-Type must be application/json",
      );
    }
    const accepted = acceptedForms(request);
    if (!accepted.json && !accepted.sse) {
      return refusal(
        406,
        ErrorCode.invalidRequest,
        "Not Acceptable: accept application/json or text/event-stream",
      );
    }
    const body = await readBody(request, http.maxBodyBytes);
    if (!body.ok) {
      if (body.reason === "too-large") {
        return refusal(
          413,
          ErrorCode.invalidRequest,
          `Payload Too Large: the body is over the limit of ${http.maxBodyBytes} bytes`,
        );
      }
      return refusal(400, ErrorCode.parseError, "Parse error: the body is not readable UTF-8");
    }
    const parsed = parseRequestText(body.text, core.options.maxMessageDepth);
    if (!parsed.ok) return jsonReply(400, parsed.error);
    const message = parsed.message;
    if (!("method" in message)) return new Response(null, { status: 202 });
    const versionHeader = request.headers.get("mcp-protocol-version")?.trim();
    const modern =
      versionHeader !== undefined
        ? !isLegacyVersion(versionHeader)
        : declaresVersion(message.params) || MODERN_ONLY.has(message.method);
    return modern
      ? postModern(request, message, accepted)
      : postLegacy(request, message, accepted, info);
  };

  const openLegacyStream = (request: Request): Response | Promise<Response> => {
    const sessionId = request.headers.get(SESSION_HEADER);
    const session = sessionId === null ? undefined : sessions.get(sessionId);
    if (session === undefined) {
      return refusal(
        sessionId === null ? 400 : 404,
        ErrorCode.invalidRequest,
        sessionId === null
          ? "Bad Request: the Mcp-Session-Id header is required"
          : notFound(sessionId),
      );
    }
    if (!acceptedForms(request).sse)
      return refusal(
        406,
        ErrorCode.invalidRequest,
        "Not Acceptable: the stream is text/event-stream",
      );
    if (session.closeStream !== undefined)
      return refusal(
        409,
        ErrorCode.invalidRequest,
        "Conflict: this session already has a stream open",
      );
    let unwatch: () => void = () => {};
    const stop = () => {
      unwatch();
      session.closeStream = undefined;
    };
    const reply = new Reply({
      accepted: { json: false, sse: true },
      onCancel: stop,
      headers: { [SESSION_HEADER]: session.id },
      maxQueuedBytes: core.options.maxOutgoingBytes,
    });
    reply.openStream();
    unwatch = core.watch(() => reply.notify(notification("notifications/tools/list_changed")));
    session.closeStream = () => {
      stop();
      reply.end();
    };
    request.signal.addEventListener("abort", stop, { once: true });
    return reply.response;
  };

  const handler = async (request: Request, info: McpRequestInfo = {}): Promise<Response> => {
    const malformed = hostHeaderProblem(request);
    if (malformed !== undefined) return refusal(400, ErrorCode.invalidRequest, malformed);
    const problem = rebindingProblem(request, http);
    if (problem !== undefined) return refusal(403, ErrorCode.invalidRequest, problem);
    if (closed)
      return refusal(503, ErrorCode.internalError, "Service Unavailable: the server is closing");
    if (request.method === "POST") return post(request, info);
    if (request.method === "GET" && http.legacySseStream && request.headers.has(SESSION_HEADER)) {
      return openLegacyStream(request);
    }
    if (request.method === "DELETE" && request.headers.has(SESSION_HEADER)) {
      const deleted = sessions.delete(request.headers.get(SESSION_HEADER) ?? "");
      return deleted
        ? new Response(null, { status: 200 })
        : refusal(404, ErrorCode.invalidRequest, "Session not found");
    }
    return new Response(null, { status: 405, headers: { allow: "POST" } });
  };

  return Object.assign(handler, {
    close: () => {
      if (closed) return;
      closed = true;
      for (const controller of live) controller.abort("the server is closing");
      for (const subscription of listens) subscription.close(true);
      listens.clear();
      sessions.clear();
    },
  });
}
