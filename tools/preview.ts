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
const problem = () =>
  existsSync(path.join(root, 'nginx.conf'))
    ? `${values.dir}/ holds the build for nginx (npm run build -- --host nginx), which nginx serves with its nginx.conf`
    : !existsSync(path.join(root, 'index.html'))
      ? `${values.dir}/ holds no built site`
      : null;
const howTo = 'The preview serves the build for any static host: npm run build, then npm run preview.';
if (problem()) {
  console.error(`✘ ${problem()}.\n  ${howTo}`);
  process.exit(1);
}
// A build for another layout made while it runs: each request says so, where it would find nothing.
let told = false;
running = await serveOrExit({
  root,
  port: Number(values.port),
  intercept: (_req, res) => {
    const now = problem();
    if (now && !told) console.error(`✘ ${now}: answering 503 until npm run build makes one for any static host`);
    told = !!now;
    if (now) res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`${now}.\n${howTo}\n`);
    return !!now;
  },
});
console.log(`Serving ${values.dir}/ at ${running.url} (Ctrl-C stops)`);
