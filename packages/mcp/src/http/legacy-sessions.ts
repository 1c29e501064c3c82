/** One 2025-11-25 session: made by `initialize`, named by the `Mcp-Session-Id` header. */
export interface LegacySession {
  /** The id sent back in `Mcp-Session-Id`. */
  readonly id: string;
  /** The protocol version `initialize` agreed on. */
  readonly protocolVersion: string;
  /** Requests in flight, by id, so `notifications/cancelled` can abort them. */
  readonly inFlight: Map<string, AbortController>;
  /** Ends the session's GET stream, if one is open. */
  closeStream: (() => void) | undefined;
}

/** The sessions of one endpoint, least recently used first; past the cap the oldest ends. */
export class LegacySessions {
  readonly #sessions = new Map<string, LegacySession>();
  readonly #max: number;

  constructor(max: number) {
    this.#max = max;
  }

  /** Starts a session with a fresh random id. */
  create(protocolVersion: string): LegacySession {
    const session: LegacySession = {
      id: crypto.randomUUID(),
      protocolVersion,
      inFlight: new Map(),
      closeStream: undefined,
    };
    this.#sessions.set(session.id, session);
    while (this.#sessions.size > this.#max) {
      const oldest = this.#sessions.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
    return session;
  }

  /** The session with this id, marked as just used. */
  get(id: string): LegacySession | undefined {
    const session = this.#sessions.get(id);
    if (session !== undefined) {
      this.#sessions.delete(id);
      this.#sessions.set(id, session);
    }
    return session;
  }

  /** Ends a session: its calls abort and its stream closes. Returns whether it existed. */
  delete(id: string): boolean {
    const session = this.#sessions.get(id);
    if (session === undefined) return false;
    this.#sessions.delete(id);
    for (const controller of session.inFlight.values()) controller.abort("the session ended");
    session.closeStream?.();
    return true;
  }

  /** Ends every session. */
  clear(): void {
    for (const id of [...this.#sessions.keys()]) this.delete(id);
  }
}
