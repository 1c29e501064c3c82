import type { ToolResult } from "@tinyllm/tool";
import type { ContentPart, ToolMessage } from "@tinyllm/types";
import { dataUrl, richParts } from "./result-parts.js";

/** A part of the user message that carries tool results' media (`ChatCompletionContentPart` in `openai`). */
export type OpenAIChatUserPart =
  | { type: "text"; text: string }
  | { type: "image_url"; image_url: { url: string } }
  | { type: "input_audio"; input_audio: { data: string; format: "wav" | "mp3" } }
  | { type: "file"; file: { filename: string; file_data: string } };

/** The user message after the tool messages, with the media they could not hold. */
export interface OpenAIChatUserMessage {
  role: "user";
  content: OpenAIChatUserPart[];
}

// Chat Completions takes these audio types as `input_audio`, by format name.
const AUDIO_FORMATS: Readonly<Record<string, "wav" | "mp3">> = {
  "audio/wav": "wav",
  "audio/mpeg": "mp3",
};

/**
 * The messages answering the calls, for Chat Completions: one tool message per result, in order,
 * then, when some result has images, audio or files, one user message carrying them. Tool
 * messages take text only (OpenAI documents `content` of a tool message as text), so each part
 * there is a line (`[image: image/png, 4033 bytes]`), and the media follow in a user message,
 * each after a text part naming its call, as OpenAI documents for images a tool produced. A
 * result of text only, or a failure, is `result.message()` exactly, and adds no user message.
 */
export function toOpenAIChatMessages(
  results: readonly ToolResult[],
): (ToolMessage | OpenAIChatUserMessage)[] {
  const messages: (ToolMessage | OpenAIChatUserMessage)[] = [];
  const media: OpenAIChatUserPart[] = [];
  for (const result of results) {
    const parts = richParts(result);
    messages.push(result.message());
    if (parts === undefined) continue;
    const carried = parts.flatMap(chatPart);
    if (carried.length === 0) continue;
    media.push(
      {
        type: "text",
        text: `the attachments of the result of call ${result.callId} (${result.name}):`,
      },
      ...carried,
    );
  }
  if (media.length > 0) messages.push({ role: "user", content: media });
  return messages;
}

/** What a user message carries of one part: images, audio of a known format, inline files. */
function chatPart(part: ContentPart): OpenAIChatUserPart[] {
  switch (part.type) {
    case "image":
      return [
        { type: "image_url", image_url: { url: part.url ?? dataUrl(part.mimeType, part.data) } },
      ];
    case "audio": {
      const format = AUDIO_FORMATS[part.mimeType];
      return format === undefined
        ? []
        : [{ type: "input_audio", input_audio: { data: part.data, format } }];
    }
    case "file":
      // Chat file parts take inline data only; a linked file stays the line in the tool message.
      return part.data === undefined
        ? []
        : [
            {
              type: "file",
              file: { filename: part.name, file_data: dataUrl(part.mimeType, part.data) },
            },
          ];
    default:
      return [];
  }
}
