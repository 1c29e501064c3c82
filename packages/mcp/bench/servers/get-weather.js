// The tool both servers serve: get_weather, the worked example of the READMEs.
export const GET_WEATHER = {
  name: "get_weather",
  description: "Current weather and forecast for a city.",
  parameters: {
    type: "object",
    properties: {
      city: { type: "string", minLength: 1 },
      days: { type: "integer", minimum: 1, maximum: 7 },
      unit: { enum: ["c", "f"] },
    },
    required: ["city"],
    additionalProperties: false,
  },
};

export const ARGUMENTS = { city: "Paris", days: 3, unit: "c" };

/** What the tool answers, the same text from every server. */
export const answer = (args) => `sunny in ${args.city} for ${args.days ?? 1} days`;
