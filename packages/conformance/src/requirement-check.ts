import { findRequirement, type Requirement, requirements } from "./contract-data.js";

/** One runnable check of one requirement: it resolves to its failures, empty when it passes. */
export interface RequirementCheck {
  /** The id of the requirement it verifies. */
  readonly id: string;
  /** Runs the check; never rejects (a throw inside becomes a failure). */
  run(): Promise<readonly string[]>;
}

/** The outcome of one check. */
export interface CheckReport {
  /** The requirement id. */
  readonly id: string;
  /** What went wrong; empty when the requirement holds. */
  readonly failures: readonly string[];
}

/** Wraps a check body so that a throw or rejection becomes a failure, never an escape. */
export function check(
  id: string,
  body: () => readonly string[] | Promise<readonly string[]>,
): RequirementCheck {
  return {
    id,
    async run() {
      try {
        return await body();
      } catch (error) {
        return [`the check threw: ${describeError(error)}`];
      }
    },
  };
}

/** Runs checks one after another (tools and timers stay predictable) and reports each. */
export async function runChecks(checks: readonly RequirementCheck[]): Promise<CheckReport[]> {
  const reports: CheckReport[] = [];
  for (const item of checks) {
    reports.push({ id: item.id, failures: await item.run() });
  }
  return reports;
}

/** The ids a set of checks must cover, and what is wrong with their coverage. */
export interface Coverage {
  /** Ids named by a check but absent from the contract. */
  readonly unknown: readonly string[];
  /** Requirements under the prefixes that no check verifies. */
  readonly missing: readonly Requirement[];
}

/** Compares the ids of `checks` with the contract's requirements under `prefixes`. */
export function coverage(
  checks: readonly RequirementCheck[],
  prefixes: readonly string[],
): Coverage {
  const checked = new Set(checks.map((item) => item.id));
  return {
    unknown: [...checked].filter((id) => findRequirement(id) === undefined),
    missing: requirements.filter(
      (entry) => prefixes.some((prefix) => entry.id.startsWith(prefix)) && !checked.has(entry.id),
    ),
  };
}

/** A short, never-throwing description of any thrown value. */
export function describeError(error: unknown): string {
  try {
    if (error instanceof Error) return `${error.name}: ${error.message}`;
    return typeof error === "string" ? error : String(error);
  } catch {
    return "a value that cannot be turned into text";
  }
}

/** JSON text of a value for failure messages, cut short; never throws. */
export function show(value: unknown): string {
  try {
    const text = JSON.stringify(value) ?? String(value);
    return text.length > 300 ? `${text.slice(0, 300)}...` : text;
  } catch {
    return "(unprintable)";
  }
}
