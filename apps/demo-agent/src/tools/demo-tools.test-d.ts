import type { FuncTool } from "@tinyllm/tool";
import { describe, expectTypeOf, it } from "vitest";
import type { createCalculatorTool } from "./calculator.js";
import type { createCurrentTimeTool } from "./current-time.js";
import type { createWeatherTool } from "./get-weather.js";
import type { createStatisticsTool } from "./statistics.js";

type ArgumentsOf<T> = T extends FuncTool<infer A> ? A : never;

describe("the demo tools' execute arguments are typed from their schemas", () => {
  it("get_weather", () => {
    expectTypeOf<ArgumentsOf<ReturnType<typeof createWeatherTool>>>().toEqualTypeOf<{
      city: string;
      days?: number;
      unit?: "c" | "f";
    }>();
  });

  it("calculator and current_time", () => {
    expectTypeOf<ArgumentsOf<ReturnType<typeof createCalculatorTool>>>().toEqualTypeOf<{
      expression: string;
    }>();
    expectTypeOf<ArgumentsOf<ReturnType<typeof createCurrentTimeTool>>>().toEqualTypeOf<{
      time_zone?: string;
    }>();
  });

  it("statistics: arrays and anyOf", () => {
    type Arguments = ArgumentsOf<ReturnType<typeof createStatisticsTool>>;
    expectTypeOf<Arguments["values"]>().toEqualTypeOf<(number | string)[]>();
    expectTypeOf<Arguments["measures"]>().toEqualTypeOf<
      ("count" | "sum" | "min" | "max" | "mean" | "median" | "stdev")[] | undefined
    >();
  });
});
