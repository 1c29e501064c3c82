import { defineTool } from "@tinyllm/tool";
import type { Scenario } from "../providers/scripted-provider.js";
import { giveUp } from "./scenario-helpers.js";

/** The arguments the scripted model sends to `send_email`. */
export const APPROVAL_EMAIL = {
  to: "ada@example.com",
  subject: "Meeting notes",
  body: "Notes from today's meeting are attached.",
};

/** A tool that acts: every call waits for a human (`--approve`, or the prompt on a TTY). */
export function sendEmailTool(sent: unknown[] = []) {
  return defineTool({
    name: "send_email",
    description: "Sends an email. A human approves every email before it is sent.",
    parameters: {
      type: "object",
      properties: {
        to: { type: "string", minLength: 3 },
        subject: { type: "string" },
        body: { type: "string" },
      },
      required: ["to", "subject", "body"],
      additionalProperties: false,
    },
    needsApproval: true,
    execute: (args) => {
      sent.push(args);
      return `sent "${args.subject}" to ${args.to}`;
    },
  });
}

/**
 * The model asks to send an email; a human approves, edits or denies it. Approved or edited, the
 * model reports what the tool said; denied, it reads the human's message and answers without the tool.
 */
export const approvalScenario: Scenario = {
  name: "approval",
  description:
    "send_email needs a human's approval: --approve all|none (or y/N/e on a TTY); a denial's message reaches the model",
  question: "Email Ada the notes from today's meeting.",
  respond(view) {
    if (view.turn === 0) {
      return { calls: [{ name: "send_email", arguments: JSON.stringify(APPROVAL_EMAIL) }] };
    }
    const last = view.lastResults[0];
    if (last === undefined) return giveUp("I received no tool result.");
    if (!last.isError) return { content: `Done: ${last.content}.` };
    const said = last.content.replace(/^error: /, "");
    return { content: `I did not send the email. The reviewer said: ${said}` };
  },
};
