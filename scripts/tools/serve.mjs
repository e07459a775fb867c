// A small static server for out/, as a plain host serves it: /page and /page/ give page/index.html,
// unknown paths get the nearest 404.html up their folders with status 404, text is gzipped as hosts do. With --https it speaks
// HTTP/2 over TLS, as CDNs and today's hosts do, with a throwaway self-signed certificate, and sends text compressed with
// brotli to a browser that accepts it, as CDNs do (and as e2e/budgets.ts counts the bytes); --encoding gzip
// serves it as a host that compresses with gzip only (nginx and Apache as hosting/render.ts configures them).
// Usage: node scripts/tools/serve.mjs [--port 3000] [--dir out] [--https] [--encoding br|gzip]
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { generate } from 'selfsigned';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    dir: { type: 'string', default: 'out' },
    https: { type: 'boolean', default: false },
    encoding: { type: 'string' },
  },
});
const root = path.resolve(values.dir);

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
  '.yml': 'text/yaml; charset=utf-8',
};

const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/;

// Compressed once per file version and kept, as hosts and CDNs keep their compressed copies: on a
// 2-core machine, compressing on every request would compete with the browser being measured.
const compressed = new Map();
const compressors = {
  gzip: (bytes) => gzipSync(bytes),
  br: (bytes) => brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
};
async function compressedCopy(file, encoding) {
  const { mtimeMs } = await stat(file);
  const key = `${file}:${mtimeMs}:${encoding}`;
  if (!compressed.has(key)) compressed.set(key, compressors[encoding](await readFile(file)));
  return compressed.get(key);
}

/** The encoding a host would send: brotli from the CDN (--https, unless --encoding gzip) when accepted, else gzip when accepted. */
const preferred = values.encoding ?? (values.https ? 'br' : 'gzip');
if (!(preferred in compressors)) throw new Error(`serve: --encoding is br or gzip, not ${preferred}`);
function encodingFor(type, acceptEncoding = '') {
  if (!compressible.test(type)) return undefined;
  if (preferred === 'br' && /\bbr\b/.test(acceptEncoding)) return 'br';
  return /\bgzip\b/.test(acceptEncoding) ? 'gzip' : undefined;
}

async function isFile(file) {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}

async function resolveFile(urlPath) {
  const decoded = decodeURIComponent(urlPath);
  const file = path.join(root, path.normalize(decoded));
  if (!file.startsWith(root)) return null;
  if (await isFile(file)) return { file };
  // Directory requests: /restaurant redirects to /restaurant/, as static hosts do.
  if (await isFile(path.join(file, 'index.html'))) {
    return decoded.endsWith('/') ? { file: path.join(file, 'index.html') } : { redirect: `${decoded}/` };
  }
  if (await isFile(`${file}.html`)) return { file: `${file}.html` };
  return null;
}

/** The 404 page nearest the address up its folders (/en/404.html under /en/), as Cloudflare Pages picks it. */
async function notFoundPageFor(urlPath) {
  let folder = path.posix.dirname(urlPath.endsWith('/') ? `${urlPath}x` : urlPath);
  for (;;) {
    const page = path.join(root, path.normalize(folder), '404.html');
    if (page.startsWith(root) && (await isFile(page))) return page;
    if (folder === '/' || folder === '.') return path.join(root, '404.html');
    folder = path.posix.dirname(folder);
  }
}

async function serve(request, response) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  let found;
  try {
    found = await resolveFile(url.pathname);
  } catch {
    found = null;
  }
  if (found?.redirect) {
    response.writeHead(301, { Location: `${found.redirect}${url.search}` }).end();
    return;
  }
  const status = found ? 200 : 404;
  const file = found?.file ?? (await notFoundPageFor(url.pathname));
  const cache = url.pathname.startsWith('/_next/static/') ? 'public, max-age=31536000, immutable' : 'no-cache';
  const type = types[path.extname(file)] ?? 'application/octet-stream';
  const encoding = encodingFor(type, request.headers['accept-encoding']);
  response.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': cache,
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  if (encoding)
    await compressedCopy(file, encoding).then(
      (body) => response.end(body),
      () => response.end(),
    );
  else
    createReadStream(file)
      .on('error', () => response.end())
      .pipe(response);
}

async function secureServer() {
  const certificate = await generate([{ name: 'commonName', value: '127.0.0.1' }], { keyType: 'ec' });
  return createSecureServer({ key: certificate.private, cert: certificate.cert, allowHTTP1: true }, serve);
}

const server = values.https ? await secureServer() : createServer(serve);
server.listen(Number(values.port), '127.0.0.1', () => {
  const scheme = values.https ? 'https' : 'http';
  console.log(`Site servi depuis ${path.relative(process.cwd(), root) || '.'} sur ${scheme}://127.0.0.1:${values.port}/`);
});
