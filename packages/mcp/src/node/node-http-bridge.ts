import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";

/**
 * A Web `Request` for a Node request at `url` (the caller reads the target): same method,
 * headers and a streamed body; its signal aborts when the connection closes before the
 * response was fully written. Throws on what `Request` refuses (a `TRACE` method).
 */
export function toWebRequest(
  request: IncomingMessage,
  response: ServerResponse,
  url: string,
): Request {
  const controller = new AbortController();
  response.on("close", () => {
    if (!response.writableFinished) controller.abort("the client disconnected");
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = request.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  const init: RequestInit & { duplex?: "half" } = { method, headers, signal: controller.signal };
  if (hasBody) {
    init.body = Readable.toWeb(request) as ReadableStream<Uint8Array>;
    init.duplex = "half";
  }
  return new Request(url, init);
}

/** Writes a Web `Response` to a Node response, streaming its body; a client drop cancels it. */
export async function writeWebResponse(
  webResponse: Response,
  response: ServerResponse,
): Promise<void> {
  if (response.headersSent) {
    // Already answered here (a request timeout): the handler's late answer has nowhere to go.
    await webResponse.body?.cancel().catch(() => undefined);
    return;
  }
  response.statusCode = webResponse.status;
  webResponse.headers.forEach((value, name) => {
    response.setHeader(name, value);
  });
  const body = webResponse.body;
  if (body === null) {
    response.end();
    return;
  }
  response.flushHeaders();
  const reader = body.getReader();
  const cancel = () => {
    reader.cancel().catch(() => undefined);
  };
  response.on("close", cancel);
  // The answer failed (its client fell too far behind, so it is parked on 'drain'): cut the
  // connection now, dropping what Node still holds for it.
  reader.closed.catch(() => response.destroy());
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!response.write(value)) {
        await new Promise<void>((resolve) => {
          const resume = () => {
            response.off("drain", resume);
            response.off("close", resume);
            resolve();
          };
          response.on("drain", resume);
          response.on("close", resume);
        });
      }
      if (response.destroyed) break;
    }
  } catch {
    // The answer failed (see above); a client that left ends the loop with `done` instead.
    response.destroy();
  } finally {
    response.off("close", cancel);
    response.end();
  }
}
