export {
  type AgentsToolCallDetails,
  type AgentsToolOptions,
  type AgentsToolsOptions,
  agentsTools,
} from "./agents-tools.js";
export { type AgentsToolErrorArgs, agentsToolErrorFormatter } from "./unknown-tool-formatter.js";
