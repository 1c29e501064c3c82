import type { CallIdentity } from "../result/shape-result.js";
import type { ToolResult, ToolResultKind } from "../result/tool-result.js";
import { isThenable } from "./validate-arguments.js";

/** Told when a call starts. */
export interface CallStartEvent {
  /** The tool name the call used, as the model wrote it. */
  readonly name: string;
  /** The call's id. */
  readonly callId: string;
}

/** Told when a call ends, whatever happened. */
export interface CallEndEvent {
  /** The tool name the call used, as the model wrote it. */
  readonly name: string;
  /** The call's id. */
  readonly callId: string;
  /** Milliseconds from the start of `call` to its result. */
  readonly durationMs: number;
  /** What happened, as in `result.kind`. */
  readonly kind: ToolResultKind;
  /** The result the call resolves to (immutable: a hook cannot change what the caller reads). */
  readonly result: ToolResult;
}

/** The registry's hooks; either may be missing. */
export interface CallHooks {
  /** Called when a call starts; what it throws is ignored. */
  readonly onCallStart?: ((event: CallStartEvent) => unknown) | undefined;
  /** Called when a call ends, with its result; what it throws is ignored. */
  readonly onCallEnd?: ((event: CallEndEvent) => unknown) | undefined;
}

/** Runs `answer` between the hooks: the start hook first, the end hook with the result. */
export function withHooks(
  hooks: CallHooks,
  call: CallIdentity,
  answer: () => ToolResult | Promise<ToolResult>,
): ToolResult | Promise<ToolResult> {
  const started = now();
  runHook(hooks.onCallStart, { name: call.name, callId: call.callId });
  const end = (result: ToolResult): ToolResult => {
    runHook(hooks.onCallEnd, {
      name: call.name,
      callId: call.callId,
      durationMs: now() - started,
      kind: result.kind,
      result,
    });
    return result;
  };
  const outcome = answer();
  return outcome instanceof Promise ? outcome.then(end) : end(outcome);
}

function runHook<E>(hook: ((event: E) => unknown) | undefined, event: E): void {
  if (hook === undefined) return;
  try {
    const returned = hook(event);
    if (isThenable(returned)) returned.then(undefined, () => {});
  } catch {
    // A hook is for logs and traces; its failure must not change the call.
  }
}

/** The clock of the hooks' `durationMs` and of timeouts, in milliseconds. */
export function now(): number {
  return typeof performance === "object" ? performance.now() : Date.now();
}
