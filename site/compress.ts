// Precompressed twins (`.br`, `.gz`) of every text file, for hosts and servers that serve them
// as they are (nginx gzip_static/brotli_static, the preview server). zlib runs on libuv's thread
// pool, so both cores work; a warm build reuses the results of files that did not change.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { contentHash } from './hash.ts';
import { hostFiles } from './hosting.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const textFile = /\.(html|css|js|json|webmanifest|xml|txt|svg)$/;
const memo = new Map<string, { br: Uint8Array; gz: Uint8Array }>();

export async function compressSite(files: Map<string, string | Uint8Array>): Promise<Map<string, Uint8Array>> {
  const out = new Map<string, Uint8Array>();
  await Promise.all(
    [...files]
      .filter(([file]) => textFile.test(file) && !hostFiles.includes(file as (typeof hostFiles)[number]))
      .map(async ([file, content]) => {
        const bytes = typeof content === 'string' ? Buffer.from(content) : content;
        if (bytes.length < 256) return;
        const key = contentHash(bytes, 20);
        let twins = memo.get(key);
        if (!twins) {
          const [br, g] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              },
            }),
            gz(bytes, { level: 9 }),
          ]);
          twins = { br, gz: g };
          memo.set(key, twins);
        }
        out.set(`${file}.br`, twins.br);
        out.set(`${file}.gz`, twins.gz);
      }),
  );
  return out;
}
