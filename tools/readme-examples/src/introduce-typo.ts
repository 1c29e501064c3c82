import ts from "typescript";

/**
 * The block's code with one typo a reader could make: the first name that is called or read
 * from (`registry` in `registry.call(...)`, `compile` in `compile(...)`) gets an `x` appended.
 * `undefined` when the code has no such name. The harness's own test uses it to show that a
 * typo in any README example fails the type check.
 */
export function introduceTypo(code: string): string | undefined {
  const source = ts.createSourceFile("block.ts", code, ts.ScriptTarget.Latest, true);
  let target: ts.Identifier | undefined;
  const visit = (node: ts.Node): void => {
    if (target !== undefined) return;
    if (
      (ts.isCallExpression(node) || ts.isPropertyAccessExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text !== "console"
    ) {
      target = node.expression;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (target === undefined) return undefined;
  const end = target.getEnd();
  return `${code.slice(0, end)}x${code.slice(end)}`;
}
