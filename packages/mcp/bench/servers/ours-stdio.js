// Our serveStdio with get_weather.
import { defineTool, Registry } from "@tinyllm/tool";
import { serveStdio } from "../../dist/node/index.js";
import { answer, GET_WEATHER } from "./get-weather.js";

const registry = new Registry().mustRegister(defineTool({ ...GET_WEATHER, execute: answer }));
await serveStdio(registry).closed;
