import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import type { ExampleBlock } from "./markdown-blocks.js";

/** A block written out as a TypeScript module the compiler and the runner can read. */
export interface ExampleFile {
  /** The block it was made from. */
  readonly block: ExampleBlock;
  /** The module's absolute path. */
  readonly path: string;
  /** How many lines the preamble adds before the block's first line. */
  readonly preambleLines: number;
}

/** Where a line of an example module comes from. */
export interface ExampleLocation {
  /** `README.md:12`, or `README.md:10 (preamble line 2)` for hidden preamble code. */
  readonly label: string;
}

/**
 * Writes a block into `directory` as a module: the preamble, then the code, then `export {}` so
 * the file is a module. Relative imports (`./x.js`) are rewritten to point where they point from
 * the README's own folder; package imports resolve from `directory`, so it should sit in a
 * package that depends on what the READMEs import.
 */
export function writeExampleFile(
  block: ExampleBlock,
  directory: string,
  root: string,
  index: number,
): ExampleFile {
  const name = `${relative(root, block.file).replace(/[^A-Za-z0-9]+/g, "-")}-L${block.line}-${index}.ts`;
  const path = join(directory, name);
  const preamble = block.preamble === "" ? "" : `${block.preamble}\n`;
  const text = `${preamble}${block.code}\nexport {};\n`;
  mkdirSync(directory, { recursive: true });
  writeFileSync(path, rewriteRelativeImports(text, dirname(block.file), directory));
  return { block, path, preambleLines: preamble === "" ? 0 : preamble.split("\n").length - 1 };
}

/** The README place of a 0-based line of an example module. */
export function locate(file: ExampleFile, line: number, root: string): ExampleLocation {
  const readme = relative(root, file.block.file);
  if (line < file.preambleLines) {
    return { label: `${readme}:${file.block.line} (preamble line ${line + 1})` };
  }
  return { label: `${readme}:${file.block.line + line - file.preambleLines}` };
}

function rewriteRelativeImports(text: string, from: string, to: string): string {
  const source = ts.createSourceFile("example.ts", text, ts.ScriptTarget.Latest, true);
  const edits: { start: number; end: number; specifier: string }[] = [];
  const visit = (node: ts.Node): void => {
    const specifier =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier !== undefined &&
      ts.isStringLiteral(node.moduleSpecifier)
        ? node.moduleSpecifier
        : undefined;
    if (specifier !== undefined && /^\.\.?\//.test(specifier.text)) {
      let target = relative(to, resolve(from, specifier.text)).replaceAll("\\", "/");
      if (!target.startsWith(".")) target = `./${target}`;
      edits.push({ start: specifier.getStart(source), end: specifier.getEnd(), specifier: target });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let result = text;
  for (const edit of edits.reverse()) {
    result = `${result.slice(0, edit.start)}${JSON.stringify(edit.specifier)}${result.slice(edit.end)}`;
  }
  return result;
}
