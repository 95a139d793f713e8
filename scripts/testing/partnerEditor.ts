// What a platform team's editor shows of the packages installed in its folder: TypeScript's language service (the
// one VS Code runs) over a file in that folder, with a bundler's module resolution.
import { join } from 'node:path';

import ts from 'typescript';

const OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

/** "'{0}' is deprecated." and "The signature '{0}' of '{1}' is deprecated.": what an editor strikes through. */
const DEPRECATED = new Set([6385, 6387]);

/** A language service over one file of `folder` whose text is `text`; the file's path comes with it. */
function serviceFor(folder: string, text: string) {
  const file = join(folder, 'partner-editor.ts');
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [file],
    getScriptVersion: () => '1',
    getScriptSnapshot: (name) => {
      const content = name === file ? text : ts.sys.readFile(name);
      return content === undefined ? undefined : ts.ScriptSnapshot.fromString(content);
    },
    getCurrentDirectory: () => folder,
    getCompilationSettings: () => OPTIONS,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: (name) => name === file || ts.sys.fileExists(name),
    readFile: (name) => (name === file ? text : ts.sys.readFile(name)),
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
    realpath: ts.sys.realpath,
  };
  return { service: ts.createLanguageService(host), file };
}

/** The names that `specifier` exports, as the declarations installed in `folder` give them. */
export function exportedNames(folder: string, specifier: string): string[] {
  const { service, file } = serviceFor(folder, `import * as entry from '${specifier}';\n`);
  const program = service.getProgram()!;
  const [declaration] = program.getSourceFile(file)!.statements.filter(ts.isImportDeclaration);
  const checker = program.getTypeChecker();
  const entry = checker.getSymbolAtLocation(declaration.moduleSpecifier);
  if (!entry) throw new Error(`${specifier} does not resolve from ${folder}`);
  return checker.getExportsOfModule(entry).map((symbol) => symbol.name);
}

export interface NameInEditor {
  name: string;
  /** Shown struck through where it is imported. */
  struckThrough: boolean;
  /** The text of its `@deprecated` tag, as the editor's tooltip shows it; null without one. */
  deprecation: string | null;
}

/** How the editor shows each of `names` imported from `specifier`. */
export function seenInEditor(folder: string, specifier: string, names: string[]): NameInEditor[] {
  const text = `import {\n${names.map((name) => `  ${name},\n`).join('')}} from '${specifier}';\n`;
  const { service, file } = serviceFor(folder, text);
  const errors = service.getSemanticDiagnostics(file).map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
  if (errors.length) throw new Error(`Importing from ${specifier}: ${errors.join('; ')}`);
  const struck = new Set(
    service
      .getSuggestionDiagnostics(file)
      .filter((diagnostic) => DEPRECATED.has(diagnostic.code))
      .map((diagnostic) => text.slice(diagnostic.start, diagnostic.start! + diagnostic.length!)),
  );
  return names.map((name) => {
    const tag = service
      .getQuickInfoAtPosition(file, text.indexOf(`  ${name},\n`) + 2)
      ?.tags?.find((candidate) => candidate.name === 'deprecated');
    return { name, struckThrough: struck.has(name), deprecation: tag ? ts.displayPartsToString(tag.text) : null };
  });
}
