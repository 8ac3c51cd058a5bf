// Precompressed twins (`.br`, `.gz`) of every text file, for `--host nginx` (gzip_static,
// brotli_static), which serves them as they are. zlib runs on libuv's thread pool, so both
// cores work.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { bytesOf, type Files } from './files.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const textFile = /\.(html|css|js|json|webmanifest|xml|txt|svg)$/;

export async function compressSite(files: Files): Promise<Map<string, Uint8Array>> {
  const out = new Map<string, Uint8Array>();
  await Promise.all(
    [...files.keys()]
      .filter((file) => textFile.test(file))
      .map(async (file) => {
        const content = bytesOf(files, file);
        const bytes = typeof content === 'string' ? Buffer.from(content) : content;
        if (bytes.length < 256) return;
        const [br, g] = await Promise.all([
          brotli(bytes, {
            params: {
              // 6, not 11: nearly the same bytes in a small part of the time, on every page of a large site.
              [constants.BROTLI_PARAM_QUALITY]: 6,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          }),
          gz(bytes, { level: 9 }),
        ]);
        out.set(`${file}.br`, br);
        out.set(`${file}.gz`, g);
      }),
  );
  return out;
}
