/** @jest-environment node */
// The three workflows, run here as GitHub runs them (scripts/deploy/workflow-runner.ts): each job's
// `run:` steps as written in the YAML, in order, in a fresh clone of this repository, with the
// variables the workflow sets, the `uses:` steps replaced by what they give. A step the YAML
// changes is a step that runs here. The repository cloned is the working tree as committed, its
// content/data replaced by the seed (fixtures/seed-data): the owner's edits never turn this red.
//
// What is not run for real, and why (the stubs, each recorded with its arguments and environment):
// - `npm run typecheck`, `lint` and `test:unit`: npm test runs them itself on this very tree (and
//   test:unit is this test's own suite). The stub still fails when the script is missing.
// - `npm audit`: its endpoint answers 405 from here; it runs on GitHub (checks.yml, pull requests).
// - the hosts' uploads (netlify, wrangler, deploy:ftp, deploy-pages): no host here. The FTP upload
//   itself runs against a real FTP server in ftp-deploy.test.ts.
// - `npm run build` outside the GitHub Pages run: the build takes 2.5 minutes; it runs for real
//   once, for GitHub Pages (the default target, whose pages carry their policy), and the other runs
//   get that build's out/ and build facts. What a target changes inside the build (headers, the
//   editor's sign-in) is tested by the e2e suite on build:e2e.
// `npm ci` of the site's lock: this checkout's own node_modules, hard-linked (npm test runs in a tree
// CI installed with that very command and lock: .ci/run); the hosts' tools' locks install for real,
// once each, and a later job installing the same lock gets a hard-linked copy.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from 'selfsigned';
import { WorkflowRun, type JobResult, type RunResult, type RunnerSettings, type Stub, type StubbedCall } from './workflow-runner';
import { keptWithEditor } from './editor-only';

const root = path.join(__dirname, '..', '..');
const repository = 'owner/chalets-du-lac';
const minutes = 60_000;

let work: string;
let origin: string;
/** Kept after the run (the work folder is not). */
const logFile = path.join(tmpdir(), 'workflow-runs.log');
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', ...args], { cwd, encoding: 'utf8' }).trim();

/**
 * The bare repository standing in for github.com: this working tree committed on top of HEAD (in CI
 * they are the same), then the seed as the owner's data, on `main`; a pull request's merge ref too.
 */
function makeOrigin(): string {
  const source = path.join(work, 'source');
  git(work, 'clone', '-q', root, source);
  git(source, 'checkout', '-q', '-B', 'main');
  const gitDir = path.join(source, '.git');
  git(root, `--git-dir=${gitDir}`, `--work-tree=${root}`, 'add', '-A');
  git(source, 'commit', '-q', '--allow-empty', '-m', 'The working tree under test');
  git(source, 'reset', '-q', '--hard');
  rmSync(path.join(source, 'content', 'data'), { recursive: true });
  execFileSync('cp', ['-r', path.join(source, 'fixtures', 'seed-data'), path.join(source, 'content', 'data')]);
  git(source, 'add', '-A');
  git(source, 'commit', '-q', '--allow-empty', '-m', 'The seed as the owner’s data');
  const bare = path.join(work, 'origin');
  git(work, 'clone', '-q', '--bare', source, bare);
  git(bare, 'update-ref', 'refs/pull/1/merge', 'refs/heads/main');
  return bare;
}

/** The same repository, for a run that pushes. */
function copyOf(bare: string, name: string): string {
  const copy = path.join(work, name);
  git(work, 'clone', '-q', '--bare', bare, copy);
  return copy;
}

const vars = {
  EMAILJS_SERVICE_ID: 'service_test',
  EMAILJS_TEMPLATE_ID: 'template_test',
  EMAILJS_STAY_TEMPLATE_ID: 'template_stay_test',
  EMAILJS_VOUCHER_TEMPLATE_ID: 'template_voucher_test',
  EMAILJS_PUBLIC_KEY: 'public_key_test',
};
const hostSecrets = {
  NETLIFY_AUTH_TOKEN: 'netlify-token-secret',
  NETLIFY_SITE_ID: 'netlify-site-secret',
  CLOUDFLARE_API_TOKEN: 'cloudflare-token-secret',
  CLOUDFLARE_ACCOUNT_ID: 'cloudflare-account-secret',
  FTP_HOST: 'ftp.example.invalid',
  FTP_USER: 'ftp-user-secret',
  FTP_PASSWORD: 'ftp-password-secret',
};
const pagesBaseUrl = 'https://www.chalets-du-lac.example';

const checkedByNpmTest: Stub[] = ['typecheck', 'lint', 'test:unit'].map((script) => ({
  command: `npm run ${script}`,
  why: 'npm test runs it on this same tree',
}));
const audit: Stub = { command: 'npm audit', why: 'its endpoint answers 405 from here; it runs on GitHub' };

let pagesBuild: string | undefined;
/** `npm run build` outside the GitHub Pages run: that run's out/ and build facts, copied. */
const replayedBuild = (): Stub => {
  if (!pagesBuild) throw new Error('the GitHub Pages run builds first');
  return {
    command: 'npm run build',
    why: 'built for real once, in the GitHub Pages run',
    instead: `cp -a '${pagesBuild}/out' . && mkdir -p hosting && cp -a '${pagesBuild}/hosting/generated' hosting/`,
  };
};

function runner(name: string, settings: Partial<RunnerSettings> & Pick<RunnerSettings, 'event'>): WorkflowRun {
  return new WorkflowRun({
    origin,
    work: path.join(work, name),
    repository,
    installs: path.join(work, 'installs'),
    vars,
    pagesBaseUrl,
    // Each job and step with its time, for a slow or red run.
    log: (line) => appendFileSync(logFile, `${line}\n`),
    ...settings,
  });
}

/** Every job, the called workflows' included, by path (`check/check`). */
function allJobs(result: RunResult, prefix = ''): Record<string, JobResult> {
  return Object.fromEntries(
    Object.entries(result.jobs).flatMap(([id, job]) => [
      [`${prefix}${id}`, job],
      ...Object.entries(job.call ? allJobs(job.call, `${prefix}${id}/`) : {}),
    ]),
  );
}

/** The failed steps with the end of their log: what a red test shows. */
function failures(result: RunResult): string[] {
  return Object.entries(allJobs(result)).flatMap(([id, job]) =>
    job.steps.filter((step) => step.conclusion === 'failure').map((step) => `${id} › ${step.name}\n${step.log.slice(-3000)}`),
  );
}

/** The words a stubbed call had after the stub's own (`npm run lint -- --fix` → `--`, `--fix`). */
const extra = (call: StubbedCall) => call.args.slice(call.command.split(' ').length - 1);
const secretValues = Object.values(hostSecrets);
/** The host secrets a step's variables hold, whole or inside a longer value. */
const heldSecrets = (env: Record<string, string> = {}) =>
  Object.values(env).flatMap((value) => secretValues.filter((secret) => value.includes(secret)));

/** Every file below a folder, by its path there. */
const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

const conclusions = (result: RunResult) => Object.fromEntries(Object.entries(allJobs(result)).map(([id, job]) => [id, job.conclusion]));
const head = (bare: string, ref = 'refs/heads/main') => git(bare, 'rev-parse', ref);

/**
 * The site's lock as already installed: the runner's store entry (scripts/deploy/workflow-runner.ts
 * keys it by the lock and the flags that change what npm lays down, none for `npm ci`) naming this
 * checkout, whose node_modules the workflows' `npm ci` then hard-links.
 */
function storeOwnInstall(installs: string): void {
  const key = createHash('sha256')
    .update(readFileSync(path.join(root, 'package-lock.json')))
    .update(JSON.stringify([]))
    .digest('hex');
  mkdirSync(installs, { recursive: true });
  writeFileSync(path.join(installs, key), root);
}

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'workflow-runs-'));
  writeFileSync(logFile, '');
  origin = makeOrigin();
  storeOwnInstall(path.join(work, 'installs'));
}, 2 * minutes);

afterAll(() => {
  // A dozen node_modules trees, hard links or not, are as many files to unlink: minutes on a loaded
  // machine. They go away in a process of their own, which ends by itself once the folder is gone.
  spawn('rm', ['-rf', work], { detached: true, stdio: 'ignore' }).unref();
});

describe('checks.yml, run on a pull request', () => {
  it(
    'installs with npm ci, audits, checks the content and names the commit it checked',
    async () => {
      const run = runner('checks', { event: { name: 'pull_request', ref: 'refs/pull/1/merge' }, stubs: [...checkedByNpmTest, audit] });
      const result = await run.run('.github/workflows/checks.yml');
      expect(failures(result)).toEqual([]);
      expect(result.conclusion).toBe('success');
      const check = result.jobs.check as JobResult;
      // Every step ran on a pull request, npm audit included.
      expect(check.steps.filter((step) => step.conclusion !== 'success')).toEqual([]);
      expect(check.outputs.sha).toBe(head(origin, 'refs/pull/1/merge'));
      expect(run.stubbedCalls().map((call) => [call.command, extra(call)])).toEqual([
        ['npm audit', ['--omit=dev', '--audit-level=high']],
        ['npm audit', ['--audit-level=high', '--prefix', '.']],
        ['npm audit', ['--audit-level=high', '--prefix', 'scripts/deploy/tools/netlify']],
        ['npm audit', ['--audit-level=high', '--prefix', 'scripts/deploy/tools/cloudflare']],
        ['npm run typecheck', []],
        ['npm run lint', []],
        ['npm run test:unit', []],
      ]);
    },
    10 * minutes,
  );
});

describe('publish.yml, for each host', () => {
  it(
    'GitHub Pages: checks, builds for real with the Pages address, guards, and deploys that build',
    async () => {
      const run = runner('pages', {
        event: { name: 'workflow_dispatch', ref: 'refs/heads/main', inputs: {} },
        stubs: checkedByNpmTest,
        secrets: hostSecrets,
      });
      const result = await run.run('.github/workflows/publish.yml');
      expect(failures(result)).toEqual([]);
      expect(conclusions(result)).toEqual({
        check: 'success',
        'check/check': 'success',
        build: 'success',
        'github-pages': 'success',
        netlify: 'skipped',
        cloudflare: 'skipped',
        ftp: 'skipped',
      });
      const build = result.jobs.build as JobResult;
      pagesBuild = build.workspace;
      // npm audit on pull requests only: an advisory published overnight does not stop a publication.
      const skipped = allJobs(result)['check/check']?.steps.filter((step) => step.conclusion === 'skipped');
      expect(skipped?.map((step) => step.run?.split('\n')[0])).toEqual([
        'npm audit --omit=dev --audit-level=high',
        'for prefix in . scripts/deploy/tools/netlify scripts/deploy/tools/cloudflare; do',
      ]);
      // The build is the commit the check job named, the branch's newest.
      expect(result.jobs.check?.outputs.sha).toBe(head(origin));
      expect(git(build.workspace ?? '', 'rev-parse', 'HEAD')).toBe(head(origin));
      // Deployed: the build's pages, with the Pages address as the site's.
      expect(run.deployments).toHaveLength(1);
      const deployed = run.deployments[0];
      expect(deployed?.files).toEqual(expect.arrayContaining(['index.html', '404.html', 'sitemap.xml']));
      expect(readFileSync(path.join(deployed?.artifact ?? '', 'sitemap.xml'), 'utf8')).toContain(`${pagesBaseUrl}/`);
      expect(readFileSync(path.join(deployed?.artifact ?? '', 'index.html'), 'utf8')).toContain('http-equiv="Content-Security-Policy"');
    },
    15 * minutes,
  );

  const hosts: { target: string; tool: Stub; job: string; expectCall: (args: string[], env: Record<string, string>) => void }[] = [
    {
      target: 'netlify',
      job: 'netlify',
      tool: { command: 'netlify', why: 'no Netlify here' },
      expectCall: (args, env) => {
        expect(args).toEqual(['deploy', '--prod', '--no-build', '--dir', 'out']);
        expect([env.NETLIFY_AUTH_TOKEN, env.NETLIFY_SITE_ID]).toEqual([hostSecrets.NETLIFY_AUTH_TOKEN, hostSecrets.NETLIFY_SITE_ID]);
      },
    },
    {
      target: 'cloudflare',
      job: 'cloudflare',
      tool: { command: 'wrangler', why: 'no Cloudflare here' },
      expectCall: (args, env) => {
        expect(args).toEqual(['pages', 'deploy', 'out', '--project-name', 'chalets', '--branch', 'main']);
        expect([env.CLOUDFLARE_API_TOKEN, env.CLOUDFLARE_ACCOUNT_ID]).toEqual([
          hostSecrets.CLOUDFLARE_API_TOKEN,
          hostSecrets.CLOUDFLARE_ACCOUNT_ID,
        ]);
      },
    },
    {
      target: 'ftp',
      job: 'ftp',
      tool: { command: 'npm run deploy:ftp', why: 'the upload runs against a real FTP server in ftp-deploy.test.ts' },
      expectCall: (args, env) => {
        expect(args).toEqual(['--', '--editor-only']);
        expect([env.FTP_HOST, env.FTP_USER, env.FTP_PASSWORD, env.FTP_PORT, env.FTP_REMOTE_DIR]).toEqual([
          hostSecrets.FTP_HOST,
          hostSecrets.FTP_USER,
          hostSecrets.FTP_PASSWORD,
          '21',
          '/www',
        ]);
      },
    },
  ];

  it.each(hosts)(
    '$target: the build job uploads out/ with its hidden files, and the host job sends it with its tool',
    async ({ target, job, tool, expectCall }) => {
      const run = runner(target, {
        event: { name: 'workflow_dispatch', ref: 'refs/heads/main', inputs: { editor_only: target === 'ftp' } },
        vars: {
          ...vars,
          PUBLISH_TARGET: target,
          SITE_URL: 'https://www.chalets-du-lac.example',
          CLOUDFLARE_PROJECT: 'chalets',
          FTP_REMOTE_DIR: '/www',
        },
        secrets: hostSecrets,
        stubs: [...checkedByNpmTest, replayedBuild(), tool],
      });
      const result = await run.run('.github/workflows/publish.yml');
      expect(failures(result)).toEqual([]);
      expect(conclusions(result)).toEqual({
        check: 'success',
        'check/check': 'success',
        build: 'success',
        'github-pages': 'skipped',
        netlify: job === 'netlify' ? 'success' : 'skipped',
        cloudflare: job === 'cloudflare' ? 'success' : 'skipped',
        ftp: job === 'ftp' ? 'success' : 'skipped',
      });
      const calls = run.stubbedCalls();
      // The build ran with this target and the site's own address (no Pages address here).
      const built = calls.find((call) => call.command === 'npm run build');
      expect([built?.env.DEPLOY_TARGET, built?.env.NEXT_PUBLIC_SITE_URL, built?.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY]).toEqual([
        target,
        'https://www.chalets-du-lac.example',
        vars.EMAILJS_PUBLIC_KEY,
      ]);
      const sent = calls.filter((call) => call.command === tool.command);
      expect(sent).toHaveLength(1);
      const [call] = sent;
      expectCall(call ? extra(call) : [], call?.env ?? {});
      // What the host job had in its folder when it sent: the site, hidden files included.
      const host = result.jobs[job] as JobResult;
      const sentDir = path.join(call?.cwd ?? '', 'out');
      expect(readFileSync(path.join(sentDir, '.htaccess'), 'utf8')).toContain('Content-Security-Policy');
      expect(readFileSync(path.join(sentDir, '_headers'), 'utf8')).toContain('Content-Security-Policy');
      expect(host.workspace && call?.cwd.startsWith(host.workspace)).toBe(true);
      // No secret in any step but the one that sends, the last.
      expect(host.steps.slice(0, -1).flatMap((step) => heldSecrets(step.env))).toEqual([]);
      // From the build, the site alone (and for FTP, the build's facts): Node and the tool's lock are the
      // checked commit's, whatever the build job could have written beside out/.
      expect(git(host.workspace ?? '', 'rev-parse', 'HEAD')).toBe(result.jobs.check?.outputs.sha);
      // The FTP run is the first publication, editor_only: the editor and the host's files alone (editor-only.ts).
      const builtFiles = filesIn(path.join(pagesBuild ?? '', 'out'));
      expect(filesIn(path.join(work, target, 'artifacts', 'site'))).toEqual(
        target === 'ftp' ? builtFiles.filter(keptWithEditor) : builtFiles,
      );
    },
    10 * minutes,
  );
});

// The sync's set-up, in one place: how the feeds reach the workflow. One repository secret,
// AVAILABILITY_ICAL, holds a JSON object of unit id to space-separated addresses, given by name to the
// sync step alone; no step of the sync job may see the hosts' secrets. The feeds are https on
// 127.0.0.1, trusted through NODE_EXTRA_CA_CERTS.
const syncSetup = {
  /** The repository secret holding every unit's feed addresses. */
  secrets: (feeds: Record<string, string[]>): Record<string, string> => ({
    AVAILABILITY_ICAL: JSON.stringify(Object.fromEntries(Object.entries(feeds).map(([unit, urls]) => [unit, urls.join(' ')]))),
  }),
  /** The step that reads the feeds. */
  syncStep: (run: string | undefined) => run === 'npm run sync:availability',
  /** The steps that may see the hosts' secrets: none since toJSON(secrets) left the workflow. */
  mayHoldHostSecrets: (name: string): boolean => name.length < 0,
};

describe('sync-availability.yml, with local feeds', () => {
  let server: Server;
  let base: string;
  let certificateFile: string;
  const night = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const calendar = (arrival: string, departure: string) =>
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//test//feed//FR',
      'BEGIN:VEVENT',
      `UID:${arrival}@test`,
      `DTSTART;VALUE=DATE:${arrival.replace(/-/g, '')}`,
      `DTEND;VALUE=DATE:${departure.replace(/-/g, '')}`,
      'SUMMARY:Reserved',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');

  beforeAll(async () => {
    const certificate = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
      keyType: 'ec',
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
    });
    certificateFile = path.join(work, 'feeds-ca.pem');
    execFileSync('tee', [certificateFile], { input: certificate.cert });
    server = createServer({ key: certificate.private, cert: certificate.cert }, (request, response) => {
      const match = /^\/(\d{4}-\d{2}-\d{2})_(\d{4}-\d{2}-\d{2})\.ics$/.exec(request.url ?? '');
      if (!match) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/calendar' }).end(calendar(match[1] ?? '', match[2] ?? ''));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, minutes);

  afterAll(() => {
    server.close();
  });

  it(
    'reads the feeds, commits the booked nights to the branch, and publishes that commit',
    async () => {
      const stays = JSON.parse(readFileSync(path.join(root, 'fixtures', 'seed-data', 'stays.json'), 'utf8')) as {
        unitTypes: { units: { value: { id: string }[] } }[];
      };
      const units = stays.unitTypes.flatMap((type) => type.units.value.map((unit) => unit.id));
      expect(units.length).toBeGreaterThan(0);
      const booked = Object.fromEntries(
        units.map((unit, index) => [unit, { arrival: night(20 + index * 5), departure: night(23 + index * 5) }]),
      );
      const feeds = Object.fromEntries(units.map((unit) => [unit, [`${base}/${booked[unit]?.arrival}_${booked[unit]?.departure}.ics`]]));
      const repository = copyOf(origin, 'origin-sync');
      const before = head(repository);
      const run = runner('sync', {
        origin: repository,
        event: { name: 'schedule', ref: 'refs/heads/main' },
        secrets: { ...hostSecrets, ...syncSetup.secrets(feeds) },
        env: { NODE_EXTRA_CA_CERTS: certificateFile },
        stubs: [
          ...checkedByNpmTest,
          replayedBuild(),
          { command: 'npm run check:publish', why: 'the build is replayed, its facts with it; publish-guard.test.ts tests the guard' },
        ],
      });
      const result = await run.run('.github/workflows/sync-availability.yml');
      expect(failures(result)).toEqual([]);
      expect(conclusions(result)).toMatchObject({
        read: 'success',
        commit: 'success',
        publish: 'success',
        'publish/check': 'success',
        'publish/build': 'success',
        'publish/github-pages': 'success',
      });
      // One commit on the branch, pushed to "github.com", holding the feeds' nights.
      const after = head(repository);
      expect(git(repository, 'rev-parse', `${after}~1`)).toBe(before);
      expect(git(repository, 'diff', '--name-only', before, after)).toBe('content/data/availability.json');
      const written = JSON.parse(git(repository, 'show', `${after}:content/data/availability.json`)) as {
        units: { unit: string; booked: unknown[] }[];
      };
      expect(Object.fromEntries(written.units.map((unit) => [unit.unit, unit.booked]))).toEqual(
        Object.fromEntries(units.map((unit) => [unit, [booked[unit]]])),
      );
      // The publication it called checked, built and deployed that very commit.
      expect(allJobs(result)['publish/check']?.outputs.sha).toBe(after);
      expect(run.deployments).toHaveLength(1);
      // The hosts' secrets reach no step of the sync's jobs.
      const reading = result.jobs.read as JobResult;
      const commit = result.jobs.commit as JobResult;
      expect(reading.steps.find((step) => syncSetup.syncStep(step.run))?.conclusion).toBe('success');
      expect(
        [...reading.steps, ...commit.steps]
          .filter((step) => !syncSetup.mayHoldHostSecrets(step.name))
          .flatMap((step) => heldSecrets(step.env)),
      ).toEqual([]);
      // The job that pushed ran no package code, and git there ran no hook.
      expect(git(commit.workspace ?? '', 'config', '--local', 'core.hooksPath')).toBe('/dev/null');
      expect(commit.steps.map((step) => step.run ?? '').join('\n')).not.toMatch(/\b(npm|npx|node|tsx)\s/);
    },
    10 * minutes,
  );
});
