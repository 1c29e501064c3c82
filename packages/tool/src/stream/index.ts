// `@tinyllm/tool/stream`: tool calls judged while the model streams their arguments, run only
// when complete. A subpath of its own, so the registry's bundle does not carry it.

export { InvalidStreamOptionError } from "./stream-option-error.js";
export {
  openStream,
  type StreamJudgement,
  type StreamOpenOptions,
  type ToolCallStream,
} from "./tool-call-stream.js";
