// `npm run test:owner` (tests/owner-copy.ts) as one suite of the test run, beside the others: the
// project made someone else's, added to and taken from, builds for release and passes its own
// suites. Its steps print as it goes; a failure names the step and keeps the copy for a look.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

it(
  "the project made an owner's, added to and taken from, releases and passes its suites",
  { timeout: 240_000 },
  async () => {
    const script = path.resolve(import.meta.dirname, '../owner-copy.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    // Its verdict first (the step that failed, where the copy is kept), then the end of what it printed.
    const verdict = output.split('\n').filter((line) => /^(✘|  the copy is kept)/.test(line));
    expect(code, `${verdict.join('\n')}\n\n…${output.slice(-4000)}`).toBe(0);
    expect(output).toContain('✔ test:owner');
  },
);
