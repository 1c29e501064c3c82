import type { Registry, ToolResult } from "@tinyllm/tool";
import { openStream } from "@tinyllm/tool/stream";
import type { ToolRunner } from "../agent/run-agent.js";

/** What `--stream` says about one streamed call. */
export interface StreamReport {
  readonly callId: string;
  readonly name: string;
  /** The length of the arguments the model wrote, in characters. */
  readonly characters: number;
  /** The character at which the call could no longer pass (1-based), or undefined when it came whole. */
  readonly refusedAt: number | undefined;
}

/**
 * `--stream`: a runner that replays each call's arguments as the model would stream them, one
 * character at a time, through `@tinyllm/tool/stream`. A call that turns invalid is answered
 * there with the refusal, its remaining characters never read (what a real stream would not have
 * to generate); the others run at their end, answered exactly as `registry.call` answers.
 */
export function streamingRunner(
  registry: Registry,
  report: (line: StreamReport) => void,
): ToolRunner {
  return {
    definitions: () => registry.definitions(),
    async callAll(calls, options) {
      const callOptions = {
        ...(options?.signal === undefined ? {} : { signal: options.signal }),
        ...(options?.normalizeArguments === undefined
          ? {}
          : { normalizeArguments: options.normalizeArguments }),
      };
      const answers: Promise<ToolResult>[] = calls.map((call) => {
        const text = typeof call.function.arguments === "string" ? call.function.arguments : "";
        const stream = openStream(registry, { id: call.id, name: call.function.name, callOptions });
        for (let at = 0; at < text.length; at++) {
          const judgement = stream.push(text[at] as string);
          if (judgement.state === "invalid") {
            stream.abort();
            report({
              callId: call.id,
              name: call.function.name,
              characters: text.length,
              refusedAt: at + 1,
            });
            return Promise.resolve(judgement.result);
          }
        }
        report({
          callId: call.id,
          name: call.function.name,
          characters: text.length,
          refusedAt: undefined,
        });
        return stream.finish(text);
      });
      return Promise.all(answers);
    },
  };
}

/** The transcript line for a report: where a call was refused and what that saved. */
export function streamReportLine(report: StreamReport): string {
  if (report.refusedAt === undefined) {
    return `streamed ${report.name} (${report.callId}): ${report.characters} characters, judged as they came, run once complete`;
  }
  const saved = report.characters - report.refusedAt;
  return `streamed ${report.name} (${report.callId}): refused at character ${report.refusedAt} of ${report.characters}; ${saved} characters of generation saved`;
}
