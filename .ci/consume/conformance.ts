import { describeSchemaContract, requirements } from "@tinyllm/conformance";

const count: number = requirements.length;
const describe: typeof describeSchemaContract = describeSchemaContract;

export { count, describe };
