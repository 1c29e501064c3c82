import type { LinearPattern, WorkMeter } from "../src/pattern/index.js";

/** A pattern that matches everything and says each match cost `cost` work, recording its inputs. */
export function costly(cost: number): LinearPattern & { readonly calls: string[] } {
  const calls: string[] = [];
  return {
    source: "^costly$",
    calls,
    test: () => true,
    testWithin(input: string, meter: WorkMeter) {
      calls.push(input);
      meter.spent += cost;
      return meter.spent > meter.limit ? undefined : true;
    },
  };
}
