// Runs the nginx.conf of a `--host nginx` build (public/ + nginx.conf) with Debian's nginx on
// 127.0.0.1, for the hosting tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export async function startNginx(out: string): Promise<{ url: string; stop: () => void }> {
  if (!nginxBinary)
    throw new Error('nginx is not installed: apt-get install -y nginx-light (npm test does this as root)');
  const port = await freePort();
  const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-test-'));
  chmodSync(prefix, 0o755);
  chmodSync(path.dirname(out), 0o755);
  chmodSync(out, 0o755);
  const server = readFileSync(path.join(out, 'nginx.conf'), 'utf8')
    .replace(/^(\s*)listen \d+;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root [^;\n]+;/m, `$1root ${path.join(out, 'public')};`);
  const brotli = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
  writeFileSync(path.join(prefix, 'server.conf'), server);
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `${existsSync(brotli) ? `load_module ${brotli};\n` : ''}daemon off;
master_process off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  include ${prefix}/server.conf;
}
`,
  );
  const child: ChildProcess = spawn(nginxBinary, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) {
      const log = path.join(prefix, 'error.log');
      throw new Error(`nginx exited: ${stderr}${existsSync(log) ? readFileSync(log, 'utf8') : ''}`);
    }
    if (
      await fetch(url, { method: 'HEAD' }).then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
