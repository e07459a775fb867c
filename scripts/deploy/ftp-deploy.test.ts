/** @jest-environment node */
// Deploys a small synthetic site to a real FTP server (ftp-srv, started here on this machine's
// loopback), and checks what a visitor of the published site would meet at every moment.
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Socket } from 'node:net';
import { FtpSrv } from 'ftp-srv';
import { inlineScriptHashes, renderHtaccess, renderNetlifyHeaders, renderRedirects } from '../../hosting/render';
import { publishWithFtp } from './deploy-ftp';
import { DeployError, deployFtp, describeFailure, ftpSettingsFromEnv, localManifest, type FtpSettings } from './ftp-deploy';
import { planDeploy } from './ftp-plan';
import type { BuildFacts } from './publish-guard';

const port = Number(process.env.E2E_PORT ?? 4700) + 20;
const account = { user: 'chalets', password: 'lac-2026' };
/** ftp-srv logs through bunyan; a logger that swallows everything keeps the test output readable. */
const quiet: unknown = new Proxy({}, { get: () => () => quiet });

let work: string;
let served: string;
let server: FtpSrv;
let storsBeforeCut: number | null = null;
let logins = 0;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'ftp-deploy-'));
  served = path.join(work, 'server');
  await mkdir(served);
  server = new FtpSrv({
    url: `ftp://127.0.0.1:${port}`,
    pasv_url: '127.0.0.1',
    pasv_min: port + 1,
    pasv_max: port + 20,
    anonymous: false,
    log: quiet,
    greeting: 'test',
  });
  server.on('login', ({ connection, username, password }, resolve, reject) => {
    logins += 1;
    if (username !== account.user || password !== account.password) return reject(new Error('Login incorrect'));
    const commandSocket = (connection as unknown as { commandSocket: Socket }).commandSocket;
    let stors = 0;
    // The "connection cut": the server drops the line right after the Nth file it received.
    connection.on('STOR', () => {
      stors += 1;
      if (storsBeforeCut !== null && stors >= storsBeforeCut) commandSocket.destroy();
    });
    resolve({ root: served });
  });
  await server.listen();
});

afterEach(() => {
  storsBeforeCut = null;
});

afterAll(async () => {
  await server.close();
  await rm(work, { recursive: true, force: true });
});

const settings = (overrides: Partial<FtpSettings> = {}): FtpSettings => ({
  host: '127.0.0.1',
  port,
  ...account,
  remoteDir: '/www',
  secure: false,
  ...overrides,
});
const site = () => path.join(served, 'www');

type Version = 'v1' | 'v2' | 'v3';
/**
 * A static export in miniature: pages with inline scripts and hashed assets, a sitemap, a PDF, and
 * the hosting files rendered by hosting/render.ts. v2 changes the home page and the shared chunk,
 * drops a page and its photo, adds a photo; v3 changes the home page and the chunk again.
 */
async function buildSite(version: Version): Promise<string> {
  const dir = path.join(work, `out-${version}`);
  await rm(dir, { recursive: true, force: true });
  const chunk = `/_next/static/chunks/main-${version === 'v1' ? 'aaa' : version === 'v2' ? 'bbb' : 'ccc'}.js`;
  const page = (title: string, body: string, inline: string) =>
    `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>${title}</title><link rel="stylesheet" href="/_next/static/css/site-111.css"><script>${inline}</script></head><body><h1>${title}</h1>${body}<script src="${chunk}"></script></body></html>`;
  const files: Record<string, string> = {
    'index.html': page(
      'Accueil',
      `<img src="/images/lac-111.webp" alt=""><a href="/restaurant/">Restaurant</a>${version === 'v1' ? '' : '<img src="/images/terrasse-444.webp" alt="">'}`,
      `boot("${version}")`,
    ),
    'restaurant/index.html': page(
      'Restaurant',
      '<img src="/images/plat-222.webp" alt=""><a href="/Tarifs-Chalets.pdf">Tarifs</a>',
      'boot("menu")',
    ),
    '404.html': page('Page introuvable', '<a href="/">Accueil</a>', 'boot("404")'),
    [chunk.slice(1)]: `console.log("${version}");`,
    '_next/static/css/site-111.css': 'body{margin:0}',
    'images/lac-111.webp': 'photo du lac',
    'images/plat-222.webp': 'photo du plat',
    'Tarifs-Chalets.pdf': '%PDF-1.7 tarifs',
    'robots.txt': 'User-agent: *\nAllow: /\n',
  };
  if (version === 'v1') {
    files['ancien/index.html'] = page('Ancienne page', '<img src="/images/ancien-333.webp" alt="">', 'boot("ancien")');
    files['images/ancien-333.webp'] = 'photo retirée en v2';
  } else {
    files['images/terrasse-444.webp'] = 'photo ajoutée en v2';
  }
  const pages = Object.keys(files).filter((file) => file.endsWith('.html'));
  files['sitemap.xml'] = `<urlset>${pages.map((file) => `<url><loc>/${file}</loc></url>`).join('')}</urlset>`;
  const hashes = [...new Set(pages.flatMap((file) => inlineScriptHashes(files[file] ?? '')))].sort();
  files['.htaccess'] = renderHtaccess(hashes);
  files._headers = renderNetlifyHeaders(hashes);
  files._redirects = renderRedirects();
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
  return dir;
}

/** Every file the published pages ask for is there, and the policy online allows their inline scripts. */
async function expectEveryPublishedPageWhole(previous: string, next: string) {
  const online = await localManifest(site());
  const policy = await readFile(path.join(site(), '.htaccess'), 'utf8');
  const builds = [await localManifest(previous), await localManifest(next)];
  for (const file of Object.keys(online).filter((name) => name.endsWith('.html'))) {
    // Each page is one build's page, never half a file.
    expect(builds.some((build) => build[file]?.sha256 === online[file]?.sha256)).toBe(true);
    const html = await readFile(path.join(site(), file), 'utf8');
    for (const [, url] of html.matchAll(/(?:src|href)="(\/[^"]*)"/g)) {
      const target = (url ?? '').slice(1);
      expect({
        page: file,
        needs: url,
        online: target === '' || target.endsWith('/') ? `${target}index.html` in online : target in online,
      }).toEqual({
        page: file,
        needs: url,
        online: true,
      });
    }
    for (const hash of inlineScriptHashes(html)) expect(policy).toContain(`'${hash}'`);
  }
}

const expectServedTreeToBe = async (dir: string) => expect(await localManifest(site())).toEqual(await localManifest(dir));
const counts = (label: string, report: { sent: number; removed: number; unchanged: number }) =>
  console.log(`${label}: ${report.sent} fichier(s) envoyé(s), ${report.removed} supprimé(s), ${report.unchanged} inchangé(s)`);

describe('npm run deploy:ftp against a real FTP server', () => {
  let v1: string;
  let v2: string;
  let v3: string;
  let v2Online: string;

  beforeAll(async () => {
    [v1, v2, v3] = await Promise.all([buildSite('v1'), buildSite('v2'), buildSite('v3')]);
    v2Online = path.join(work, 'online-v2');
  });

  it('first deploy: the remote folder is identical to out/, hidden files included', async () => {
    const report = await deployFtp(v1, settings(), () => undefined);
    counts('1er envoi', report);
    await expectServedTreeToBe(v1);
    expect(report).toEqual({ sent: 15, removed: 0, unchanged: 0 });
    expect(await readFile(path.join(site(), '.htaccess'), 'utf8')).toContain('Content-Security-Policy');
  });

  it('second deploy after a content change sends only what changed and removes what disappeared', async () => {
    const report = await deployFtp(v2, settings(), () => undefined);
    counts('2e envoi', report);
    await expectServedTreeToBe(v2);
    // The three pages (all load the new chunk), the chunk, the new photo, the sitemap, .htaccess and
    // _headers (new hashes); gone: the old page, its photo, the old chunk.
    expect(report).toEqual({ sent: 8, removed: 3, unchanged: 6 });
    await cp(site(), v2Online, { recursive: true });
    const again = await deployFtp(v2, settings(), () => undefined);
    expect(again).toEqual({ sent: 0, removed: 0, unchanged: 14 });
  });

  // ftp-srv polls for each passive data connection every 50 ms: the runs resumed are a sample.
  it('a deploy cut at any point leaves every published page whole, and the next deploy completes it', async () => {
    // Each file is one STOR, plus the transitional .htaccess and the two manifests (pending, final).
    const stors = planDeploy(await localManifest(v3), await localManifest(v2Online)).uploads + 3;
    const resumedAfter = [1, Math.ceil(stors / 2), stors];
    for (let stor = 1; stor <= stors; stor += 1) {
      await rm(site(), { recursive: true, force: true });
      await cp(v2Online, site(), { recursive: true });
      storsBeforeCut = stor;
      const cut = await deployFtp(v3, settings(), () => undefined).catch((error: unknown) => error);
      storsBeforeCut = null;
      expect(cut).toBeInstanceOf(DeployError);
      expect((cut as Error).message).toContain('Relancez la même commande (npm run deploy:ftp)');
      await expectEveryPublishedPageWhole(v2, v3);
      if (!resumedAfter.includes(stor)) continue;
      const resumed = await deployFtp(v3, settings(), () => undefined);
      await expectServedTreeToBe(v3);
      if (stor === Math.ceil(stors / 2)) {
        console.log(`envoi coupé après ${stor} fichiers reçus par le serveur sur ${stors} : ${(cut as Error).message.split('\n')[0]}`);
        counts('envoi suivant, qui termine', resumed);
      }
    }
  }, 60_000);

  it('wrong credentials fail with a clear French message and change nothing', async () => {
    const before = await localManifest(served);
    const failure = await deployFtp(v1, settings({ password: 'faux' }), () => undefined).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DeployError);
    expect((failure as Error).message).toBe(
      'Connexion FTP refusée par 127.0.0.1 : identifiant ou mot de passe incorrect. Vérifiez FTP_USER et FTP_PASSWORD (informations FTP de votre hébergeur). Rien n’a été modifié sur le serveur.',
    );
    expect(await localManifest(served)).toEqual(before);
  });

  it('refuses to publish a build that lacks a needed fact before connecting, and sends the editor alone with --editor-only', async () => {
    const root = path.join(work, 'project');
    await cp(v1, path.join(root, 'out'), { recursive: true });
    const facts: BuildFacts = {
      builtAt: '2026-11-22T20:00:00.000Z',
      neededFacts: [
        {
          file: 'content/data/contact.json',
          path: ['phone'],
          label: 'Numéro de téléphone (réservations)',
          why: 'Mentions légales : LCEN, article 6-III',
          collection: 'coordonnees',
          collectionLabel: 'Coordonnées et accès',
          fileLabel: 'Coordonnées, accès et réseaux',
        },
      ],
      optionalFactsLeft: 0,
      emailjsConfigured: true,
    };
    await mkdir(path.join(root, 'hosting/generated'), { recursive: true });
    await writeFile(path.join(root, 'hosting/generated/build-facts.json'), JSON.stringify(facts));
    const env = {
      FTP_HOST: '127.0.0.1',
      FTP_PORT: String(port),
      FTP_USER: account.user,
      FTP_PASSWORD: account.password,
      FTP_REMOTE_DIR: '/apercu',
      FTP_SECURE: 'false',
    };
    const loginsBefore = logins;
    const refusal = await publishWithFtp(root, [], env, () => undefined).catch((error: unknown) => error);
    expect((refusal as Error).message).toContain(
      '  - Coordonnées et accès → Coordonnées, accès et réseaux → Numéro de téléphone (réservations) (content/data/contact.json › phone)',
    );
    expect(logins).toBe(loginsBefore);
    await mkdir(path.join(root, 'out/admin'), { recursive: true });
    await writeFile(path.join(root, 'out/admin/index.html'), '<!doctype html><title>Éditeur</title>');
    const editorOnly = await publishWithFtp(root, ['--editor-only'], env, () => undefined);
    const sent = (await readdir(path.join(root, 'out'), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(path.join(root, 'out'), path.join(entry.parentPath, entry.name)));
    expect(sent).toContain('admin/index.html');
    expect(sent.every((file) => file.startsWith('admin/') || ['.htaccess', '_headers', '_redirects', 'robots.txt'].includes(file))).toBe(
      true,
    );
    expect(editorOnly.sent).toBe(sent.length);
  });
});

describe('what the owner reads when the FTP settings or the connection are wrong', () => {
  const notStarted = { done: 0, total: 0 };

  it('names the missing settings, and takes port 21 and encryption by default', () => {
    expect(() => ftpSettingsFromEnv({ FTP_HOST: 'ftp.exemple.fr', FTP_PORT: '' })).toThrow(
      'Réglage FTP manquant : FTP_USER, FTP_PASSWORD, FTP_REMOTE_DIR.',
    );
    expect(ftpSettingsFromEnv({ FTP_HOST: 'h', FTP_USER: 'u', FTP_PASSWORD: 'p', FTP_REMOTE_DIR: 'www', FTP_PORT: '' })).toMatchObject({
      port: 21,
      secure: true,
    });
    expect(ftpSettingsFromEnv({ FTP_HOST: 'h', FTP_USER: 'u', FTP_PASSWORD: 'p', FTP_REMOTE_DIR: 'www', FTP_SECURE: 'false' }).secure).toBe(
      false,
    );
  });

  it('tells an unreachable server, a certificate for another name and a refused encryption apart', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(describeFailure(refused, settings(), notStarted)).toContain('Serveur FTP injoignable (127.0.0.1, port');
    const wrongName = Object.assign(new Error("Hostname/IP does not match certificate's altnames"), {
      code: 'ERR_TLS_CERT_ALTNAME_INVALID',
    });
    expect(describeFailure(wrongName, settings(), notStarted)).toContain('nom exact du serveur FTP donné par votre hébergeur');
    expect(describeFailure(new Error('534 Policy requires SSL / AUTH TLS not available'), settings(), notStarted)).toContain(
      'n’accepte pas la connexion chiffrée (FTPS)',
    );
  });
});
