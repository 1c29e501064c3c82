import { join } from "node:path";
import ts from "typescript";
import { type ExampleFile, locate } from "./example-file.js";

/** The compiler options examples are checked with: the repository's base config, read from source. */
export function exampleCompilerOptions(root: string): ts.CompilerOptions {
  const configPath = join(root, "tsconfig.base.json");
  const read = ts.readConfigFile(configPath, ts.sys.readFile);
  if (read.error !== undefined) throw new Error(formatDiagnostic(read.error));
  // Only the options: the base config names no files, and listing the repository would be slow.
  const parsed = ts.convertCompilerOptionsFromJson(read.config.compilerOptions, root, configPath);
  if (parsed.errors[0] !== undefined) throw new Error(formatDiagnostic(parsed.errors[0]));
  return {
    ...parsed.options,
    noEmit: true,
    declaration: false,
    declarationMap: false,
    sourceMap: false,
    // Workspace packages resolve to their TypeScript source, as in every package's typecheck.
    customConditions: ["@tinyllm/source"],
    types: ["node"],
  };
}

/** One type error, with the example it is in (none for an error of the compiler options). */
export interface ExampleTypeError {
  /** The example module, or `undefined` for a global error. */
  readonly file: ExampleFile | undefined;
  /** `README.md:LINE: TS2304 Cannot find name 'x'.` */
  readonly text: string;
}

/**
 * Type-checks every example module in one TypeScript program (one compiler run for all
 * READMEs) and returns each error at its README line, in file order. Only errors in the
 * examples are reported; the packages they import are checked by their own typecheck.
 */
export function typeCheckExamples(
  files: readonly ExampleFile[],
  root: string,
  options: ts.CompilerOptions = exampleCompilerOptions(root),
): ExampleTypeError[] {
  if (files.length === 0) return [];
  const program = ts.createProgram({ rootNames: files.map((file) => file.path), options });
  const errors: ExampleTypeError[] = [];
  const global = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  for (const diagnostic of global) {
    errors.push({ file: undefined, text: `compiler: ${formatDiagnostic(diagnostic)}` });
  }
  // Diagnostics of the example files only: checking the imported packages' whole sources again
  // would cost more than all the examples together.
  for (const file of files) {
    const source = program.getSourceFile(file.path);
    if (source === undefined) {
      errors.push({ file, text: `${locate(file, 0, root).label}: the compiler did not read it` });
      continue;
    }
    const diagnostics = [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ];
    for (const diagnostic of diagnostics) {
      const { line } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      errors.push({
        file,
        text: `${locate(file, line, root).label}: ${formatDiagnostic(diagnostic)}`,
      });
    }
  }
  return errors;
}

function formatDiagnostic(diagnostic: ts.Diagnostic): string {
  const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n  ");
  return `TS${diagnostic.code} ${text}`;
}
