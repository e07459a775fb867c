/** @jest-environment node */
// The GitHub workflows are checked here, not first on GitHub: each is validated against the
// workflow schema by action-validator, and every action and CLI they fetch is pinned to a release.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const workflowsDir = path.join(root, '.github', 'workflows');
const workflows = readdirSync(workflowsDir).filter((name) => /\.ya?ml$/.test(name));
const validator = path.join(root, 'node_modules', '.bin', 'action-validator');

function validate(file: string) {
  const run = spawnSync(validator, [file], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** `uses:` and `npx` references that do not name an exact release (x.y.z) or a commit. */
function unpinned(yaml: string): string[] {
  const actions = [...yaml.matchAll(/^\s*(?:-\s*)?uses:\s*['"]?([^\s'"#]+)/gm)].map((match) => match[1] ?? '');
  const clis = [...yaml.matchAll(/\bnpx\s+(?:--yes\s+)?([^\s]+)/g)].map((match) => match[1] ?? '');
  return [
    ...actions.filter((ref) => !ref.startsWith('./') && !/@(v?\d+\.\d+\.\d+|[0-9a-f]{40})$/.test(ref)),
    ...clis.filter((ref) => !/^(@[^/\s]+\/)?[^@\s]+@\d+\.\d+\.\d+$/.test(ref)),
  ];
}

describe('the GitHub workflows', () => {
  it('exist', () => {
    expect(workflows).toContain('publish.yml');
    expect(workflows).toContain('sync-availability.yml');
  });

  it.each(workflows)('%s is a valid workflow for action-validator', (name) => {
    expect(validate(path.join(workflowsDir, name))).toEqual({ status: 0, output: '' });
  });

  it('action-validator rejects a malformed workflow (the check above can fail)', () => {
    const bad = path.join(mkdtempSync(path.join(tmpdir(), 'workflow-')), 'bad.yml');
    writeFileSync(bad, 'name: x\non: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    stepz:\n      - run: echo\n');
    expect(validate(bad).status).toBe(1);
  });

  it.each(workflows)('%s pins every action and command-line tool to a release', (name) => {
    expect(unpinned(readFileSync(path.join(workflowsDir, name), 'utf8'))).toEqual([]);
  });

  it('the pin check catches a moving tag, a branch and an unversioned CLI', () => {
    const yaml = '    steps:\n      - uses: actions/checkout@v4\n      - uses: "foo/bar@main"\n      - uses: actions/setup-node@v4.4.0\n      - run: npx --yes wrangler pages deploy\n';
    expect(unpinned(yaml)).toEqual(['actions/checkout@v4', 'foo/bar@main', 'wrangler']);
  });

  it('publishes on push to main, by hand and weekly, with the content check and the publish guard before any upload', () => {
    const yaml = readFileSync(path.join(workflowsDir, 'publish.yml'), 'utf8');
    expect(yaml).toMatch(/^on:\n {2}push:\n {4}branches: \[main\]\n {2}workflow_dispatch:/m);
    expect(yaml).toMatch(/^ {2}schedule:\n {4}- cron: /m);
    expect(yaml).toContain('npm ci');
    for (const step of ['npm run check:content', 'npm run typecheck', 'npm run lint', 'npm run test:unit']) expect(yaml).toContain(step);
    const guard = yaml.indexOf('npm run check:publish');
    expect(guard).toBeGreaterThan(yaml.indexOf('npm run build'));
    expect(guard).toBeLessThan(yaml.indexOf('actions/upload-pages-artifact'));
    expect(guard).toBeLessThan(yaml.indexOf('actions/upload-artifact'));
    for (const action of ['actions/configure-pages', 'actions/upload-pages-artifact', 'actions/deploy-pages']) expect(yaml).toContain(action);
    expect(yaml).toContain('npm run deploy:ftp');
  });

  it('syncs availability every 3 hours and by hand, commits the data file only when it changed, rebased on the newest commit, then calls the publish workflow', () => {
    const yaml = readFileSync(path.join(workflowsDir, 'sync-availability.yml'), 'utf8');
    expect(yaml).toMatch(/^on:\n {2}schedule:\n {4}- cron: '\d+ \*\/3 \* \* \*'\n {2}workflow_dispatch:/m);
    expect(yaml).toContain('npm run sync:availability');
    expect(yaml).toContain('git diff --quiet -- content/data/availability.json');
    // An editor's save may land while the sync runs: pull --rebase then push, a few times, and never force.
    expect(yaml).toMatch(/for attempt in 1 2 3; do\n\s+if git pull --rebase origin "\$GITHUB_REF_NAME" && git push origin "HEAD:\$GITHUB_REF_NAME"; then/);
    expect(yaml).not.toMatch(/--force|-f\b/);
    expect(yaml).toMatch(/uses: \.\/\.github\/workflows\/publish\.yml\n/);
    expect(yaml).toContain("if: needs.sync.outputs.changed == 'true'");
    // Feed addresses come from secrets only, never written in the workflow.
    expect(yaml).not.toMatch(/https?:\/\/(?!github)/);
  });

  it('hands the sync every AVAILABILITY_ICAL_ secret and nothing else, sorted out before any package is installed', () => {
    const yaml = readFileSync(path.join(workflowsDir, 'sync-availability.yml'), 'utf8');
    // The whole set in one step only, which runs Node's own modules on a script of this repository.
    expect(yaml.match(/\$\{\{[^}]*\bsecrets\b[^}]*\}\}/g)).toEqual(['${{ toJSON(secrets) }}']);
    expect(yaml).toMatch(/\n {8}env:\n {10}SECRETS: \$\{\{ toJSON\(secrets\) \}\}\n {8}run: node scripts\/availability-secrets\.mjs\n/);
    expect(yaml.indexOf('node scripts/availability-secrets.mjs')).toBeLessThan(yaml.indexOf('- run: npm ci'));
    expect(yaml.indexOf('- run: npm ci')).toBeLessThan(yaml.indexOf('npm run sync:availability'));
    expect(yaml).not.toContain('secrets.AVAILABILITY_ICAL_');
    // The addresses, in the environment from then on, reach no package's install script.
    expect(yaml.match(/^\s+- run: npm ci.*$/gm)).toEqual(['      - run: npm ci --ignore-scripts']);
    expect(readFileSync(path.join(root, 'scripts', 'availability-secrets.mjs'), 'utf8').match(/^import .*$/gm)).toEqual([
      "import { randomUUID } from 'node:crypto';",
      "import { appendFileSync } from 'node:fs';",
    ]);
  });

  it('queues every publication, the synced ones included, and each builds the newest commit when its turn comes', () => {
    const publish = readFileSync(path.join(workflowsDir, 'publish.yml'), 'utf8');
    const sync = readFileSync(path.join(workflowsDir, 'sync-availability.yml'), 'utf8');
    const group = (yaml: string) => /^concurrency:\n {2}group: (\S+)\n {2}cancel-in-progress: false$/m.exec(yaml)?.[1];
    // The called publish.yml keeps its group; the sync may not hold the same one (it would deadlock its call).
    expect(group(publish)).toBe('publish');
    expect(group(sync)).toBeDefined();
    expect(group(sync)).not.toBe('publish');
    expect(publish).toMatch(/^ {2}workflow_call:\n/m);
    // The check job takes the branch's tip (not the commit that started the run) and names it; the
    // build and the FTP upload check out that very commit.
    expect(publish).toMatch(/actions\/checkout@v4\.2\.2\n {8}with:\n {10}ref: \$\{\{ github\.ref \}\}\n {6}- name: .*\n {8}id: commit\n {8}run: echo "sha=\$\(git rev-parse HEAD\)"/);
    expect(publish.match(/actions\/checkout@v4\.2\.2\n {8}with:\n {10}ref: \$\{\{ needs\.check\.outputs\.sha \}\}/g)).toHaveLength(2);
    expect(publish.match(/actions\/checkout@/g)).toHaveLength(3);
    expect(publish).not.toContain('inputs.ref');
  });
});
