import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy next to every text file of the build the server sends as a file
 * (scripts, stylesheets, SVG, CSV templates, subtitles), at the highest level: it is done once per build, and the
 * server then picks the copy the browser accepts without compressing anything per request. Images, fonts and
 * videos are compressed formats already. The pages (dist/pages), the server-render bundle (dist/ssr) and the build
 * manifest are never sent as files, so they get no copies.
 */
const COMPRESSIBLE_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.csv',
  '.txt',
  '.xml',
  '.vtt',
  '.webmanifest',
]);
const NOT_SERVED_AS_FILES = new Set(['pages', 'ssr', '.vite']);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The files of a build directory that the server sends as files and that compress. */
export function compressibleFiles(distDir: string): string[] {
  const found: string[] = [];
  const visit = (dir: string, atTop: boolean) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (atTop && NOT_SERVED_AS_FILES.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full, false);
      else if (COMPRESSIBLE_EXTENSIONS.has(path.extname(entry.name)) && !(atTop && entry.name === 'index.html')) {
        found.push(full);
      }
    }
  };
  visit(distDir, true);
  return found;
}

export async function compressAssets(distDir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const files = compressibleFiles(distDir);
  let bytes = 0;
  let brotliBytes = 0;
  await Promise.all(
    files.map(async (file) => {
      const content = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gz);
      bytes += content.length;
      brotliBytes += br.length;
    }),
  );
  return { files: files.length, bytes, brotliBytes };
}

if (import.meta.main) {
  // The build's own folder, or another given as the argument (tests).
  const distDir = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
  const { files, bytes, brotliBytes } = await compressAssets(distDir);
  console.log(
    `compressed ${files} files ahead of time: ${(bytes / 1000).toFixed(1)} KB, ${(brotliBytes / 1000).toFixed(1)} KB with Brotli`,
  );
}
