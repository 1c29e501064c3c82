/** One 2025-11-25 session: made by `initialize`, named by the `Mcp-Session-Id` header. */
export interface LegacySession {
  /** The id sent back in `Mcp-Session-Id`. */
  readonly id: string;
  /** The protocol version `initialize` agreed on. */
  readonly protocolVersion: string;
  /** Who opened it (`clientOf`), or undefined when clients cannot be told apart. */
  readonly client: string | undefined;
  /** Requests in flight, by id, so `notifications/cancelled` can abort them. */
  readonly inFlight: Map<string, AbortController>;
  /** Ends the session's GET stream, if one is open. */
  closeStream: (() => void) | undefined;
}

/** The caps of {@link LegacySessions}. */
export interface SessionLimits {
  /** Sessions kept in all; past it the least recently used one ends. */
  readonly maxSessions: number;
  /** Sessions one client keeps; past it that client's least recently used one ends. */
  readonly maxSessionsPerClient: number;
}

/**
 * The sessions of one endpoint, least recently used first. Past `maxSessionsPerClient` a
 * client's own oldest session ends, so one caller cannot push everyone else's out; past
 * `maxSessions` the oldest of all ends. Why an id ended is kept (as many as `maxSessions`), so
 * its next request hears the reason instead of a bare "not found".
 */
export class LegacySessions {
  readonly #sessions = new Map<string, LegacySession>();
  readonly #perClient = new Map<string, number>();
  readonly #endedWhy = new Map<string, string>();
  readonly #limits: SessionLimits;

  constructor(limits: SessionLimits) {
    this.#limits = limits;
  }

  /** Starts a session with a fresh random id for `client` (undefined: not told apart). */
  create(protocolVersion: string, client: string | undefined): LegacySession {
    const session: LegacySession = {
      id: crypto.randomUUID(),
      protocolVersion,
      client,
      inFlight: new Map(),
      closeStream: undefined,
    };
    this.#sessions.set(session.id, session);
    if (client !== undefined) {
      const held = (this.#perClient.get(client) ?? 0) + 1;
      this.#perClient.set(client, held);
      if (held > this.#limits.maxSessionsPerClient) {
        const oldest = this.#oldestOf(client);
        if (oldest !== undefined) {
          this.#end(
            oldest,
            `it ended when its client opened more than ${this.#limits.maxSessionsPerClient} sessions (maxSessionsPerClient)`,
          );
        }
      }
    }
    while (this.#sessions.size > this.#limits.maxSessions) {
      const oldest = this.#sessions.keys().next().value;
      if (oldest === undefined) break;
      this.#end(
        oldest,
        `it ended when the server held more than ${this.#limits.maxSessions} sessions (maxSessions)`,
      );
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

  /** Why the session with this id was ended by a cap, if it was (and is still remembered). */
  endedWhy(id: string): string | undefined {
    return this.#endedWhy.get(id);
  }

  /** Ends a session: its calls abort and its stream closes. Returns whether it existed. */
  delete(id: string): boolean {
    const session = this.#sessions.get(id);
    if (session === undefined) return false;
    this.#sessions.delete(id);
    if (session.client !== undefined) {
      const held = (this.#perClient.get(session.client) ?? 1) - 1;
      if (held > 0) this.#perClient.set(session.client, held);
      else this.#perClient.delete(session.client);
    }
    for (const controller of session.inFlight.values()) controller.abort("the session ended");
    session.closeStream?.();
    return true;
  }

  /** Ends every session. */
  clear(): void {
    for (const id of [...this.#sessions.keys()]) this.delete(id);
    this.#endedWhy.clear();
  }

  #end(id: string, why: string): void {
    this.delete(id);
    this.#endedWhy.set(id, why);
    if (this.#endedWhy.size > this.#limits.maxSessions) {
      const oldest = this.#endedWhy.keys().next().value;
      if (oldest !== undefined) this.#endedWhy.delete(oldest);
    }
  }

  /** The client's least recently used session (at most `maxSessions` looked at). */
  #oldestOf(client: string): string | undefined {
    for (const session of this.#sessions.values()) if (session.client === client) return session.id;
    return undefined;
  }
}
