import type { Scenario } from "../providers/scripted-provider.js";
import { approvalScenario } from "./approval-scenario.js";
import { calculatorScenario } from "./calculator-scenario.js";
import { chartScenario } from "./chart-scenario.js";
import { cutOffScenario } from "./cut-off-scenario.js";
import { runawayScenario } from "./runaway-scenario.js";
import { statisticsScenario } from "./statistics-scenario.js";
import { timeScenario } from "./time-scenario.js";
import { tour } from "./tour.js";
import { unknownCityScenario } from "./unknown-city-scenario.js";

/** Every built-in scenario; the first is the default. */
export const SCENARIOS: readonly Scenario[] = [
  tour,
  calculatorScenario,
  timeScenario,
  statisticsScenario,
  unknownCityScenario,
  cutOffScenario,
  runawayScenario,
  approvalScenario,
  chartScenario,
];

/** The scenario `pnpm demo` runs without `--scenario`. */
export const DEFAULT_SCENARIO = tour.name;

/** The scenario called `name`, or undefined. */
export function findScenario(name: string): Scenario | undefined {
  return SCENARIOS.find((scenario) => scenario.name === name);
}
