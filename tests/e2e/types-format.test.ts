// `npm run check` (types and formatting) as a suite of the test run: it runs beside the browser
// suites, which leave the CPU idle while they wait on a browser, instead of before them.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

// About 30 s on an idle 2-core machine, beside the browser suites; more than vitest's default 60 s on a
// busy one, which is no failure of the code.
it('the code type-checks and is formatted (npm run check)', { timeout: 300_000 }, () => {
  const checked = spawnSync('bash', [path.resolve(import.meta.dirname, '../check.sh')], { encoding: 'utf8' });
  expect(checked.status, `npm run check failed:\n${checked.stdout}${checked.stderr}`).toBe(0);
});
