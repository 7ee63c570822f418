// One name, one meaning: no two modules of the sources export a type (type alias, interface, enum
// or class) under the same name, so a name read anywhere points at one thing and an import never
// has to rename a type to tell it from another. A re-export (`export type { X } from './x.ts'`)
// passes the same type on and is not a second one. Tests may reuse names; their types are local.
// Each source file is parsed with the TypeScript compiler, which reads syntax only: a few hundred
// files take about a second.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE_FOLDERS = ['shared', 'api', 'templates', 'bin', 'generator', 'bench'];
const SOURCE_FILE = /\.(ts|tsx|mts|js|mjs)$/;

/**
 * Names that may still be exported twice, each with the reason, while the change that gives them
 * one meaning is under way elsewhere. Keep it empty: a name here that is no longer exported twice
 * fails the check, so the exemption leaves with the duplicate.
 */
const STILL_SHARED = new Map<string, string>([]);

const isExported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

type TypeDeclaration = ts.InterfaceDeclaration | ts.TypeAliasDeclaration | ts.EnumDeclaration | ts.ClassDeclaration;
const isTypeDeclaration = (node: ts.Node): node is TypeDeclaration =>
  ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isEnumDeclaration(node) || ts.isClassDeclaration(node);

/** The names under which a module exports a type it declares itself. */
function exportedTypeNames(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const declared = new Set<string>();
  const names: string[] = [];
  for (const statement of source.statements) {
    if (!isTypeDeclaration(statement) || !statement.name) continue;
    declared.add(statement.name.text);
    if (isExported(statement)) names.push(statement.name.text);
  }
  // `interface X {}` then `export { X }` or `export type { X as Y }`: declared here, exported by a list
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || statement.moduleSpecifier || !statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue;
    for (const element of statement.exportClause.elements) {
      if (declared.has((element.propertyName ?? element.name).getText(source))) names.push(element.name.getText(source));
    }
  }
  return names;
}

function sourceFiles(): string[] {
  return SOURCE_FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => SOURCE_FILE.test(file) && !file.split(path.sep).includes('node_modules'))
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/'))),
  );
}

/** Each type name exported by more than one module, with those modules. */
function sharedTypeNames(files: { file: string; text: string }[]): Map<string, string[]> {
  const modulesOf = new Map<string, string[]>();
  for (const { file, text } of files) {
    for (const name of new Set(exportedTypeNames(file, text))) modulesOf.set(name, [...(modulesOf.get(name) ?? []), file]);
  }
  return new Map([...modulesOf].filter(([, modules]) => modules.length > 1));
}

describe('exported type names', () => {
  it('are each exported by one module of the sources', () => {
    const shared = sharedTypeNames(sourceFiles().map((file) => ({ file, text: fs.readFileSync(path.join(ROOT, file), 'utf8') })));
    const unexpected = [...shared].filter(([name]) => !STILL_SHARED.has(name)).map(([name, modules]) => `${name}: ${modules.join(', ')}`);
    const stale = [...STILL_SHARED.keys()].filter((name) => !shared.has(name)).map((name) => `${name} is exported once now: remove it from STILL_SHARED`);
    expect([...unexpected, ...stale], 'rename one side to say what it is').toEqual([]);
  });

  it.each([
    ['an interface', 'export interface Redirect { to: string }'],
    ['a type alias', 'export type Redirect = { to: string };'],
    ['an enum', 'export enum Redirect { Permanent }'],
    ['a class', 'export class Redirect {}'],
    ['a default class', 'export default class Redirect {}'],
    ['a declaration exported by a list', 'interface Rule { to: string }\nexport type { Rule as Redirect };'],
  ])('counts %s', (_, text) => {
    expect(exportedTypeNames('a.ts', text)).toEqual(['Redirect']);
  });

  it.each([
    ['a re-export', "export type { Redirect } from './data.ts';"],
    ['a renaming re-export', "export type { Rule as Redirect } from './data.ts';"],
    ['an imported type exported again', "import type { Redirect } from './data.ts';\nexport type { Redirect };"],
    ['a type kept inside its module', 'interface Redirect { to: string }\nexport const redirect: Redirect = { to: "/" };'],
    ['a function or a constant', 'export function Redirect() {}\nexport const Rule = 1;'],
  ])('ignores %s', (_, text) => {
    expect(exportedTypeNames('a.ts', text)).toEqual([]);
  });

  it('reports a name two modules export, with both modules', () => {
    const files = [
      { file: 'shared/model/data.ts', text: 'export interface Redirect { from: string }' },
      { file: 'api/site/host-files.ts', text: 'export interface Redirect { to: string }' },
      { file: 'templates/islands/data.ts', text: "export type { Redirect } from '../../shared/model/data.ts';" },
    ];
    expect(sharedTypeNames(files)).toEqual(new Map([['Redirect', ['shared/model/data.ts', 'api/site/host-files.ts']]]));
  });
});
