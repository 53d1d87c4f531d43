// Writes each text asset of build/client beside itself as .br (Brotli, quality 11) and .gz (gzip,
// level 9), once at build time: the server then sends them as they are instead of compressing every
// request on the CPU the page's own loading needs (decision 059).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const CLIENT_BUILD = path.resolve(import.meta.dirname, "../build/client");
const TEXT_ASSET = /\.(js|css|svg|json|txt|xml|webmanifest)$/;
// The server compresses nothing under 1 KB either (@fastify/compress's threshold in app.ts).
const MIN_BYTES = 1024;

let files = 0;
for (const entry of readdirSync(CLIENT_BUILD, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT_ASSET.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
  );
  writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  files++;
}
console.log(`precompressed ${files} files in ${path.relative(process.cwd(), CLIENT_BUILD)} (.br, .gz)`);
