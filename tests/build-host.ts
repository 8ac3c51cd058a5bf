// Builds the site for one host (`build.ts --host NAME`) with the real CLI, into a folder of its own.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Host } from '../site/host-names.ts';

export function buildForHost(host: Host, out: string): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'build.ts', '--quiet', '--host', host, '--out', out], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: 'inherit',
  });
}
