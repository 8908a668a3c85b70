// Writes a brotli (.br) and a gzip (.gz) copy next to every text asset of a built app, once at build
// time, so the server sends the smallest encoding the browser accepts without compressing per request
// (@fastify/static `preCompressed`). Usage: node scripts/precompress.mjs <dist dir>...
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

for (const dir of process.argv.slice(2)) {
  let raw = 0;
  let br = 0;
  let gz = 0;
  let count = 0;
  for (const file of files(path.resolve(dir))) {
    if (!TEXT.test(file) || statSync(file).size < MIN_BYTES) continue;
    const body = readFileSync(file);
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gzip = gzipSync(body, { level: 9 });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzip);
    raw += body.length;
    br += brotli.length;
    gz += gzip.length;
    count += 1;
  }
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  console.log(`precompressed ${count} files in ${dir}: ${kb(raw)} → brotli ${kb(br)}, gzip ${kb(gz)}`);
}
