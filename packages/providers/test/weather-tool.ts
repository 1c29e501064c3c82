import { defineTool, Registry } from "@tinyllm/tool";

/** The registry every loop test answers calls with: SPEC's get_weather, plus a priority enum. */
export function weatherRegistry(ran: unknown[] = []): Registry {
  return new Registry().mustRegister(
    defineTool({
      name: "get_weather",
      description: "Current weather and forecast for a city.",
      parameters: {
        type: "object",
        properties: {
          city: { type: "string", minLength: 1 },
          days: { type: "integer", minimum: 1, maximum: 7 },
          unit: { enum: ["c", "f"] },
          detail: { enum: [1, 2, 3] },
        },
        required: ["city"],
        additionalProperties: false,
      },
      execute: (args) => {
        ran.push(args);
        return `sunny in ${args.city}`;
      },
    }),
  );
}
