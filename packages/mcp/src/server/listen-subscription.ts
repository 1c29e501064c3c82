import {
  ErrorCode,
  errorResponse,
  isJsonObject,
  type JsonObject,
  type JsonRpcErrorResponse,
  type JsonRpcId,
  type JsonRpcMessage,
  META,
  notification,
  resultResponse,
} from "../wire/index.js";
import type { ServerCore } from "./server-core.js";

/**
 * One open `subscriptions/listen` stream (2026-07-28): acknowledges the filter it can honour
 * (only `toolsListChanged`: a registry has no prompts or resources), then sends
 * `notifications/tools/list_changed` tagged with its id whenever the served tools change.
 */
export class ListenSubscription {
  readonly #core: ServerCore;
  readonly #id: JsonRpcId;
  readonly #send: (message: JsonRpcMessage) => void;
  #unwatch: (() => void) | undefined;
  #open = true;

  private constructor(core: ServerCore, id: JsonRpcId, send: (message: JsonRpcMessage) => void) {
    this.#core = core;
    this.#id = id;
    this.#send = send;
  }

  /**
   * Opens a subscription and sends its acknowledgment through `send`; returns the -32602 error
   * instead when `params.notifications` is not an object.
   */
  static open(
    core: ServerCore,
    id: JsonRpcId,
    params: JsonObject | undefined,
    send: (message: JsonRpcMessage) => void,
  ): ListenSubscription | JsonRpcErrorResponse {
    const filter = params?.notifications ?? {};
    if (!isJsonObject(filter)) {
      return errorResponse(
        id,
        ErrorCode.invalidParams,
        'Invalid params: "notifications" must be an object',
      );
    }
    const subscription = new ListenSubscription(core, id, send);
    const tools = filter.toolsListChanged === true;
    const honoured: JsonObject = tools ? { toolsListChanged: true } : {};
    send(
      notification("notifications/subscriptions/acknowledged", {
        _meta: { [META.subscriptionId]: id },
        notifications: honoured,
      }),
    );
    if (tools) {
      subscription.#unwatch = core.watch(() => {
        if (!subscription.#open) return;
        send(
          notification("notifications/tools/list_changed", {
            _meta: { [META.subscriptionId]: id },
          }),
        );
      });
    }
    return subscription;
  }

  /** Whether the subscription still sends. */
  get isOpen(): boolean {
    return this.#open;
  }

  /**
   * Ends the subscription. `graceful` (the server ends it) sends the final `subscriptions/listen`
   * result first; a client cancel or disconnect sends nothing more.
   */
  close(graceful: boolean): void {
    if (!this.#open) return;
    this.#open = false;
    this.#unwatch?.();
    if (graceful) {
      this.#send(
        resultResponse(
          this.#id,
          this.#core.modernResult({ _meta: { [META.subscriptionId]: this.#id } }),
        ),
      );
    }
  }
}
