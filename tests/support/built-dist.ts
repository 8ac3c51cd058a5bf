// The shared build of tests/global-setup.ts for the suites in tests/: their run starts while the build
// runs (the browser suites' runs wait for it before any test, so they read inject('dist') as it is).
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout } from 'node:timers/promises';
import { inject } from 'vitest';

/** dist/ of the shared build, once the build has written it; its error if it failed. */
export async function builtDist(): Promise<string> {
  const dist = inject('dist');
  for (;;) {
    if (existsSync(`${dist}.failed`)) throw new Error(readFileSync(`${dist}.failed`, 'utf8'));
    if (existsSync(`${dist}.built`)) return dist;
    await setTimeout(20);
  }
}
