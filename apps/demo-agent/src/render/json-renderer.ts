import type { TranscriptEvent } from "../agent/transcript-event.js";
import type { Write } from "./text-renderer.js";
import { terminalSafeJson } from "./visible-text.js";

/**
 * Prints each transcript event as one JSON line (`--json`), for machines, with the characters a
 * terminal would act on escaped (the same JSON value). With
 * `quiet`, only the answer, a stop and the summary are printed.
 */
export function createJsonRenderer(
  write: Write,
  options: { readonly quiet?: boolean } = {},
): (event: TranscriptEvent) => void {
  return (event) => {
    if (
      options.quiet &&
      event.type !== "answer" &&
      event.type !== "stopped" &&
      event.type !== "summary"
    ) {
      return;
    }
    write(`${terminalSafeJson(JSON.stringify(event))}\n`);
  };
}
