// Brotli and gzip copies of each text asset, written at build time beside it (main.1a2b3c4d.js.br, .js.gz): the
// static server (@fastify/static, `preCompressed`) sends the copy a browser accepts, with no work per request.
// Ours rather than compression-webpack-plugin: that one needs webpack itself installed (a peer dependency).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Not .html: the server puts the page config into the page when it starts, and sends the page itself.
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt)$/;

export class PrecompressPlugin {
  apply(compiler) {
    const name = 'PrecompressPlugin';
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After minification and the federation manifest; the copies must be of the final files.
        { name, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const files = compilation.getAssets().filter((asset) => COMPRESSIBLE.test(asset.name));
          await Promise.all(
            files.map(async ({ name: file, source }) => {
              const body = source.buffer();
              const [br, gz] = await Promise.all([
                brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
                gzipAsync(body, { level: 9 }),
              ]);
              // A copy no smaller than the file is of no use (tiny files): the server then sends the file.
              if (br.length < body.length) compilation.emitAsset(`${file}.br`, new sources.RawSource(br));
              if (gz.length < body.length) compilation.emitAsset(`${file}.gz`, new sources.RawSource(gz));
            }),
          );
        },
      );
    });
  }
}
