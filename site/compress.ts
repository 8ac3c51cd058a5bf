// Precompressed twins (`.br`, `.gz`) of every text file, for `--host nginx` (gzip_static,
// brotli_static), which serves them as they are. zlib runs on libuv's thread pool, so both
// cores work.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { bytesOf, type Files } from './files.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const textFile = /\.(html|css|js|json|webmanifest|xml|txt|svg)$/;
// Quality 6, not 11: nearly the same bytes for a small part of the time, which quality 11 would
// spend on every page of a large site.
const BROTLI_QUALITY = 6;

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
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
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
