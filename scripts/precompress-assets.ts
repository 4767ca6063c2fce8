// The browser's scripts and styles, compressed once as the site is built (react-router.config.ts's buildEnd): a
// brotli and a gzip copy beside each, at their smallest, which the server sends as they are (server/main.ts), rather
// than compressing a file again for every visitor (decision 0099). Plain TypeScript: the build's config loads it.
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Worth compressing: text. A file under 1 KB is sent as it is, as compression() leaves such an answer. */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
const SMALLEST = 1024;

/** Writes `<file>.br` and `<file>.gz` beside each compressible file of `assets`. */
export async function precompressAssets(assets: string) {
  const names = (await fs.readdir(assets)).filter((name) => COMPRESSIBLE.test(name));
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(assets, name);
      const bytes = await fs.readFile(file);
      if (bytes.length < SMALLEST) return;
      const quality = { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY };
      await fs.writeFile(`${file}.br`, await brotli(bytes, { params: quality }));
      await fs.writeFile(`${file}.gz`, await gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }));
    }),
  );
}
