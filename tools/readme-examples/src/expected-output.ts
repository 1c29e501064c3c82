import ts from "typescript";

/** The output a block says it prints, read from the `//` lines under its `console.log` calls. */
export interface ExpectedOutput {
  /** The printed lines, in order, without the `// ` in front. */
  readonly lines: string[];
  /** The 0-based code lines those comments sit on. */
  readonly commentLines: number[];
}

/**
 * Reads a block's expected output: the run of `//` comment lines directly under each statement
 * that calls `console.log` (a multi-line call counts from its last line). A blank line or code
 * ends the run, so an explanatory comment is kept apart from output by a blank line.
 */
export function expectedOutput(code: string): ExpectedOutput {
  const source = ts.createSourceFile("block.ts", code, ts.ScriptTarget.Latest, true);
  const codeLines = code.split("\n");
  const commentLines = new Set<number>();
  const visit = (node: ts.Node): void => {
    if (ts.isStatement(node) && callsConsoleLog(node)) {
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      for (let line = last + 1; line < codeLines.length; line++) {
        if (!(codeLines[line] ?? "").trim().startsWith("//")) break;
        commentLines.add(line);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const sorted = [...commentLines].sort((a, b) => a - b);
  return {
    commentLines: sorted,
    lines: sorted.map((line) => (codeLines[line] ?? "").trim().replace(/^\/\/ ?/, "")),
  };
}

function callsConsoleLog(node: ts.Node): boolean {
  if (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === "log" &&
    ts.isIdentifier(node.expression.expression) &&
    node.expression.expression.text === "console"
  ) {
    return true;
  }
  return ts.forEachChild(node, callsConsoleLog) ?? false;
}
