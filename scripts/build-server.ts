import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * Builds the server into JavaScript, `apps/server/dist/main.js` and its chunks, which `npm start` runs (decision 44).
 * Node can run the TypeScript sources directly, but stripping their types loads a WebAssembly compiler that stays
 * resident for the process's whole life, and resolving each of the thousand-odd files a start loads (the server's
 * and its packages') reads and parses their package.json files again and again: an idle server held 45 to 60 MB more
 * for the two, and started more slowly. The server's code, the workspace packages and the plain JavaScript packages
 * are bundled; the packages in PACKAGES_LOADED_APART stay imports, resolved from node_modules at run time as before.
 * A build takes about a second; `npm start` makes one first when the sources have changed (ensure-build.ts).
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = path.join(root, 'apps/server/dist');
export const SERVER_BUNDLE = path.join(OUT_DIR, 'main.js');
const ENTRY = path.join(root, 'apps/server/src/main.ts');

/**
 * Packages loaded from node_modules at run time rather than bundled: those with native code (argon2, sharp), those
 * that read or start files beside their code (PGlite's WebAssembly, pdfmake's fonts, the calendar's time zones,
 * pino's worker threads), and those the server loads only when a feature first needs them (the payment provider,
 * object storage, e-mail, documents, QR codes, the password dictionaries), which would otherwise be read at every
 * start. A package that finds files through `__dirname` fails only when that code runs: the browser journeys start
 * the built server, and would show it.
 */
const PACKAGES_LOADED_APART = new Set([
  '@aws-sdk/client-s3',
  '@electric-sql/pglite',
  '@node-rs/argon2',
  '@touch4it/ical-timezones',
  '@zxcvbn-ts/core',
  '@zxcvbn-ts/language-common',
  'docx',
  'file-type',
  'nodemailer',
  'pdfmake',
  'pino',
  'qrcode',
  'sharp',
  'stripe',
]);

/** The package a bare import names: `@scope/name` or `name`, without the path inside it. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

const packagesLoadedApart: Plugin = {
  name: 'packages-loaded-apart',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('node:') || PACKAGES_LOADED_APART.has(packageName(args.path))
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

/**
 * `import.meta.url` in a bundled source names the bundle, not the source, so a file next to the source (the content
 * seed, the migrations, the common-password list) would be looked for in the wrong folder. Each use is rewritten to
 * the source's own address, worked out from where the bundle is at run time, so the checkout can still move.
 */
const sourceAddressesKept = (outDir: string): Plugin => ({
  name: 'source-addresses-kept',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const contents = await readFile(args.path, 'utf8');
      if (!contents.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(outDir, args.path).split(path.sep).join('/');
      const sourceAddress = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: contents.replaceAll('import.meta.url', sourceAddress), loader: 'ts' };
    });
  },
});

/**
 * esbuild writes non-ASCII characters as escapes everywhere but in regular expressions, and one such character makes
 * V8 hold the module's whole source at two bytes a character. Escaping them there too halves what it holds.
 */
function asciiOnly(code: string): string {
  return code.replace(/[\u0080-\uffff]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Builds the server into `outDir`: apps/server/dist, which `npm start` runs, unless a test builds it elsewhere. */
export async function buildServer(outDir: string = OUT_DIR): Promise<void> {
  const result = await build({
    entryPoints: [ENTRY],
    outdir: outDir,
    bundle: true,
    // What the server loads on first use (the payment provider, object storage, the document writers) stays in
    // chunks of its own, so its imports of npm packages load then too, not at start.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // Spaces and comments go (the source of every module stays in memory while the server runs); names stay, so a
    // logged stack still names its functions, and the source map beside the bundle gives the lines.
    minifyWhitespace: true,
    charset: 'ascii',
    sourcemap: 'linked',
    legalComments: 'none',
    // Bundled CommonJS packages call require() for Node's own modules, which an ES module does not have.
    banner: {
      js: "import { createRequire as createRequireForBundle } from 'node:module';\nconst require = createRequireForBundle(import.meta.url);",
    },
    logLevel: 'warning',
    plugins: [packagesLoadedApart, sourceAddressesKept(outDir)],
    write: false,
  });
  const written = new Set<string>();
  for (const file of result.outputFiles) {
    await mkdir(path.dirname(file.path), { recursive: true });
    await writeFile(file.path, file.path.endsWith('.js') ? asciiOnly(file.text) : file.contents);
    written.add(file.path);
  }
  // Chunks of an earlier build go; a chunk's name carries a hash of its content, so they would pile up.
  for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && !written.has(file)) await rm(file);
  }
}

// `npm run build` builds the server whether or not it changed; `npm start` builds it only when it did (ensure-build.ts).
if (import.meta.main) await buildServer();
