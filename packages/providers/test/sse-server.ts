import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** A server on 127.0.0.1 that answers every POST with the same server-sent events. */
export interface SseServer {
  readonly url: string;
  /** Every request's path, in order. */
  readonly paths: string[];
  close(): Promise<void>;
}

/** One server-sent event: its `event:` name (optional) and its `data:` text. */
export interface SseEvent {
  readonly event?: string;
  readonly data: string;
}

/** Starts a server whose answer is `events` as a `text/event-stream`, each written apart. */
export async function startSseServer(events: readonly SseEvent[]): Promise<SseServer> {
  const paths: string[] = [];
  const server = createServer((request, response) => {
    paths.push(request.url ?? "");
    request.resume();
    request.on("end", () => {
      response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      for (const item of events) {
        response.write(
          `${item.event === undefined ? "" : `event: ${item.event}\n`}data: ${item.data}\n\n`,
        );
      }
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    paths,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
