// τ-bench's real gpt-4o airline tool calls as replay sessions (replay-calls.js). The data stays
// outside the repository (its MIT licence travels with it in ../shared/replay/tau-bench/).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const REPOSITORY_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

/** The environment variable that points the replay at another copy of the data. */
export const REPLAY_ENV = "TINYLLM_REPLAY_TAU_AIRLINE";

/** Where the data is read from. */
export const REPLAY_FILE =
  process.env[REPLAY_ENV] ??
  join(REPOSITORY_ROOT, "../shared/replay/tau-bench/airline-gpt-4o.json");

/** The message for missing data: a replay over nothing must never look like one that passed. */
export function missingDataMessage() {
  return (
    `τ-bench replay data missing: ${REPLAY_FILE}. It is sierra-research/tau-bench's ` +
    "historical_trajectories/gpt-4o-airline.json with the airline tools (MIT), as " +
    "../shared/replay/tau-bench/README.md describes; put it there beside the repository root " +
    `or set ${REPLAY_ENV} to the file.`
  );
}

/** The data, or undefined when the file is not there. */
export function loadReplayData() {
  if (!existsSync(REPLAY_FILE)) return undefined;
  return JSON.parse(readFileSync(REPLAY_FILE, "utf8"));
}

/** The data's trajectories (the first `limit`) as replay sessions: one tool list for all. */
export function tauSessions(data, limit = Infinity) {
  return data.airline_gpt_4o.slice(0, limit).map((trajectory) => ({
    tools: data.tools.airline,
    calls: trajectory.calls,
    gold: trajectory.gold_actions,
  }));
}
