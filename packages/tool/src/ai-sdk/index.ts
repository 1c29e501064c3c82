export { ToolResultError } from "../result/tool-result-error.js";
export { type AiSdkContentPart, type AiSdkToolOutput, toModelOutput } from "./ai-sdk-output.js";
export {
  type AiSdkExecuteOptions,
  type AiSdkRepairOptions,
  type AiSdkTool,
  type AiSdkToolSet,
  aiSdkTools,
  RAW_ARGUMENTS_KEY,
  repairToolCall,
} from "./ai-sdk-tools.js";
