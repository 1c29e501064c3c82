import { describeThrown } from "@tinyllm/types";
import type { ApprovalGate, ApprovalStep } from "../call/approval-step.js";
import type { CallContext } from "../call/call-context.js";
import type { CallEnvironment } from "../call/call-pipeline.js";
import type { RegisteredTool } from "../call/find-tool.js";
import { runTool } from "../call/run-tool.js";
import { isThenable } from "../call/validate-arguments.js";
import { InvalidToolDefinitionError } from "../define/registration-errors.js";
import { registryFailure } from "../result/shape-result.js";
import type { ToolResult } from "../result/tool-result.js";
import { ApprovalError } from "./approval-error.js";
import { approvalFingerprint } from "./approval-fingerprint.js";
import { ApprovalRequired } from "./approval-required.js";
import { approvalRequiredText, predicateFailedText } from "./approval-texts.js";
import { canonicalJson } from "./canonical-json.js";
import { PendingApproval } from "./pending-approval.js";
import { readPendingJson } from "./read-pending-json.js";
import type { PendingSigner } from "./sign-pending.js";

/** A pending approval as its registry keeps it: the object handed out and its arguments' text. */
export interface ApprovalRecord {
  readonly pending: PendingApproval;
  readonly argumentsText: string;
}

/** A tool's `needsApproval` once checked: `true` or a predicate. */
type Needs = true | ((args: unknown, context: unknown) => unknown);

/** A pending approval claimed for one decision: it can never be claimed again. */
export interface Claimed extends ApprovalRecord {
  readonly registered: RegisteredTool;
  readonly environment: CallEnvironment;
}

/**
 * The approvals of one `ApprovalRegistry`: the step that makes each tool's gate, the approvals
 * waiting for a decision, and the ids of those resumed, so each runs at most once.
 */
export class ApprovalBook {
  readonly #open = new Map<string, ApprovalRecord>();
  readonly #closed = new Set<string>();
  readonly #signer: PendingSigner | undefined;
  // Each gate's `needsApproval`, for `check`: read once, when its tool was registered.
  readonly #needs = new WeakMap<ApprovalGate, Needs>();
  #environment: CallEnvironment | undefined;

  constructor(signer: PendingSigner | undefined) {
    this.#signer = signer;
  }

  /** The registry's approval step: checks `needsApproval` and makes the tool's gate. */
  readonly step: ApprovalStep = (environment, name, needsApproval) => {
    this.#environment = environment;
    if (needsApproval !== true && typeof needsApproval !== "function") {
      throw new InvalidToolDefinitionError(
        name,
        `tool "${name}" has needsApproval of type ${typeof needsApproval}; expected a boolean or a function`,
      );
    }
    const needs = needsApproval as Needs;
    const gate = this.#gate(needs);
    this.#needs.set(gate, needs);
    return gate;
  };

  /**
   * Whether a call would be put to a human, without running anything: `false` for a tool that
   * needs no approval and for arguments the schema refuses (they are refused when called).
   * For a framework that asks the human itself (the AI SDK, Agents JS). Fails closed: a
   * predicate that throws means the call needs approval.
   */
  async check(name: string, args: unknown, context: unknown): Promise<boolean> {
    const registered = this.#environment?.tools.get(name);
    const needs =
      registered?.approve === undefined ? undefined : this.#needs.get(registered.approve);
    if (registered === undefined || needs === undefined) return false;
    try {
      const outcome = await registered.prepared.validator.validate(args);
      if (!outcome.ok) return false;
      if (needs === true) return true;
      return (await needs("value" in outcome ? outcome.value : args, context)) !== false;
    } catch {
      return true;
    }
  }

  #gate(needs: Needs): ApprovalGate {
    return (run, outcome) => {
      const validated = outcome.ok && "value" in outcome ? outcome.value : run.args;
      if (needs === true) return this.#ask(run);
      const refused = (error: unknown): ToolResult =>
        registryFailure(run.call, predicateFailedText(describeThrown(error)), run.maxResultChars);
      // Fail closed: only `false` lets the call run unasked; anything else puts it to a human.
      const decide = (verdict: unknown) => {
        if (verdict !== false) return this.#ask(run);
        run.args = validated;
        return runTool(run);
      };
      let verdict: unknown;
      try {
        verdict = needs(validated, run.context);
      } catch (error) {
        return refused(error);
      }
      return isThenable(verdict) ? Promise.resolve(verdict).then(decide, refused) : decide(verdict);
    };
  }

  /** Answers `approval_required`, keeping the validated arguments the human will review. */
  #ask(run: CallContext): ToolResult | Promise<ToolResult> {
    const { call, maxResultChars } = run;
    const registered = this.#environment?.tools.get(call.name);
    if (registered === undefined) return registryFailure(call, "the tool is gone", maxResultChars);
    let argumentsText: string;
    try {
      argumentsText = canonicalJson(run.args);
    } catch (error) {
      const what = `its arguments cannot be put to a human (${describeThrown(error)}); the tool did not run`;
      return registryFailure(call, what, maxResultChars);
    }
    const fields = {
      id: newId(),
      callId: call.callId,
      toolName: call.name,
      arguments: JSON.parse(argumentsText),
      fingerprint: approvalFingerprint(registered.prepared, argumentsText),
    };
    const finish = (signature: string | undefined): ToolResult => {
      const pending = new PendingApproval({ ...fields, signature });
      this.#open.set(pending.id, { pending, argumentsText });
      return new ApprovalRequired(pending, approvalRequiredText(call.name));
    };
    if (this.#signer === undefined) return finish(undefined);
    return this.#signer
      .sign(fields)
      .then(finish, (error: unknown) =>
        registryFailure(
          call,
          `the approval could not be signed (${describeThrown(error)})`,
          maxResultChars,
        ),
      );
  }

  /**
   * Takes the pending approval for one decision, or throws `ApprovalError` having changed
   * nothing: unknown or resumed already, fields that differ from what was put to the human, a
   * tool gone or registered again with another schema.
   */
  claim(pending: unknown): Claimed {
    const given = readGiven(pending);
    if (this.#closed.has(given.id)) {
      throw new ApprovalError("already_resumed", `approval ${given.id} was resumed already`);
    }
    const record = this.#open.get(given.id);
    if (record === undefined) {
      throw new ApprovalError(
        "unknown_approval",
        `approval ${JSON.stringify(given.id)} is not pending in this registry (read a stored one with readPending)`,
      );
    }
    const kept = record.pending;
    // The object handed out passes as it is; a copy (through a queue, structuredClone) must match.
    if (
      given.callId !== kept.callId ||
      given.toolName !== kept.toolName ||
      given.fingerprint !== kept.fingerprint ||
      given.argumentsText !== record.argumentsText
    ) {
      throw new ApprovalError(
        "fingerprint_mismatch",
        `approval ${kept.id} does not match the call put to the human (call id, tool, arguments or fingerprint differ)`,
      );
    }
    const { registered, environment } = this.#current(kept, record.argumentsText);
    this.#open.delete(kept.id);
    this.#closed.add(kept.id);
    return { ...record, registered, environment };
  }

  /** Reads a stored pending approval back, checking its signature and its binding to the tool as registered now. */
  async read(input: unknown): Promise<PendingApproval> {
    const { fields, argumentsText } = readPendingJson(input);
    const signer = this.#signer;
    if (signer !== undefined) {
      if (fields.signature === undefined || !(await signer.verify(fields, fields.signature))) {
        throw new ApprovalError(
          "bad_signature",
          `approval ${fields.id} is ${fields.signature === undefined ? "not signed" : "not signed by this registry's key, or was altered"}`,
        );
      }
    } else if (fields.signature !== undefined) {
      throw new ApprovalError(
        "bad_signature",
        `approval ${fields.id} is signed and this registry has no signingKey to check it`,
      );
    }
    if (this.#closed.has(fields.id)) {
      throw new ApprovalError("already_resumed", `approval ${fields.id} was resumed already`);
    }
    const pending = new PendingApproval(fields);
    this.#current(pending, argumentsText);
    const known = this.#open.get(fields.id);
    if (known === undefined) {
      this.#open.set(fields.id, { pending, argumentsText });
      return pending;
    }
    if (known.pending.fingerprint !== fields.fingerprint || known.argumentsText !== argumentsText) {
      throw new ApprovalError(
        "fingerprint_mismatch",
        `approval ${fields.id} differs from the one pending under that id`,
      );
    }
    return known.pending;
  }

  /** Forgets a pending approval nobody will decide; `false` when it was not pending. */
  discard(pending: unknown): boolean {
    const id = readGiven(pending).id;
    if (!this.#open.delete(id)) return false;
    this.#closed.add(id);
    return true;
  }

  /** The tool as registered now, which must be the one the fingerprint binds. */
  #current(
    pending: PendingApproval,
    argumentsText: string,
  ): { registered: RegisteredTool; environment: CallEnvironment } {
    const environment = this.#environment;
    const registered = environment?.tools.get(pending.toolName);
    if (environment === undefined || registered === undefined) {
      throw new ApprovalError("tool_changed", `tool ${pending.toolName} is not registered`);
    }
    if (approvalFingerprint(registered.prepared, argumentsText) !== pending.fingerprint) {
      throw new ApprovalError(
        "fingerprint_mismatch",
        `approval ${pending.id} does not match tool ${pending.toolName} as registered now with these arguments (the tool's schema changed, or the approval was altered)`,
      );
    }
    return { registered, environment };
  }
}

/** The fields of what was passed as a pending approval, read once and guardedly. */
function readGiven(pending: unknown): {
  id: string;
  callId: unknown;
  toolName: unknown;
  fingerprint: unknown;
  argumentsText: string | undefined;
} {
  try {
    const { id, callId, toolName, fingerprint, arguments: args } = pending as PendingApproval;
    if (typeof id !== "string") throw new Error("no id");
    let argumentsText: string | undefined;
    try {
      argumentsText = canonicalJson(args);
    } catch {
      argumentsText = undefined;
    }
    return { id, callId, toolName, fingerprint, argumentsText };
  } catch {
    throw new ApprovalError("unknown_approval", "the value given is not a pending approval");
  }
}

let counter = 0;

/** 32 hex digits: random where Web Crypto is, else unique in this process. */
function newId(): string {
  const bytes = new Uint8Array(16);
  if (typeof globalThis.crypto?.getRandomValues === "function") {
    globalThis.crypto.getRandomValues(bytes);
  } else {
    counter += 1;
    new DataView(bytes.buffer).setFloat64(0, Date.now());
    new DataView(bytes.buffer).setFloat64(8, counter);
  }
  return [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
