/** One city of the built-in weather table: today's conditions, varied day by day. */
export interface CityWeather {
  /** The city's name as the table prints it. */
  readonly city: string;
  /** Today's high and low, in °C. */
  readonly highC: number;
  readonly lowC: number;
  /** The conditions of the coming days, repeated as needed. */
  readonly conditions: readonly string[];
}

const CITIES: readonly CityWeather[] = [
  { city: "Berlin", highC: 9, lowC: 2, conditions: ["overcast", "light rain", "cloudy"] },
  { city: "Cairo", highC: 24, lowC: 14, conditions: ["sunny", "sunny", "clear"] },
  { city: "London", highC: 11, lowC: 6, conditions: ["light rain", "cloudy", "showers"] },
  { city: "New York", highC: 8, lowC: 1, conditions: ["sunny", "windy", "cloudy"] },
  { city: "Paris", highC: 13, lowC: 6, conditions: ["partly cloudy", "light rain", "sunny"] },
  { city: "Sydney", highC: 26, lowC: 18, conditions: ["sunny", "thunderstorms", "partly cloudy"] },
  { city: "Tokyo", highC: 16, lowC: 9, conditions: ["clear", "partly cloudy", "rain"] },
];

// Day-to-day swings applied to today's high and low, so a forecast is not flat.
const SWING = [0, 1, -1, 2, 0, -2, 1];

/** The cities the table knows, sorted. */
export const KNOWN_CITIES: readonly string[] = CITIES.map((entry) => entry.city);

const BY_KEY = new Map(CITIES.map((entry) => [cityKey(entry.city), entry]));

function cityKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, " ");
}

/** Finds a city by name, ignoring case and extra spaces. */
export function findCity(name: string): CityWeather | undefined {
  return BY_KEY.get(cityKey(name));
}

/** One day of a forecast. */
export interface ForecastDay {
  readonly day: number;
  readonly condition: string;
  readonly high: number;
  readonly low: number;
}

/** The city's forecast for `days` days (1 is today), in °C or °F. */
export function forecast(entry: CityWeather, days: number, unit: "c" | "f"): ForecastDay[] {
  const convert = (celsius: number) =>
    unit === "c" ? celsius : Math.round((celsius * 9) / 5 + 32);
  return Array.from({ length: days }, (_, index) => ({
    day: index + 1,
    condition: entry.conditions[index % entry.conditions.length] ?? "clear",
    high: convert(entry.highC + (SWING[index] ?? 0)),
    low: convert(entry.lowC + (SWING[index] ?? 0)),
  }));
}
