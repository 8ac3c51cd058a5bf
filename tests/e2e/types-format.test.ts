// `npm run check` (types and formatting) as a suite of the test run: it runs beside the browser
// suites, which leave the CPU idle while they wait on a browser, instead of before them.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

it('the code type-checks and is formatted (npm run check)', () => {
  const checked = spawnSync('bash', [path.resolve(import.meta.dirname, '../check.sh')], { encoding: 'utf8' });
  expect(checked.status, `npm run check failed:\n${checked.stdout}${checked.stderr}`).toBe(0);
});
