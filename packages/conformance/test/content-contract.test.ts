import { describeContentContract } from "../src/index.js";
import { contentModule, projections } from "./content-fixtures.js";

describeContentContract(
  "@tinyllm/tool/content with @tinyllm/providers",
  contentModule,
  projections,
);
