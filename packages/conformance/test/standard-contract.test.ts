import { fileURLToPath } from "node:url";
import * as schema from "@tinyllm/schema";
import { describeStandardContract, describeStandardSuite } from "../src/index.js";

describeStandardContract("@tinyllm/schema (standard vocabulary)", schema);

describeStandardSuite(
  "official JSON Schema Test Suite, standard vocabulary files, against @tinyllm/schema",
  schema,
  {
    dataDir: fileURLToPath(new URL("../../../../shared/json-schema-test-suite", import.meta.url)),
  },
);
