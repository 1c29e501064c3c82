import { describeRepairContract } from "../src/index.js";
import { repairingTool } from "./repair-module.js";

describeRepairContract("@tinyllm/tool/repair", repairingTool);
