import { describeRegistryContract } from "../src/index.js";
import { coreTool as tool } from "./core-module.js";

describeRegistryContract("@tinyllm/tool", tool);
