import { type OptionFields, refuseUnknownOption } from "../wire/index.js";

/** How a stdio server is brought back after it exits. */
export interface RestartPolicy {
  /** Restarts in a row before giving up; default 5. */
  readonly maxAttempts?: number | undefined;
  /** Wait before the first restart, doubling each time; default 100 ms. */
  readonly initialDelayMs?: number | undefined;
  /** The longest wait between restarts; default 5,000 ms. */
  readonly maxDelayMs?: number | undefined;
}

/** Every field of a {@link RestartPolicy}: the one list its unknown-name check reads. */
export const RESTART_POLICY_NAMES: readonly string[] = Object.keys({
  maxAttempts: 1,
  initialDelayMs: 1,
  maxDelayMs: 1,
} as const satisfies OptionFields<RestartPolicy>);

/**
 * The policy with its defaults, or undefined for "never restart". Throws a `RangeError` for a
 * field a policy does not have (`maxAttempt`).
 */
export function resolveRestartPolicy(
  option: RestartPolicy | false | undefined,
): Required<RestartPolicy> | undefined {
  if (option === false) return undefined;
  if (typeof option === "object" && option !== null) {
    refuseUnknownOption(option, "restart", RESTART_POLICY_NAMES);
  }
  return {
    maxAttempts: option?.maxAttempts ?? 5,
    initialDelayMs: option?.initialDelayMs ?? 100,
    maxDelayMs: option?.maxDelayMs ?? 5_000,
  };
}

/** Milliseconds to wait before restart `attempt` (1-based): exponential, capped. */
export function restartDelay(policy: Required<RestartPolicy>, attempt: number): number {
  return Math.min(policy.initialDelayMs * 2 ** (attempt - 1), policy.maxDelayMs);
}
