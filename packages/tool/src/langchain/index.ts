export {
  type LangChainSchema,
  type LangChainToolConfig,
  type LangChainToolFields,
  langchainTools,
} from "./langchain-tools.js";
