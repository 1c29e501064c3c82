// Our serveHttp with get_weather, in a process of its own; prints its port on stdout.
import { defineTool, Registry } from "@tinyllm/tool";
import { serveHttp } from "../../dist/node/index.js";
import { answer, GET_WEATHER } from "./get-weather.js";

const registry = new Registry().mustRegister(defineTool({ ...GET_WEATHER, execute: answer }));
const server = await serveHttp(registry, { port: 0 });
process.stdout.write(`${server.port}\n`);
process.stdin.on("end", () => server.close().then(() => process.exit(0)));
process.stdin.resume();
