// Where a key stands in the owner's files (`i18n/legal.de.ts:132` for `impressum.body[19].p`), so that
// a terminal or an editor opens a problem where it is: each file parsed once as it reads now (the dev
// server asks again after each save), by a real TypeScript parser, its declared objects walked by the
// key's names. A key not written out (made by code, or
// missing) is placed at the deepest part of it that is.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'oxc-parser';
import { root } from './files.ts';

interface Node {
  type: string;
  start: number;
  [key: string]: any;
}

const files = new Map<string, { source: string; objects: [string, Node][] }>();

/** The declared values of a file, by name (`default` for its default export). */
function objectsOf(file: string): { source: string; objects: [string, Node][] } | null {
  let source: string;
  try {
    source = readFileSync(path.join(root, file), 'utf8');
  } catch {
    return null;
  }
  if (files.get(file)?.source !== source) {
    const objects: [string, Node][] = [];
    for (const statement of parseSync(file, source).program.body as Node[]) {
      const declaration = statement.type.startsWith('Export') ? statement.declaration : statement;
      if (statement.type === 'ExportDefaultDeclaration') objects.push(['default', declaration]);
      else if (declaration?.type === 'VariableDeclaration')
        for (const { id, init } of declaration.declarations) if (init) objects.push([id.name, init]);
    }
    files.set(file, { source, objects });
  }
  return files.get(file)!;
}

/** `value` without what wraps it: `{…} satisfies Content`, `(…)`, `defineConfig({…})`. */
const unwrap = (value: Node): Node =>
  /^(TSSatisfiesExpression|TSAsExpression|ParenthesizedExpression)$/.test(value.type)
    ? unwrap(value.expression)
    : value.type === 'CallExpression' && value.arguments[0]
      ? unwrap(value.arguments[0])
      : value;

/** How far `names` lead into `value`: the deepest node reached and how many names it took. */
function walk(value: Node, names: string[]): { node: Node; depth: number } {
  const [name, ...rest] = names;
  const inner = unwrap(value);
  const child =
    name === undefined
      ? undefined
      : inner.type === 'ObjectExpression'
        ? inner.properties.find((p: Node) => p.type === 'Property' && (p.key.name ?? p.key.value) === name)
        : inner.type === 'ArrayExpression'
          ? inner.elements[Number(name)]
          : undefined;
  if (!child) return { node: value, depth: 0 };
  // The key's value where the key is all there (a long text stands on the line after its name); else
  // the name of the deepest part written out.
  const held = child.type === 'Property' ? child.value : child;
  const deeper = rest.length ? walk(held, rest) : { node: held, depth: 0 };
  return deeper.depth || !rest.length ? { node: deeper.node, depth: deeper.depth + 1 } : { node: child, depth: 1 };
}

/** The line of `file` (from 1) where `key` stands, or where the deepest part of it written out does. */
export function lineOf(file: string, key: string): number | undefined {
  const read = /\.tsx?$/.test(file) ? objectsOf(file) : null;
  if (!read || !key) return undefined;
  const names = [...key.matchAll(/\['([^']*)'\]|\[(\d+)\]|([^.[\]]+)/g)].map((m) => m[1] ?? m[2] ?? m[3]!);
  // A declaration named by the key's first name (`pageTable`, a legal page's texts), or one that holds
  // the key from its first name on (a language's texts, the config as the default export).
  const reached = read.objects.map(([name, value]) => {
    if (name !== names[0]) return walk(value, names);
    const inner = walk(value, names.slice(1));
    return { node: inner.depth ? inner.node : value, depth: inner.depth + 1 };
  });
  const best = reached.reduce((a, b) => (b.depth > a.depth ? b : a), { node: null as Node | null, depth: 0 });
  return best.node ? read.source.slice(0, best.node.start).split('\n').length : undefined;
}
