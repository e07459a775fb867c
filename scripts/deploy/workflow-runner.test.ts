/** @jest-environment node */
// The runner that workflow-runs.test.ts runs the workflows with, held to GitHub's behaviour on small
// workflows written here: each rule below is one a real workflow relies on.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { condition, evaluate, interpolate } from './workflow-expressions';
import { readKeyValues, WorkflowRun, type JobResult, type RunResult } from './workflow-runner';

describe('the expressions', () => {
  const contexts = {
    vars: { PUBLISH_TARGET: '' },
    inputs: { allow: true, deny: false },
    secrets: { FTP_HOST: 'ftp.example' },
    steps: { commit: { outputs: { changed: 'true' } } },
    github: { event_name: 'pull_request' },
  };

  it('returns an operand from || and &&, as GitHub does', () => {
    expect(evaluate("vars.PUBLISH_TARGET || 'github-pages'", contexts)).toBe('github-pages');
    expect(evaluate("inputs.allow && '--editor-only' || ''", contexts)).toBe('--editor-only');
    expect(evaluate("inputs.deny && '--editor-only' || ''", contexts)).toBe('');
  });

  it('compares loosely: strings without case, a string and a boolean as numbers', () => {
    expect(evaluate("github.event_name == 'Pull_Request'", contexts)).toBe(true);
    expect(evaluate("steps.commit.outputs.changed == 'true'", contexts)).toBe(true);
    expect(evaluate("steps.commit.outputs.changed != 'true'", contexts)).toBe(false);
    expect(evaluate("'1' == 1", contexts)).toBe(true);
    expect(evaluate("(vars.PUBLISH_TARGET || 'github-pages') == 'github-pages'", contexts)).toBe(true);
  });

  it('reads context properties without case, missing ones as null, and knows toJSON, contains, format', () => {
    expect(evaluate('secrets.ftp_host', contexts)).toBe('ftp.example');
    expect(evaluate('secrets.NOTHING', contexts)).toBeNull();
    expect(evaluate("secrets['FTP_HOST']", contexts)).toBe('ftp.example');
    expect(evaluate('toJSON(secrets)', contexts)).toBe('{\n  "FTP_HOST": "ftp.example"\n}');
    expect(evaluate("contains('netlify ftp', 'FTP')", contexts)).toBe(true);
    expect(evaluate("format('{0}-{1}', 'a', 1)", contexts)).toBe('a-1');
  });

  it('refuses an unknown context or function, rather than guessing', () => {
    expect(() => evaluate('matrix.os', contexts)).toThrow('Contexte inconnu ici : matrix');
    expect(() => evaluate("hashFiles('x')", contexts)).toThrow('hashfiles()');
  });

  it('keeps a lone expression’s type and writes the others into the text', () => {
    expect(interpolate('${{ inputs.allow }}', contexts)).toBe(true);
    expect(interpolate('a ${{ inputs.allow }} ${{ secrets.FTP_HOST }}', contexts)).toBe('a true ftp.example');
  });

  it('reads if: with or without ${{ }}, as success() && (…) unless it names a status function', () => {
    const failed = { success: () => false, failure: () => true };
    expect(condition("${{ github.event_name == 'pull_request' }}", contexts, { success: () => true, failure: () => false })).toBe(true);
    expect(condition("github.event_name == 'pull_request'", contexts, failed)).toBe(false);
    expect(condition('always()', contexts, failed)).toBe(true);
    expect(condition(undefined, contexts, failed)).toBe(false);
  });
});

describe('GITHUB_OUTPUT and GITHUB_ENV files', () => {
  it('reads name=value lines and name<<DELIMITER blocks', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'outputs-')), 'out');
    writeFileSync(file, 'sha=abc\nlist<<END_1\none\ntwo\nEND_1\nempty=\n');
    expect(readKeyValues(file)).toEqual({ sha: 'abc', list: 'one\ntwo', empty: '' });
  });
});

describe('a workflow run', () => {
  let work: string;
  let origin: string;
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', ...args], { cwd, encoding: 'utf8' }).trim();

  const called = `
on:
  workflow_call:
    inputs:
      flag: { type: boolean, default: false }
    outputs:
      said:
        value: \${{ jobs.say.outputs.said }}
jobs:
  say:
    runs-on: ubuntu-latest
    outputs:
      said: \${{ steps.say.outputs.said }}
    steps:
      - id: say
        env:
          FLAG: \${{ inputs.flag && 'on' || 'off' }}
          TOKEN: \${{ secrets.TOKEN }}
        run: echo "said=$FLAG $TOKEN" >> "$GITHUB_OUTPUT"
`;
  const main = `
on: push
env:
  LEVEL: workflow
jobs:
  first:
    runs-on: ubuntu-latest
    env:
      TARGET: \${{ vars.TARGET || 'pages' }}
    outputs:
      lines: \${{ steps.out.outputs.lines }}
    steps:
      - uses: actions/checkout@0000000000000000000000000000000000000000
      - id: out
        run: |
          printf 'lines<<EOF\\none\\ntwo\\nEOF\\n' >> "$GITHUB_OUTPUT"
          echo "FROM_FILE=$TARGET-$LEVEL" >> "$GITHUB_ENV"
          mkdir -p tools && printf '#!/bin/sh\\necho tool' > tools/tool && chmod +x tools/tool
          echo "$PWD/tools" >> "$GITHUB_PATH"
      - name: later steps see GITHUB_ENV and GITHUB_PATH
        run: test "$FROM_FILE" = pages-workflow && test "$(tool)" = tool
      - name: skipped
        if: env.TARGET == 'netlify'
        run: exit 1
      - run: npm run hello -- --loud
      - run: |
          mkdir -p site && echo page > site/index.html && echo rule > site/.htaccess
          git config user.name bot && git config user.email bot@example.invalid
          echo change > pushed.txt && git add pushed.txt && git commit -qm pushed
          git push -q origin "HEAD:$GITHUB_REF_NAME"
      - uses: actions/upload-artifact@0000000000000000000000000000000000000000
        with: { name: plain, path: site }
      - uses: actions/upload-artifact@0000000000000000000000000000000000000000
        with: { name: hidden, path: site, include-hidden-files: true }
  call:
    needs: first
    uses: ./.github/workflows/called.yml
    with:
      flag: \${{ contains(needs.first.outputs.lines, 'two') }}
    secrets:
      TOKEN: \${{ secrets.TOKEN }}
  broken:
    needs: call
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@0000000000000000000000000000000000000000
      - run: npm run missing
      - name: never
        run: echo never
  after-broken:
    needs: broken
    runs-on: ubuntu-latest
    steps:
      - run: echo never
`;

  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'workflow-runner-'));
    const source = path.join(work, 'source');
    mkdirSync(path.join(source, '.github', 'workflows'), { recursive: true });
    writeFileSync(path.join(source, '.github', 'workflows', 'main.yml'), main);
    writeFileSync(path.join(source, '.github', 'workflows', 'called.yml'), called);
    writeFileSync(path.join(source, 'package.json'), JSON.stringify({ scripts: { hello: 'echo hello' } }));
    git(work, 'init', '-q', '-b', 'main', source);
    git(source, 'add', '-A');
    git(source, 'commit', '-qm', 'init');
    origin = path.join(work, 'origin');
    git(work, 'clone', '-q', '--bare', source, origin);
  }, 60_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  let run: WorkflowRun;
  let result: RunResult;
  const before = () => git(work, '--git-dir', path.join(work, 'source', '.git'), 'rev-parse', 'HEAD');

  beforeAll(async () => {
    run = new WorkflowRun({
      origin,
      work: path.join(work, 'run'),
      repository: 'owner/repo',
      installs: path.join(work, 'installs'),
      event: { name: 'push', ref: 'refs/heads/main' },
      secrets: { TOKEN: 'secret-token' },
      stubs: [
        { command: 'npm run hello', why: 'recorded' },
        { command: 'npm run missing', why: 'recorded' },
      ],
    });
    result = await run.run('.github/workflows/main.yml');
  }, 60_000);

  const job = (id: string) => result.jobs[id] as JobResult;

  it('runs the jobs in needs order, skipping a false if:, and stops a job at its failing step', () => {
    expect(Object.fromEntries(Object.entries(result.jobs).map(([id, each]) => [id, each.conclusion]))).toEqual({
      first: 'success',
      call: 'success',
      broken: 'failure',
      'after-broken': 'skipped',
    });
    expect(job('first').steps.map((step) => step.conclusion)).toEqual([
      'success',
      'success',
      'success',
      'skipped',
      'success',
      'success',
      'success',
      'success',
    ]);
    expect(job('broken').steps.map((step) => step.conclusion)).toEqual(['success', 'failure', 'skipped']);
    expect(result.conclusion).toBe('failure');
  });

  it('fails a stubbed npm run whose script does not exist, as npm does, and records the others', () => {
    expect(job('broken').steps[1]?.log).toContain('Missing script: "missing"');
    expect(run.stubbedCalls().map((call) => call.args)).toEqual([['run', 'hello', '--', '--loud']]);
  });

  it('hands multi-line outputs, inputs and secrets through a reusable workflow', () => {
    expect(job('first').outputs).toEqual({ lines: 'one\ntwo' });
    expect(job('call').outputs).toEqual({ said: 'on secret-token' });
  });

  it('checks the branch out from the local "github.com", where a push lands', () => {
    expect(git(work, '--git-dir', origin, 'log', '-1', '--format=%s', 'main')).toBe('pushed');
    expect(git(work, '--git-dir', origin, 'rev-parse', 'main~1')).toBe(before());
    const config = readFileSync(path.join(job('first').workspace ?? '', '.git', 'config'), 'utf8');
    expect(config).toContain('url = https://github.com/owner/repo');
    expect(config).toContain('extraheader');
  });

  it('drops hidden files from an artifact unless include-hidden-files is set, as upload-artifact does', () => {
    const artifacts = path.join(work, 'run', 'artifacts');
    expect(readFileSync(path.join(artifacts, 'hidden', '.htaccess'), 'utf8')).toBe('rule\n');
    expect(readFileSync(path.join(artifacts, 'plain', 'index.html'), 'utf8')).toBe('page\n');
    expect(() => readFileSync(path.join(artifacts, 'plain', '.htaccess'))).toThrow();
  });
});
