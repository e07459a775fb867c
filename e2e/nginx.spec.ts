// Serves out/ with Debian's nginx and the configuration the build generated
// (hosting/generated/nginx-site.conf, included verbatim), then checks what a visitor's browser gets.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { multipartFields, openPage, routes } from './support';
import { editorConfigYaml } from './admin-editor';
import { builtFixtureEvent } from './event-fixtures';
import { eventCalendarPath } from '@/features/events/event-page-content';
import { eventPath } from '@/config/routes';

const nginxPort = Number(process.env.NGINX_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 10);
const origin = `http://127.0.0.1:${nginxPort}`;
const siteConfig = path.resolve('hosting/generated/nginx-site.conf');
const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate)) ?? 'nginx';

let nginx: ChildProcess | undefined;
let prefix = '';

function mainConfig(): string {
  // Workers run as this user, not nginx's default "nobody", which may not read a checkout in a private folder.
  return `daemon off;
user ${userInfo().username};
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    server {
        listen 127.0.0.1:${nginxPort};
        server_name localhost;
        root ${path.resolve('out')};
        include ${siteConfig};
    }
}
`;
}

async function waitForNginx(): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (nginx?.exitCode !== null) throw new Error(`nginx exited with code ${String(nginx?.exitCode)}`);
    // Only our nginx counts: another server left on the port must not pass for it.
    const ready = await fetch(`${origin}/`).then(
      (response) => response.headers.get('server')?.startsWith('nginx') === true,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer on ${origin}`);
}

test.describe('served by nginx with the shipped configuration @desktop', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: origin });

  test.beforeAll(async () => {
    expect(existsSync(siteConfig), 'npm run build writes hosting/generated/nginx-site.conf').toBe(true);
    prefix = mkdtempSync(path.join(tmpdir(), 'chalets-nginx-'));
    const config = path.join(prefix, 'nginx.conf');
    writeFileSync(config, mainConfig());
    const check = spawnSync(nginxBinary, ['-t', '-q', '-p', prefix, '-e', `${prefix}/error.log`, '-c', config], {
      encoding: 'utf8',
    });
    expect(check.status, `nginx -t: ${check.stderr}`).toBe(0);
    nginx = spawn(nginxBinary, ['-p', prefix, '-e', `${prefix}/error.log`, '-c', config], { stdio: 'ignore' });
    await waitForNginx();
  });

  test.afterAll(async () => {
    if (nginx?.pid !== undefined && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve));
      process.kill(nginx.pid, 'SIGQUIT');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  });

  function expectSecurityHeaders(response: APIResponse) {
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self' https://api.emailjs.com;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  }

  test('the home page carries the security headers, is revalidated and compressed', async ({ request }) => {
    const response = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(response.headers()['content-encoding']).toBe('gzip');
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    test.info().annotations.push({ type: 'headers of /', description: JSON.stringify(response.headers(), null, 2) });
  });

  test('hashed assets are cached for a year, immutable, and compressed', async ({ request }) => {
    const html = await (await request.get('/')).text();
    // A start-up script, as the page's script loader names it.
    const script = /<script>\(\(\)=>[^<]*?\["(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const response = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding']).toBe('gzip');
    expectSecurityHeaders(response);
    test.info().annotations.push({ type: `headers of ${script}`, description: JSON.stringify(response.headers(), null, 2) });

    const photo = /(\/images\/[^" ,]+\.avif)/.exec(html)?.[1];
    const photoResponse = await request.get(photo ?? '');
    expect(photoResponse.status()).toBe(200);
    expect(photoResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('pages answer with and without the final slash', async ({ page, request }) => {
    for (const route of routes.filter((candidate) => candidate.path !== '/')) {
      const bare = route.path.replace(/\/$/, '');
      const redirect = await request.get(bare, { maxRedirects: 0 });
      expect(redirect.status(), bare).toBe(301);
      expect(redirect.headers().location).toBe(route.path);
      expect((await request.get(route.path)).status()).toBe(200);
    }
    await page.goto('/restaurant');
    await expect(page).toHaveURL(`${origin}/restaurant/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le restaurant');
  });

  test('an unknown address gets the French 404 page with status 404, and the other hosts’ files stay hidden', async ({ page, request }) => {
    const response = await page.goto('/cette-page-n-existe-pas');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    expectSecurityHeaders((await request.get('/cette-page-n-existe-pas')) as APIResponse);
    for (const file of ['/_headers', '/_redirects', '/.htaccess']) {
      expect((await request.get(file)).status(), file).toBe(404);
    }
  });

  test('every other file carries the same headers: a page as its index.html, a PDF, an SVG', async ({ request }) => {
    for (const file of ['/restaurant/index.html', '/Carte-Restaurant.pdf', '/icon.svg']) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expectSecurityHeaders(response);
    }
  });

  test('the manifest, robots.txt and sitemap are served with their types', async ({ request }) => {
    for (const manifest of ['/manifest.webmanifest', '/de/manifest.webmanifest'])
      expect((await request.get(manifest)).headers()['content-type'], manifest).toBe('application/manifest+json');
    expect((await request.get('/robots.txt')).headers()['content-type']).toMatch(/^text\/plain/);
    expect((await request.get('/sitemap.xml')).headers()['content-type']).toMatch(/xml/);
  });

  test('an event’s calendar file is served as text/calendar in UTF-8, in French and under a language’s block', async ({ request }) => {
    const { slug } = builtFixtureEvent('soiree-moules-frites');
    for (const lang of ['fr', 'en'] as const) {
      const response = await request.get(eventCalendarPath(eventPath(slug, lang)));
      expect(response.status(), lang).toBe(200);
      expect(response.headers()['content-type'], lang).toBe('text/calendar; charset=utf-8');
      expectSecurityHeaders(response);
      expect(await response.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
    }
  });

  async function watchCsp(page: Page): Promise<string[]> {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
        report(`${event.violatedDirective} blocked ${event.blockedURI} on ${location.pathname}`);
      });
    });
    return violations;
  }

  test('the editor at /admin/ gets its own policy, is kept out of search engines and starts under it', async ({ page, request }) => {
    expect((await request.get('/admin', { maxRedirects: 0 })).headers().location).toBe('/admin/');
    const response = await request.get('/admin/');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("connect-src 'self' data: https://api.github.com;");
    expect(headers['content-security-policy']).not.toContain('sha256-');
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['cache-control']).toBe('no-cache');
    // The site's pages keep theirs.
    expect((await request.get('/restaurant/')).headers()['content-security-policy']).not.toContain('github');

    const violations = await watchCsp(page);
    // The configuration generated from the content schema, on the offline backend.
    const config = editorConfigYaml();
    await page.route('**/admin/config.yml*', (route) => route.fulfill({ contentType: 'text/yaml', body: config }));
    await page.goto('/admin/');
    await page.getByRole('button', { name: 'Travailler avec un dépôt de test' }).click();
    await expect(page.getByRole('tree', { name: 'Liste des collections' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('no page breaks the Content Security Policy while the site is browsed and a table is requested', async ({ page }) => {
    // Six full page loads, four client-side navigations and a form: slow on a busy CI machine.
    test.setTimeout(120_000);
    const violations = await watchCsp(page);
    for (const route of routes) {
      await page.goto(route.path, { waitUntil: 'networkidle' });
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState('networkidle');
    }
    // Moving through the menu runs the client-side router, which loads the other pages' data: the
    // mark set on the first page survives only if no link reloaded the document.
    await openPage(page, '/');
    await page.evaluate(() => document.documentElement.setAttribute('data-same-document', 'oui'));
    const menu = page.getByRole('navigation', { name: 'Navigation principale' });
    for (const name of ['Hébergements', 'Loisirs', 'Contact', 'Restaurant']) {
      await menu.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${name === 'Hébergements' ? 'hebergements' : name.toLowerCase()}/$`));
    }
    await expect(page.locator('html'), 'the menu links navigated without reloading').toHaveAttribute('data-same-document', 'oui');

    let sent: Record<string, string> = {};
    await page.route('https://api.emailjs.com/**', async (route) => {
      sent = multipartFields(route.request());
      await route.fulfill({ status: 200, body: 'OK', headers: { 'Access-Control-Allow-Origin': '*' } });
    });
    await page.getByRole('button', { name: 'Réserver une table' }).click();
    const form = page.getByRole('region', { name: 'Demande de réservation' });
    await form.getByRole('textbox', { name: /^Nom/ }).fill('Dupont');
    await form.getByRole('textbox', { name: /^Prénom/ }).fill('Marie');
    await form.getByRole('textbox', { name: /^Téléphone/ }).fill('06 12 34 56 78');
    await form.getByRole('textbox', { name: /^E-mail/ }).fill('marie.dupont@exemple.fr');
    await form.getByLabel(/^Date/).fill('2026-12-05');
    await form.getByRole('combobox', { name: /^Heure/ }).selectOption('19:30');
    await form.getByRole('spinbutton', { name: /^Nombre de personnes/ }).fill('4');
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(form.getByText('Votre demande de réservation a bien été envoyée !')).toBeVisible();
    expect(sent).toMatchObject({ nom: 'Dupont', personnes: '4' });

    expect(violations).toEqual([]);
  });
});
