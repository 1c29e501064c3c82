import type { ScriptedTurn } from "../providers/scripted-provider.js";

/** The scripted model's answer when something it did not expect happens: it stops, saying why. */
export function giveUp(reason: string): ScriptedTurn {
  return { content: `I have to stop here: ${reason}` };
}

/** A tool's JSON output, or undefined when it is not JSON. */
export function readJson(content: string): unknown {
  try {
    return JSON.parse(content);
  } catch {
    return undefined;
  }
}

/**
 * The tool name an unknown-tool refusal suggests ("did you mean ..."), when it is
 * one of the offered tools.
 */
export function pickSuggestedTool(content: string, offered: readonly string[]): string | undefined {
  const match = /did you mean\W+([A-Za-z0-9_-]{1,64})/i.exec(content);
  const name = match?.[1];
  return name !== undefined && offered.includes(name) ? name : undefined;
}
