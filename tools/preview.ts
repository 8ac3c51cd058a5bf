// `npm run preview [-- --port 4173] [--dir dist]`: serves the built site as the hosts would.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { portProblem, readOptions } from '../site/command-line.ts';
import { serveOrExit, stopWithParent, type RunningServer } from './serve.ts';

// From the first moment: stopped while it starts, it would otherwise outlive its npm.
let running: RunningServer | undefined;
stopWithParent(async () => void (await running?.close()));

const values = readOptions(
  'npm run preview [-- --port 4173] [--dir dist]',
  {
    port: { type: 'string', default: '4173' },
    dir: { type: 'string', default: 'dist' },
  },
  { problem: portProblem },
);
const root = path.resolve(values.dir);
// The preview plays the static hosts, from the public root that `npm run build` writes; a host's
// own layout (`--host nginx`: public/ and nginx.conf beside it) is served by that host.
const problem = existsSync(path.join(root, 'nginx.conf'))
  ? `${values.dir}/ holds the build for nginx (npm run build -- --host nginx), which nginx serves with its nginx.conf`
  : !existsSync(path.join(root, 'index.html'))
    ? `${values.dir}/ holds no built site`
    : null;
if (problem) {
  console.error(
    `✘ ${problem}.\n  The preview serves the build for any static host: npm run build, then npm run preview.`,
  );
  process.exit(1);
}
running = await serveOrExit({ root, port: Number(values.port) });
console.log(`Serving ${values.dir}/ at ${running.url} (Ctrl-C stops)`);
