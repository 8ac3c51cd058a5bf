// Debian's nginx running the nginx.conf of a `--host nginx` build (public/ + nginx.conf) on 127.0.0.1.
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startCommand } from './servers.ts';

const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const brotli = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export async function startNginx(out: string, attempt = 1): Promise<{ url: string; stop: () => void }> {
  if (!nginx) throw new Error('nginx is not installed: apt-get install -y nginx-light (npm test does this as root)');
  const port = await freePort();
  const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-test-'));
  // nginx's workers read the files as another user.
  for (const folder of [prefix, path.dirname(out), out]) chmodSync(folder, 0o755);
  const server = readFileSync(path.join(out, 'nginx.conf'), 'utf8')
    .replace(/^(\s*)listen \d+;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root [^;\n]+;/m, `$1root ${path.join(out, 'public')};`);
  writeFileSync(path.join(prefix, 'server.conf'), server);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${prefix}/${t};`);
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `${existsSync(brotli) ? `load_module ${brotli};\n` : ''}daemon off;\nmaster_process off;\npid ${prefix}/nginx.pid;\n` +
      `error_log stderr warn;\nevents { worker_connections 64; }\n` +
      `http {\n  include /etc/nginx/mime.types;\n  access_log off;\n  ${temp.join(' ')}\n  include ${prefix}/server.conf;\n}\n`,
  );
  const running = startCommand(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')]);
  const url = `http://127.0.0.1:${port}`;
  // nginx's own answer: the port was free when chosen, and another process may have taken it since.
  const byNginx = () =>
    fetch(url, { method: 'HEAD' }).then(
      (answer) => /^nginx\b/.test(answer.headers.get('server') ?? ''),
      () => false,
    );
  for (let tries = 0; !(await byNginx()); tries++) {
    if (running.child.exitCode !== null || tries > 100) {
      running.kill();
      await running.exited;
      rmSync(prefix, { recursive: true, force: true });
      // Taken meanwhile: again, on another port.
      if (/Address already in use/.test(running.output()) && attempt < 3) return startNginx(out, attempt + 1);
      throw new Error(`nginx did not start:\n${running.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    stop: () => {
      running.kill();
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
