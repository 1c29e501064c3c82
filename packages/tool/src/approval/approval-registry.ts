import { quote } from "@tinyllm/types";
import { CALL_OPTION_NAMES, type CallOptions, readOptions } from "../call/read-options.js";
import { Registry } from "../registry.js";
import { InvalidRegistryOptionError } from "../registry-option-error.js";
import type { RegistryOptions } from "../registry-options.js";
import type { ToolResult } from "../result/tool-result.js";
import { ApprovalBook } from "./approval-book.js";
import { type ApprovalDecision, readDecision } from "./approval-decision.js";
import { ApprovalError } from "./approval-error.js";
import { markApprovalRegistry } from "./framework-approvals.js";
import type { PendingApproval, PendingApprovalJson } from "./pending-approval.js";
import { runDecision } from "./run-decision.js";
import { isSigningKey, PendingSigner, type SigningKey } from "./sign-pending.js";

/** Options of `new ApprovalRegistry`: a registry's, and the key that signs pending approvals. */
export interface ApprovalRegistryOptions extends RegistryOptions {
  /**
   * Signs every pending approval (HMAC-SHA-256, Web Crypto): `readPending` then refuses one
   * that is unsigned, forged or altered. Without it a stored approval is checked only against
   * its fingerprint, which catches accidents, not an attacker who can write the store.
   */
  readonly signingKey?: SigningKey | undefined;
}

/**
 * A registry whose tools may declare `needsApproval`: a call that needs it is validated, then
 * answered `approval_required` (an {@link ApprovalRequired} carrying its `pending` approval)
 * without running; `resume` carries out the human's decision, at most once.
 */
export class ApprovalRegistry<C = unknown> extends Registry<C> {
  readonly #book: ApprovalBook;

  /** Throws `InvalidRegistryOptionError` for an option it cannot use, `signingKey` included. */
  constructor(options: ApprovalRegistryOptions = {}) {
    const { signingKey, ...rest } = options;
    if (signingKey !== undefined && !isSigningKey(signingKey)) {
      throw new InvalidRegistryOptionError(
        "signingKey",
        `registry option signingKey is ${quote(typeof signingKey === "string" ? signingKey : typeof signingKey)}; expected a non-empty string, a Uint8Array or an HMAC CryptoKey`,
      );
    }
    const book = new ApprovalBook(
      signingKey === undefined ? undefined : new PendingSigner(signingKey),
    );
    super(rest, book.step);
    this.#book = book;
  }

  /**
   * Carries out a human's decision on a pending approval. Rejects with `ApprovalError`, having
   * run nothing, for an approval unknown here, resumed already, whose fields differ from what was
   * put to the human, or whose tool is gone or has another schema. `options` are a call's
   * (`context`, `signal`, `onProgress`): the context reaches the tool as on any call.
   */
  async resume(
    pending: PendingApproval,
    decision: ApprovalDecision,
    options?: CallOptions<C>,
  ): Promise<ToolResult> {
    const read = readDecision(decision);
    const settings = readOptions(options, "resume", CALL_OPTION_NAMES);
    if (typeof settings === "string") throw new ApprovalError("invalid_options", settings);
    return runDecision(this.#book.claim(pending), read, settings);
  }

  /**
   * A stored pending approval (`toJSON()`'s object or its text) read back, to `resume` here.
   * Rejects with `ApprovalError` for malformed input, a bad or missing signature (with a
   * `signingKey`), an approval resumed already, or one that does not match its tool as registered now.
   */
  readPending(json: PendingApprovalJson | string | unknown): Promise<PendingApproval> {
    return this.#book.read(json);
  }

  /**
   * Whether a call of tool `name` with these parsed arguments would be put to a human; runs
   * nothing. `false` when the tool needs no approval or the schema refuses the arguments (the
   * call is then refused, never put to a human); `true` when a predicate throws. For adapters
   * whose framework asks the human itself.
   */
  approvalNeeded(name: string, args: unknown, context?: C): Promise<boolean> {
    return this.#book.check(name, args, context);
  }

  /** Forgets a pending approval nobody will decide (it can no longer be resumed); `false` if it was not pending. */
  discard(pending: PendingApproval): boolean {
    return this.#book.discard(pending);
  }
}

markApprovalRegistry(ApprovalRegistry);
