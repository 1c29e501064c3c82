// Writes ToolBench's real ChatGPT tool calls, with the tools each query offered, into one JSON
// file for `pnpm bench:replay` (OpenBMB/ToolBench, Apache-2.0; never committed here).
//
//   git clone --depth 1 https://github.com/OpenBMB/ToolBench /tmp/ToolBench
//   node packages/tool/bench/toolbench-extract.js /tmp/ToolBench/data_example/answer
//
// The repository holds 15 answer trees in `data_example/answer/`; the full set (`data/answer/`,
// from the Google Drive archive its README links) has the same format and works the same way.
// A second argument names the output file (default: ../shared/replay/toolbench/chatgpt-answers.json
// beside the repository root, where the replay looks).
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative } from "node:path";
import { TOOLBENCH_FILE } from "./replay-toolbench.js";

const [folder, output = TOOLBENCH_FILE] = process.argv.slice(2);
if (folder === undefined || !existsSync(folder)) {
  console.error("usage: node toolbench-extract.js <ToolBench answer folder> [output.json]");
  process.exit(2);
}

const queries = [];
for (const file of answerFiles(folder)) {
  const tree = JSON.parse(readFileSync(file, "utf8"));
  const calls = [];
  walk(tree.tree.tree, undefined, calls);
  queries.push({
    file: relative(folder, file),
    tools: tree.answer_generation.function,
    calls: calls.map((call, index) => ({ id: `call_${index}`, ...call })),
  });
}
mkdirSync(dirname(output), { recursive: true });
const source = "OpenBMB/ToolBench answer trees (DFS, ChatGPT), Apache-2.0";
writeFileSync(output, `${JSON.stringify({ source, queries })}\n`);
const licence = join(folder, "../../LICENSE");
if (existsSync(licence)) copyFileSync(licence, join(dirname(output), "LICENSE"));
const count = queries.reduce((sum, query) => sum + query.calls.length, 0);
console.log(`${queries.length} answer trees, ${count} calls -> ${output}`);

/** Every answer tree under `folder` (`G1_answer/10_ChatGPT_DFS_woFilter_w2.json`, ...). */
function answerFiles(folder) {
  return readdirSync(folder, { recursive: true })
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => join(folder, name));
}

/**
 * Every call of the search tree, pruned branches too: each was a real model output. An "Action"
 * node names the function; its "Action Input" child holds the arguments exactly as the model
 * wrote them (ToolBench's DFS stores `function_call.arguments` there untouched).
 */
function walk(node, action, calls) {
  if (node.node_type === "Action Input" && node.depth > 0 && action !== undefined) {
    calls.push({ name: action, arguments: node.description });
  }
  const name = node.node_type === "Action" ? node.description : undefined;
  for (const child of node.children ?? []) walk(child, name, calls);
}
