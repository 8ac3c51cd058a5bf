// Two builds writing one output at the same moment (site/write.ts), as two processes: the output is
// one of them, whole, never a mix. Here, not in tests/write.test.ts: it starts processes.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it, onTestFinished } from 'vitest';
import { writeSite } from '../../site/write.ts';
import { tree, writerModule } from '../support/output-folder.ts';

it('two builds writing one output at once leave one whole output, never a mix', async () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'site-write-'));
  onTestFinished(() => rmSync(scratch, { recursive: true, force: true }));
  const [out, signals] = [path.join(scratch, 'dist'), path.join(scratch, 'signals')];
  mkdirSync(signals);
  // The writer bundled, so that both processes start nearly at once. Each says it is ready, then waits
  // for the signal.
  writerModule(signals);
  writeFileSync(
    path.join(signals, 'writer.mjs'),
    `import { existsSync, writeFileSync } from 'node:fs';\nimport { writeSite } from './write.mjs';\n` +
      `const [out, label, signals] = process.argv.slice(2);\nwriteFileSync(\`\${signals}/ready-\${label}\`, '');\n` +
      `while (!existsSync(\`\${signals}/go\`)) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);\n` +
      `await writeSite(out, new Map([['index.html', label], ...Array.from({ length: 1000 }, (_, i) => [\`p/\${i}.html\`, label])]));\n`,
  );
  // The output one of them makes is there already, so that the other writes each file while this one
  // keeps it: of the same length, a file is compared once kept.
  const labels = ['first', 'other'];
  const site = (label: string) =>
    new Map([['index.html', label], ...Array.from({ length: 1000 }, (_, i) => [`p/${i}.html`, label] as const)]);
  await writeSite(out, site(labels[0]!));
  let stopped = '';
  const exits = labels.map(
    (label) =>
      new Promise<number | null>((resolve) => {
        const writer = spawn(process.execPath, [path.join(signals, 'writer.mjs'), out, label, signals]);
        writer.stderr.setEncoding('utf8').on('data', (text: string) => (stopped += text));
        writer.on('exit', resolve);
      }),
  );
  while (readdirSync(signals).filter((file) => file.startsWith('ready-')).length < 2) {
    if (stopped) throw new Error(`a writer stopped before it was ready:\n${stopped}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  writeFileSync(path.join(signals, 'go'), '');
  expect(await Promise.all(exits)).toContain(0);
  const written = Object.entries(tree(out)).filter(([, content]) => content !== '/');
  expect(written).toHaveLength(1001);
  expect(new Set(written.map(([, content]) => content)).size).toBe(1);
  expect(readdirSync(scratch).sort()).toEqual(['dist', 'signals']);
});
