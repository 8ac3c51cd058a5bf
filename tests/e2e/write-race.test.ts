// Two builds writing one output at the same moment (site/write.ts), as two processes: the output is
// one of them, whole, never a mix. Here, not in tests/write.test.ts: it starts commands.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { tree } from '../support/output-folder.ts';

let scratch: string;
let out: string;
beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'site-write-'));
  out = path.join(scratch, 'dist');
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

it('two builds writing one output at once leave one whole output, never a mix', async () => {
  const signals = path.join(scratch, 'signals');
  mkdirSync(signals);
  const writer = path.join(signals, 'writer.mjs');
  // The writer as JavaScript (it imports node's modules only), so the processes start without a
  // TypeScript loader: in a tenth of the time, nearly at once.
  const source = readFileSync(path.resolve(import.meta.dirname, '../../site/write.ts'), 'utf8');
  writeFileSync(path.join(signals, 'write.mjs'), transformSync(source, { loader: 'ts', format: 'esm' }).code);
  // Each process loads, says it is ready, and waits for the signal: both then write at the same moment.
  writeFileSync(
    writer,
    `import { existsSync, writeFileSync } from 'node:fs';\n` +
      `import { writeSite } from './write.mjs';\n` +
      `const [out, label, signals] = process.argv.slice(2);\n` +
      `writeFileSync(\`\${signals}/ready-\${label}\`, '');\n` +
      `while (!existsSync(\`\${signals}/go\`)) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);\n` +
      `await writeSite(out, new Map([['index.html', label], ...Array.from({ length: 1000 }, (_, i) => [\`p/\${i}.html\`, label])]));\n`,
  );
  const exits = ['first', 'second'].map(
    (label) =>
      new Promise<number | null>((resolve) =>
        spawn(process.execPath, [writer, out, label, signals], { stdio: 'ignore' }).on('exit', resolve),
      ),
  );
  while (readdirSync(signals).filter((file) => file.startsWith('ready-')).length < 2)
    await new Promise((resolve) => setTimeout(resolve, 10));
  writeFileSync(path.join(signals, 'go'), '');
  expect(await Promise.all(exits)).toContain(0);
  const written = Object.entries(tree(out)).filter(([, content]) => content !== '/');
  expect(written).toHaveLength(1001);
  expect(new Set(written.map(([, content]) => content)).size).toBe(1);
  expect(readdirSync(scratch).sort()).toEqual(['dist', 'signals']);
});
