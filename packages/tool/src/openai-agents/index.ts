export {
  type AgentsToolCallDetails,
  type AgentsToolOptions,
  type AgentsToolsOptions,
  agentsTools,
} from "./agents-tools.js";
