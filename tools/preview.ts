// `npm run preview [-- --port 4173] [--dir dist]`: serves the built site as the hosts would.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serve } from './serve.ts';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4173' }, dir: { type: 'string', default: 'dist' } },
});
const running = await serve({ root: path.resolve(values.dir!), port: Number(values.port) });
console.log(`Serving ${values.dir}/ at ${running.url} (Ctrl-C stops)`);
process.once('SIGINT', () => void running.close().then(() => process.exit(0)));
