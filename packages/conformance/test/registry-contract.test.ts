import * as tool from "@tinyllm/tool";
import { describeRegistryContract } from "../src/index.js";

describeRegistryContract("@tinyllm/tool", tool);
