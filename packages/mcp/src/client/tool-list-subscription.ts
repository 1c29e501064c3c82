import type { RpcSession } from "./rpc-session.js";

/** A subscription that lasted less than this is not opened again: the server will not hold one. */
const MIN_LIFETIME_MS = 1_000;

/** What a subscription tells the connection. */
export interface SubscriptionEvents {
  /** The subscription is open (`true`) or gone for this session (`false`). */
  readonly listening: (open: boolean) => void;
  /** Changes may have been missed while the subscription was closed: list the tools again. */
  readonly missed: () => void;
}

/**
 * A 2026-07-28 server sends `notifications/tools/list_changed` only on an open
 * `subscriptions/listen` request (the legacy era sends it unasked). When the server's
 * `server/discover` offered `tools.listChanged`, this opens one for the session's life: no
 * timeout, ended with the session. Its notifications reach the session's `toolsChanged` as
 * legacy ones do. A subscription the server ends (or whose HTTP stream ends) after at least a
 * second is opened again, with one refresh for what came between; a shorter one is not (a
 * server that ends each at once would make a loop), and time-based re-listing (`ttlMs`) remains.
 */
export function subscribeToToolChanges(session: RpcSession, events: SubscriptionEvents): void {
  const identity = session.identity;
  if (identity?.era !== "modern" || identity.toolsListChanged !== true) return;
  const opened = Date.now();
  events.listening(true);
  const ended = (): void => {
    if (session.ended) return;
    events.listening(false);
    if (Date.now() - opened < MIN_LIFETIME_MS) return;
    subscribeToToolChanges(session, events);
    events.missed();
  };
  session
    .request(
      identity,
      "subscriptions/listen",
      { notifications: { toolsListChanged: true } },
      { idleTimeoutMs: Number.POSITIVE_INFINITY },
    )
    .then(ended, ended);
}
