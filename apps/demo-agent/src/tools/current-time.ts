import { defineTool, ToolError } from "@tinyllm/tool";

/** Options for {@link createCurrentTimeTool}. */
export interface CurrentTimeToolOptions {
  /** The clock; tests fix it. Default: the real time. */
  readonly now?: () => Date;
}

/** `current_time`: the date and time in an IANA time zone, checked through `Intl`. */
export function createCurrentTimeTool(options: CurrentTimeToolOptions = {}) {
  const now = options.now ?? (() => new Date());
  return defineTool({
    name: "current_time",
    description:
      'The current date and time in an IANA time zone such as "Europe/Paris" or "America/New_York". Default: UTC.',
    parameters: {
      type: "object",
      properties: {
        time_zone: { type: "string", minLength: 1, maxLength: 64 },
      },
      additionalProperties: false,
    },
    execute(args) {
      const zone = args.time_zone ?? "UTC";
      let format: Intl.DateTimeFormat;
      try {
        format = new Intl.DateTimeFormat("en-US", {
          timeZone: zone,
          year: "numeric",
          month: "2-digit",
          day: "2-digit",
          weekday: "long",
          hour: "2-digit",
          minute: "2-digit",
          second: "2-digit",
          hourCycle: "h23",
          timeZoneName: "longOffset",
        });
      } catch {
        const suggestion = closestZone(zone);
        const hint = suggestion === undefined ? "" : `; did you mean "${suggestion}"?`;
        throw new ToolError(
          `unknown time zone ${JSON.stringify(zone)}; expected an IANA name such as "Europe/Paris"${hint}`,
        );
      }
      const parts = new Map(
        format.formatToParts(now()).map((part) => [part.type, part.value] as const),
      );
      const offset = (parts.get("timeZoneName") ?? "GMT").replace(/^GMT/, "") || "+00:00";
      return {
        time_zone: format.resolvedOptions().timeZone,
        date: `${parts.get("year")}-${parts.get("month")}-${parts.get("day")}`,
        time: `${parts.get("hour")}:${parts.get("minute")}:${parts.get("second")}`,
        weekday: parts.get("weekday") ?? "",
        utc_offset: offset,
      };
    },
  });
}

/** The known zone whose name is within two edits of `zone`, ignoring case. */
function closestZone(zone: string): string | undefined {
  if (zone.length > 64) return undefined;
  const wanted = zone.toLowerCase();
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of Intl.supportedValuesOf("timeZone")) {
    const distance = editDistance(wanted, candidate.toLowerCase(), bestDistance);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** Levenshtein distance, or `limit` as soon as it is certain to reach it. */
function editDistance(left: string, right: string, limit: number): number {
  if (Math.abs(left.length - right.length) >= limit) return limit;
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let row = 1; row <= left.length; row += 1) {
    const current = [row];
    let rowMinimum = row;
    for (let column = 1; column <= right.length; column += 1) {
      const cost = left[row - 1] === right[column - 1] ? 0 : 1;
      const value = Math.min(
        (previous[column] ?? 0) + 1,
        (current[column - 1] ?? 0) + 1,
        (previous[column - 1] ?? 0) + cost,
      );
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum >= limit) return limit;
    previous = current;
  }
  return Math.min(limit, previous[right.length] ?? limit);
}
