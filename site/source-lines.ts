// Where a key stands in the owner's files (`i18n/legal.de.ts:132` for `impressum.body[19].p`), so that
// a terminal or an editor opens a problem where it is: each file parsed by a real TypeScript parser,
// its declared objects walked by the key's names. A key not written out (made by code, or missing) is
// placed at the deepest part of it that is.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'oxc-parser';
import { root } from './files.ts';

interface Node {
  type: string;
  start: number;
  [key: string]: any;
}

interface Declared {
  source: string;
  /** Its declarations' values by name (`default` for the default export), the last first. */
  objects: [string, Node][];
  /** What the file exports as a whole: its default export, or its one exported declaration. */
  main?: Node;
}
/** The declared values of a file, or null where it cannot be read. */
function declaredIn(file: string): Declared | null {
  let source: string;
  try {
    source = readFileSync(path.resolve(root, file), 'utf8');
  } catch {
    return null;
  }
  const objects: [string, Node][] = [];
  const exported: Node[] = [];
  for (const statement of parseSync(file, source).program.body as Node[]) {
    const declaration = statement.type.startsWith('Export') ? statement.declaration : statement;
    if (statement.type === 'ExportDefaultDeclaration') objects.unshift(['default', declaration]);
    else if (declaration?.type === 'VariableDeclaration')
      for (const { id, init } of declaration.declarations)
        if (init) {
          objects.unshift([id.name, init]);
          if (statement !== declaration) exported.push(statement);
        }
  }
  const main = objects.find(([name]) => name === 'default')?.[1] ?? (exported.length === 1 ? exported[0] : undefined);
  return { source, objects, main };
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
        ? inner.properties.find((p: Node) => p.type === 'Property' && String(p.key.name ?? p.key.value) === name)
        : // After a spread the items written out are not counted from the list's start.
          inner.type === 'ArrayExpression' &&
            !inner.elements.slice(0, Number(name) + 1).some((item: Node | null) => item?.type === 'SpreadElement')
          ? inner.elements[Number(name)]
          : undefined;
  if (!child) return { node: value, depth: 0 };
  // The key's value where the key is all there (a long text stands on the line after its name); else
  // the name of the deepest part written out.
  const held = child.type === 'Property' ? child.value : child;
  const deeper = rest.length ? walk(held, rest) : { node: held, depth: 0 };
  return deeper.depth || !rest.length ? { node: deeper.node, depth: deeper.depth + 1 } : { node: child, depth: 1 };
}

/** Finds the line of `file` (from 1) where `key` stands, or where the deepest part of it written out
 * does; each file read and parsed once, as it reads now: one finder for each build (the dev server
 * builds again after each save). */
export function lineFinder(): (file: string, key: string) => number | undefined {
  const files = new Map<string, Declared | null>();
  return (file, key) => {
    if (!/\.tsx?$/.test(file) || !key) return undefined;
    if (!files.has(file)) files.set(file, declaredIn(file));
    const read = files.get(file);
    return read ? lineIn(read, key) : undefined;
  };
}

function lineIn(read: Declared, key: string): number | undefined {
  // The key's names: `workshopHours['ux-workflows']`, `about.text[1]`; a redirect's `redirects: /old`, its list.
  const names = [...key.replace(/: .*$/, '').matchAll(/\['([^']*)'\]|\[(\d+)\]|([^.[\]]+)/g)].map(
    (m) => m[1] ?? m[2] ?? m[3]!,
  );
  // A declaration named by the key's first name (`pageTable`, a legal page's texts), or one that holds
  // the key from its first name on (a language's texts, the config as the default export): the later
  // declaration where two go as deep. A key none holds is placed at what the file exports.
  const reached = read.objects.map(([name, value]) => {
    if (name !== names[0]) return walk(value, names);
    const inner = walk(value, names.slice(1));
    return { node: inner.depth ? inner.node : value, depth: inner.depth + 1 };
  });
  const best = reached.reduce((a, b) => (b.depth > a.depth ? b : a), { node: read.main ?? null, depth: 0 });
  // A redirect (`redirects: /old`) at its own entry, where the list has one from its path: the last
  // one, where it is declared twice.
  const from = /: (.+)$/.exec(key)?.[1];
  const node =
    (from &&
      unwrap(best.node ?? { type: '', start: 0 }).elements?.findLast((item: Node | null) =>
        item?.properties?.some((p: Node) => p.key?.name === 'from' && p.value?.value === from),
      )) ||
    best.node;
  return node ? read.source.slice(0, node.start).split('\n').length : undefined;
}
