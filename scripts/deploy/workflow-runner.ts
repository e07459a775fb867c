// Runs a GitHub workflow of this repository on this machine as GitHub would: its jobs in `needs`
// order, each `if:` evaluated, each `run:` step as written in the YAML, in order, by bash -e in a
// fresh clone, with the variables the workflow sets (workflow, job and step `env:`, `${{ }}`
// expressions over vars, secrets, inputs, env, steps, needs, github), GITHUB_OUTPUT, GITHUB_ENV and
// GITHUB_PATH, job outputs and calls to the repository's reusable workflows. The `uses:` steps are
// replaced by what they give: checkout fetches the commit from a local bare repository standing in
// for github.com (git's insteadOf, so `git push origin` lands there), setup-node checks that the
// running Node is the one .nvmrc names, configure-pages gives the base_url the caller names, the
// artifact actions copy files (hidden files dropped unless asked, as upload-artifact does), and
// deploy-pages records what it would have published. An action it does not know fails its step.
// Commands a test must not run for real (one that needs the internet, one npm test runs itself) are
// stubbed by name through a folder put first on PATH; each stubbed call is recorded with its
// arguments and environment. scripts/deploy/workflows.test.ts runs the three workflows with it.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { condition, interpolate, toText, type Contexts, type StatusFunctions, type Value } from './workflow-expressions';

type Step = {
  id?: string;
  name?: string;
  if?: unknown;
  uses?: string;
  run?: string;
  shell?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
  'working-directory'?: string;
  'continue-on-error'?: boolean;
};
type Job = {
  name?: string;
  needs?: string | string[];
  if?: unknown;
  uses?: string;
  with?: Record<string, unknown>;
  secrets?: Record<string, unknown> | 'inherit';
  env?: Record<string, unknown>;
  outputs?: Record<string, unknown>;
  steps?: Step[];
  defaults?: { run?: { shell?: string; 'working-directory'?: string } };
  'timeout-minutes'?: number;
};
type WorkflowCall = {
  inputs?: Record<string, { type?: string; default?: unknown }>;
  outputs?: Record<string, { value: string }>;
};
type Workflow = { name?: string; on: Record<string, unknown>; env?: Record<string, unknown>; jobs: Record<string, Job> };

/** A command replaced by a recorder: `npm run lint`, `npm audit`, `netlify`… (the words the call starts with). */
export type Stub = {
  command: string;
  /** Why it is not run for real, said in the test. */
  why: string;
  /** Shell run instead, in the step's folder, with the step's environment (default: nothing). */
  instead?: string;
};

export type StubbedCall = { command: string; args: string[]; cwd: string; env: Record<string, string> };
export type StepResult = {
  name: string;
  id?: string;
  /** The script as the YAML writes it. */
  run?: string;
  /** The variables the workflow gave the step (its env, the job's and the workflow's, GITHUB_ENV's). */
  env?: Record<string, string>;
  conclusion: 'success' | 'failure' | 'skipped';
  outputs: Record<string, string>;
  log: string;
  seconds?: number;
};
export type JobResult = {
  id: string;
  conclusion: 'success' | 'failure' | 'skipped';
  outputs: Record<string, string>;
  steps: StepResult[];
  workspace?: string;
  /** The run of the reusable workflow this job calls. */
  call?: RunResult;
};
export type RunResult = {
  workflow: string;
  conclusion: 'success' | 'failure';
  jobs: Record<string, JobResult>;
  outputs: Record<string, string>;
};
export type Deployment = { action: string; artifact: string; files: string[] };

export type RunnerSettings = {
  /** The repository's folder on this machine: its working tree is what GitHub would check out. */
  origin: string;
  /** Where the workspaces, artifacts and records go. */
  work: string;
  repository: string;
  event: { name: string; ref: string; inputs?: Record<string, Value> };
  vars?: Record<string, string>;
  secrets?: Record<string, string>;
  /** Added to every step's environment, as the runner's own (NODE_EXTRA_CA_CERTS for a local https server). */
  env?: Record<string, string>;
  stubs?: Stub[];
  pagesBaseUrl?: string;
  /** Shared between runs: `npm ci` on the same lock runs once for real, later ones get a hard-linked copy. */
  installs: string;
  log?: (line: string) => void;
};

export class WorkflowRun {
  readonly deployments: Deployment[] = [];
  private readonly artifacts: string;
  private readonly shims: string;
  private readonly records: string;
  private readonly gitConfig: string;
  private readonly token = 'ghs_workflow-runner-token';
  private jobCount = 0;

  constructor(private readonly settings: RunnerSettings) {
    mkdirSync(settings.work, { recursive: true });
    this.artifacts = path.join(settings.work, 'artifacts');
    this.shims = path.join(settings.work, 'shims');
    this.records = path.join(settings.work, 'stubbed-calls.jsonl');
    this.gitConfig = path.join(settings.work, 'gitconfig');
    mkdirSync(this.artifacts, { recursive: true });
    mkdirSync(settings.installs, { recursive: true });
    this.writeShims();
    this.writeGitConfig();
    // actions/checkout fetches a commit by its id, which git serves only when told.
    this.git(['config', 'uploadpack.allowAnySHA1InWant', 'true']);
  }

  /** Every call a stub answered, in order. */
  stubbedCalls(): StubbedCall[] {
    if (!existsSync(this.records)) return [];
    return readFileSync(this.records, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as StubbedCall);
  }

  /** Runs `.github/workflows/<file>` as the settings' event would start it. */
  async run(file: string): Promise<RunResult> {
    const github = this.githubContext();
    return this.runWorkflow(file, { github, inputs: this.settings.event.inputs ?? {}, secrets: this.allSecrets() });
  }

  private allSecrets(): Record<string, Value> {
    return { GITHUB_TOKEN: this.token, ...(this.settings.secrets ?? {}) };
  }

  private githubContext(): Record<string, Value> {
    const { repository, event } = this.settings;
    return {
      event_name: event.name,
      ref: event.ref,
      ref_name: event.ref.replace(/^refs\/(heads|tags)\//, ''),
      sha: this.git(['rev-parse', event.ref]),
      repository,
      repository_owner: repository.split('/')[0] ?? '',
      server_url: 'https://github.com',
      api_url: 'https://api.github.com',
      token: this.token,
      actor: 'owner',
      run_id: '1',
      run_number: '1',
      run_attempt: '1',
      event: { inputs: event.inputs ?? null },
    };
  }

  private git(args: string[]): string {
    // The bare repository's refs, read synchronously: nothing else runs while the runner reads them.
    return execFileSync('git', ['--git-dir', this.settings.origin, ...args], { encoding: 'utf8' }).trim();
  }

  private loadWorkflow(file: string): Workflow {
    const text = this.git(['show', `${this.settings.event.ref}:${file}`]);
    return parse(text) as Workflow;
  }

  private async runWorkflow(
    file: string,
    call: { github: Record<string, Value>; inputs: Record<string, Value>; secrets: Record<string, Value> },
  ): Promise<RunResult> {
    const workflow = this.loadWorkflow(file);
    const declared = (workflow.on.workflow_call as WorkflowCall | undefined)?.inputs ?? {};
    const dispatched = ((workflow.on.workflow_dispatch as WorkflowCall | null | undefined)?.inputs ?? {}) as WorkflowCall['inputs'];
    const inputs: Record<string, Value> = {};
    for (const [name, spec] of Object.entries({ ...dispatched, ...declared })) {
      const given = call.inputs[name];
      inputs[name] = (given ?? spec.default ?? (spec.type === 'boolean' ? false : '')) as Value;
    }
    for (const [name, value] of Object.entries(call.inputs)) if (!(name in inputs)) inputs[name] = value;
    const result: RunResult = { workflow: file, conclusion: 'success', jobs: {}, outputs: {} };
    const pending = Object.entries(workflow.jobs);
    while (pending.length > 0) {
      const index = pending.findIndex(([, job]) => needsOf(job).every((need) => need in result.jobs));
      if (index < 0) throw new Error(`${file} : dépendances entre jobs impossibles à satisfaire (${pending.map(([id]) => id).join(', ')})`);
      const [id, job] = pending.splice(index, 1)[0] as [string, Job];
      const needs: Record<string, Value> = {};
      for (const need of needsOf(job)) {
        const done = result.jobs[need] as JobResult;
        needs[need] = { result: done.conclusion, outputs: done.outputs };
      }
      const contexts: Contexts = {
        github: call.github,
        inputs,
        vars: this.settings.vars ?? {},
        secrets: call.secrets,
        needs,
        env: {},
        runner: { os: 'Linux', arch: 'X64' },
        job: {},
        matrix: {},
        strategy: {},
      };
      const needsSucceeded = needsOf(job).every((need) => result.jobs[need]?.conclusion === 'success');
      const status: StatusFunctions = { success: () => needsSucceeded, failure: () => !needsSucceeded };
      let jobResult: JobResult;
      if (!condition(job.if, contexts, status)) {
        jobResult = { id, conclusion: 'skipped', outputs: {}, steps: [] };
      } else if (job.uses) {
        jobResult = await this.callWorkflow(id, job, contexts, call);
      } else {
        jobResult = await this.runJob(id, job, workflow, contexts);
      }
      this.settings.log?.(`${file} › ${id} : ${jobResult.conclusion}`);
      result.jobs[id] = jobResult;
      if (jobResult.conclusion === 'failure') result.conclusion = 'failure';
    }
    const jobsContext: Record<string, Value> = Object.fromEntries(
      Object.entries(result.jobs).map(([id, job]) => [id, { result: job.conclusion, outputs: job.outputs }]),
    );
    for (const [name, output] of Object.entries((workflow.on.workflow_call as WorkflowCall | undefined)?.outputs ?? {})) {
      result.outputs[name] = toText(interpolate(output.value, { ...this.baseContexts(call), jobs: jobsContext }));
    }
    return result;
  }

  private baseContexts(call: { github: Record<string, Value>; inputs: Record<string, Value>; secrets: Record<string, Value> }): Contexts {
    return { github: call.github, inputs: call.inputs, vars: this.settings.vars ?? {}, secrets: call.secrets, env: {} };
  }

  private async callWorkflow(
    id: string,
    job: Job,
    contexts: Contexts,
    caller: { github: Record<string, Value>; secrets: Record<string, Value> },
  ): Promise<JobResult> {
    const uses = job.uses ?? '';
    if (!uses.startsWith('./.github/workflows/')) throw new Error(`Workflow appelé hors du dépôt, non pris en charge : ${uses}`);
    const inputs = Object.fromEntries(Object.entries(job.with ?? {}).map(([name, value]) => [name, interpolate(value, contexts)]));
    const secrets =
      job.secrets === 'inherit'
        ? caller.secrets
        : {
            GITHUB_TOKEN: this.token,
            ...Object.fromEntries(Object.entries(job.secrets ?? {}).map(([name, value]) => [name, interpolate(value, contexts)])),
          };
    const run = await this.runWorkflow(uses.slice(2), { github: caller.github, inputs, secrets });
    return { id, conclusion: run.conclusion, outputs: run.outputs, steps: [], call: run };
  }

  private async runJob(id: string, job: Job, workflow: Workflow, contexts: Contexts): Promise<JobResult> {
    this.jobCount += 1;
    const jobDir = path.join(this.settings.work, `job-${this.jobCount}-${id}`);
    const workspace = path.join(jobDir, 'work');
    const temp = path.join(jobDir, 'temp');
    mkdirSync(workspace, { recursive: true });
    mkdirSync(temp, { recursive: true });
    const result: JobResult = { id, conclusion: 'success', outputs: {}, steps: [], workspace };
    const github = { ...(contexts.github as Record<string, Value>), workspace, job: id };
    const stepsContext: Record<string, Value> = {};
    const fromFiles: Record<string, string> = {};
    const paths: string[] = [];
    let failed = false;
    const status: StatusFunctions = { success: () => !failed, failure: () => failed };
    const deadline = Date.now() + (job['timeout-minutes'] ?? 360) * 60_000;
    const context = (env: Record<string, string>): Contexts => ({
      ...contexts,
      github,
      steps: stepsContext,
      env,
      job: { status: failed ? 'failure' : 'success' },
    });
    const evaluatedEnv = (values: Record<string, unknown> | undefined, env: Record<string, string>) =>
      Object.fromEntries(Object.entries(values ?? {}).map(([name, value]) => [name, toText(interpolate(value, context(env), status))]));
    const workflowEnv = evaluatedEnv(workflow.env, {});
    const jobEnv = { ...workflowEnv, ...evaluatedEnv(job.env, workflowEnv) };

    for (const [index, step] of (job.steps ?? []).entries()) {
      const name = step.name ?? (step.uses ? `Run ${step.uses.split('@')[0]}` : `Run ${(step.run ?? '').split('\n')[0]}`);
      const envNow = { ...jobEnv, ...fromFiles };
      if (!condition(step.if, context(envNow), status)) {
        result.steps.push({ name, id: step.id, run: step.run, conclusion: 'skipped', outputs: {}, log: '' });
        if (step.id) stepsContext[step.id] = { outputs: {}, outcome: 'skipped', conclusion: 'skipped' };
        continue;
      }
      const stepEnv = { ...envNow, ...evaluatedEnv(step.env, envNow) };
      const files = {
        GITHUB_OUTPUT: path.join(temp, `output-${index}`),
        GITHUB_ENV: path.join(temp, `env-${index}`),
        GITHUB_PATH: path.join(temp, `path-${index}`),
        GITHUB_STEP_SUMMARY: path.join(temp, `summary-${index}`),
      };
      for (const file of Object.values(files)) writeFileSync(file, '');
      let outcome: { ok: boolean; log: string; outputs?: Record<string, string> };
      const started = Date.now();
      try {
        if (step.uses) {
          const withValues = Object.fromEntries(
            Object.entries(step.with ?? {}).map(([key, value]) => [key, interpolate(value, context(envNow), status)]),
          );
          outcome = await this.action(step.uses, withValues, { workspace, github });
        } else {
          const processEnv = this.processEnv({ ...stepEnv, ...files }, github, workspace, temp, paths);
          const cwd = path.resolve(workspace, step['working-directory'] ?? job.defaults?.run?.['working-directory'] ?? '.');
          const script = interpolate(step.run ?? '', context(envNow), status);
          outcome = await this.shell(toText(script), step.shell ?? job.defaults?.run?.shell, cwd, processEnv, temp, deadline);
        }
      } catch (error) {
        outcome = { ok: false, log: error instanceof Error ? error.message : String(error) };
      }
      const outputs = { ...readKeyValues(files.GITHUB_OUTPUT), ...(outcome.outputs ?? {}) };
      Object.assign(fromFiles, readKeyValues(files.GITHUB_ENV));
      paths.unshift(...readFileSync(files.GITHUB_PATH, 'utf8').split('\n').filter(Boolean).reverse());
      const ok = outcome.ok || step['continue-on-error'] === true;
      const seconds = Math.round((Date.now() - started) / 100) / 10;
      result.steps.push({
        name,
        id: step.id,
        run: step.run,
        env: stepEnv,
        conclusion: outcome.ok ? 'success' : 'failure',
        outputs,
        log: outcome.log,
        seconds,
      });
      if (step.id) stepsContext[step.id] = { outputs, outcome: outcome.ok ? 'success' : 'failure', conclusion: ok ? 'success' : 'failure' };
      this.settings.log?.(
        `  ${id} › ${name} : ${outcome.ok ? 'ok' : 'ÉCHEC'} (${seconds} s)${outcome.ok ? '' : `\n${outcome.log.slice(-4000)}`}`,
      );
      if (!ok) failed = true;
    }
    result.conclusion = failed ? 'failure' : 'success';
    result.outputs = Object.fromEntries(
      Object.entries(job.outputs ?? {}).map(([name, value]) => [name, toText(interpolate(value, context(jobEnv), status))]),
    );
    return result;
  }

  /** The environment a step's process gets: the runner's variables, then the workflow's. */
  private processEnv(
    variables: Record<string, string>,
    github: Record<string, Value>,
    workspace: string,
    temp: string,
    paths: string[],
  ): Record<string, string> {
    // The machine's own settings, as a runner image has its own: its user, and how it reaches the
    // network (the certificate authorities and proxies npm needs to reach its registry).
    const keep = [
      'HOME',
      'USER',
      'LANG',
      'TMPDIR',
      'TERM',
      'NODE_EXTRA_CA_CERTS',
      'SSL_CERT_FILE',
      'SSL_CERT_DIR',
      'HTTP_PROXY',
      'HTTPS_PROXY',
      'NO_PROXY',
      'http_proxy',
      'https_proxy',
      'no_proxy',
    ];
    const base = Object.fromEntries(keep.flatMap((name) => (process.env[name] ? [[name, process.env[name] as string]] : [])));
    const node = path.dirname(process.execPath);
    const system = ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin'];
    return {
      ...base,
      PATH: [this.shims, ...paths, node, ...system].join(':'),
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      RUNNER_OS: 'Linux',
      RUNNER_TEMP: temp,
      GITHUB_WORKSPACE: workspace,
      GITHUB_REPOSITORY: toText(github.repository ?? ''),
      GITHUB_REPOSITORY_OWNER: toText(github.repository_owner ?? ''),
      GITHUB_EVENT_NAME: toText(github.event_name ?? ''),
      GITHUB_REF: toText(github.ref ?? ''),
      GITHUB_REF_NAME: toText(github.ref_name ?? ''),
      GITHUB_SHA: toText(github.sha ?? ''),
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_JOB: toText(github.job ?? ''),
      GITHUB_RUN_ID: '1',
      // GitHub's runners have no git identity and no system configuration of interest: a file of
      // the runner's own, which maps github.com to the local bare repository.
      GIT_CONFIG_GLOBAL: this.gitConfig,
      GIT_CONFIG_NOSYSTEM: '1',
      WORKFLOW_RUNNER_RECORDS: this.records,
      WORKFLOW_RUNNER_INSTALLS: this.settings.installs,
      ...(this.settings.env ?? {}),
      ...variables,
    };
  }

  /** `run:` as GitHub runs it: bash -e, or bash -eo pipefail when `shell: bash` is written. */
  private shell(script: string, shell: string | undefined, cwd: string, env: Record<string, string>, temp: string, deadline: number) {
    const file = path.join(
      temp,
      `script-${createHash('sha1')
        .update(script + Math.random())
        .digest('hex')
        .slice(0, 8)}.sh`,
    );
    writeFileSync(file, script);
    const command =
      shell === undefined
        ? ['bash', '-e', file]
        : shell === 'bash'
          ? ['bash', '--noprofile', '--norc', '-eo', 'pipefail', file]
          : shell === 'sh'
            ? ['sh', '-e', file]
            : null;
    if (!command) throw new Error(`Shell non pris en charge ici : ${shell}`);
    return spawnLogged(command, cwd, env, deadline);
  }

  private async action(
    uses: string,
    inputs: Record<string, Value>,
    job: { workspace: string; github: Record<string, Value> },
  ): Promise<{ ok: boolean; log: string; outputs?: Record<string, string> }> {
    const name = uses.split('@')[0];
    const text = (key: string, fallback = '') =>
      inputs[key] === undefined || inputs[key] === null ? fallback : toText(inputs[key] ?? null);
    const flag = (key: string, fallback: boolean) =>
      inputs[key] === undefined || inputs[key] === null ? fallback : String(inputs[key]) === 'true';
    switch (name) {
      case 'actions/checkout':
        return this.checkout(
          job.workspace,
          text('ref', toText(job.github.ref ?? '')),
          Number(text('fetch-depth', '1')),
          flag('persist-credentials', true),
        );
      case 'actions/setup-node': {
        const file = text('node-version-file');
        const wanted = file ? readFileSync(path.join(job.workspace, file), 'utf8').trim() : text('node-version');
        const ok = `v${wanted.replace(/^v/, '')}` === process.version;
        return { ok, log: ok ? `Node ${process.version}` : `Node ${wanted} demandé, ${process.version} ici` };
      }
      case 'actions/configure-pages': {
        const base = this.settings.pagesBaseUrl;
        if (!base) return { ok: false, log: 'configure-pages : pagesBaseUrl non fourni au runner' };
        const url = new URL(base);
        return {
          ok: true,
          log: base,
          outputs: { base_url: base, origin: url.origin, host: url.host, base_path: url.pathname.replace(/\/$/, '') },
        };
      }
      case 'actions/upload-pages-artifact': {
        const source = path.join(job.workspace, text('path', '_site'));
        if (!existsSync(source)) return { ok: false, log: `upload-pages-artifact : ${source} absent` };
        const target = path.join(this.artifacts, text('name', 'github-pages'));
        cpSync(source, target, { recursive: true, filter: (file) => !/(^|\/)\.(git|github)(\/|$)/.test(path.relative(source, file)) });
        return { ok: true, log: `artifact ${path.basename(target)}` };
      }
      case 'actions/upload-artifact':
        return this.uploadArtifact(
          job.workspace,
          text('name', 'artifact'),
          text('path'),
          flag('include-hidden-files', false),
          text('if-no-files-found', 'warn'),
        );
      case 'actions/download-artifact': {
        const source = path.join(this.artifacts, text('name', 'artifact'));
        if (!existsSync(source)) return { ok: false, log: `download-artifact : aucun artefact « ${text('name')} »` };
        cpSync(source, path.resolve(job.workspace, text('path', '.')), { recursive: true });
        return { ok: true, log: `artifact ${text('name')} downloaded` };
      }
      case 'actions/deploy-pages': {
        const artifact = path.join(this.artifacts, text('artifact_name', 'github-pages'));
        if (!existsSync(artifact)) return { ok: false, log: 'deploy-pages : aucun artefact github-pages' };
        this.deployments.push({ action: name, artifact, files: listFiles(artifact) });
        return { ok: true, log: 'deployment recorded', outputs: { page_url: `${this.settings.pagesBaseUrl ?? ''}/` } };
      }
      default:
        return { ok: false, log: `Action sans équivalent dans le runner de test : ${uses}` };
    }
  }

  /** actions/checkout: the commit fetched from "github.com" (the local bare repository), into the workspace. */
  private async checkout(workspace: string, ref: string, depth: number, persistCredentials: boolean) {
    const remote = `https://github.com/${this.settings.repository}`;
    const env = { ...process.env, GIT_CONFIG_GLOBAL: this.gitConfig, GIT_CONFIG_NOSYSTEM: '1' } as Record<string, string>;
    const deadline = Date.now() + 120_000;
    const git = (...args: string[]) => spawnLogged(['git', ...args], workspace, env, deadline);
    const depthArgs = depth > 0 ? [`--depth=${depth}`] : [];
    const isSha = /^[0-9a-f]{40}$/.test(ref);
    const branch = ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : !isSha && !ref.startsWith('refs/') ? ref : null;
    const source = branch
      ? `+refs/heads/${branch}:refs/remotes/origin/${branch}`
      : isSha
        ? ref
        : `+${ref}:${ref.replace(/^refs\/pull\//, 'refs/remotes/pull/')}`;
    const steps: string[][] = [
      ['init', '-q'],
      ['remote', 'add', 'origin', remote],
      ...(depth === 0 ? [['fetch', '-q', '--prune', '--tags', 'origin', '+refs/heads/*:refs/remotes/origin/*']] : []),
      ['fetch', '-q', ...depthArgs, 'origin', source],
      branch
        ? ['checkout', '-q', '-B', branch, `refs/remotes/origin/${branch}`]
        : ['checkout', '-q', '--detach', isSha ? ref : 'FETCH_HEAD'],
      ...(persistCredentials
        ? [
            [
              'config',
              '--local',
              'http.https://github.com/.extraheader',
              `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${this.token}`).toString('base64')}`,
            ],
          ]
        : []),
    ];
    let log = '';
    for (const args of steps) {
      const done = await git(...args);
      log += done.log;
      if (!done.ok) return { ok: false, log };
    }
    return { ok: true, log };
  }

  private uploadArtifact(workspace: string, name: string, paths: string, includeHidden: boolean, ifNoFiles: string) {
    const listed = paths
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => path.resolve(workspace, line));
    const present = listed.filter((file) => existsSync(file));
    const target = path.join(this.artifacts, name);
    // The files keep their paths below the folder the listed paths share, as upload-artifact does.
    const common = present.reduce(
      (shared, file) => {
        let prefix = shared;
        while (!`${file}/`.startsWith(`${prefix}/`)) prefix = path.dirname(prefix);
        return prefix;
      },
      present.length === 1 && statSync(present[0] as string).isFile() ? path.dirname(present[0] as string) : (present[0] ?? workspace),
    );
    const hidden = (file: string) =>
      path
        .relative(common, file)
        .split(path.sep)
        .some((part) => part.startsWith('.'));
    let copied = 0;
    for (const file of present) {
      for (const each of statSync(file).isDirectory() ? listFiles(file).map((relative) => path.join(file, relative)) : [file]) {
        if (!includeHidden && hidden(each)) continue;
        const destination = path.join(target, path.relative(common, each));
        mkdirSync(path.dirname(destination), { recursive: true });
        cpSync(each, destination);
        copied += 1;
      }
    }
    if (copied === 0 && ifNoFiles === 'error') return { ok: false, log: `upload-artifact : aucun fichier pour « ${name} »` };
    return { ok: true, log: `artifact ${name}: ${copied} files` };
  }

  private writeGitConfig() {
    const local = `file://${this.settings.origin}`;
    const repository = this.settings.repository;
    const prefixes = [`https://github.com/${repository}`, `https://x-access-token:${this.token}@github.com/${repository}`];
    const lines = ['[protocol "file"]', '\tallow = always'];
    for (const prefix of prefixes) {
      for (const suffix of ['', '.git']) lines.push(`[url "${local}"]`, `\tinsteadOf = ${prefix}${suffix}`);
    }
    writeFileSync(this.gitConfig, `${lines.join('\n')}\n`);
  }

  /**
   * The folder first on every step's PATH: `npm`, which answers the stubbed npm commands and gives
   * a second `npm ci` on the same lock a hard-linked copy of the first one's node_modules, and a
   * recorder for each other stubbed command.
   */
  private writeShims() {
    mkdirSync(this.shims, { recursive: true });
    const stubs = this.settings.stubs ?? [];
    const config = path.join(this.shims, 'stubs.json');
    writeFileSync(config, JSON.stringify(stubs));
    const commands = new Set(['npm', ...stubs.map((stub) => stub.command.split(' ')[0] as string)]);
    const shim = path.join(this.shims, 'shim.cjs');
    writeFileSync(shim, shimSource(config, findReal('npm')));
    for (const command of commands) {
      const file = path.join(this.shims, command);
      writeFileSync(file, `#!/bin/sh\nexec "${process.execPath}" "${shim}" "${command}" "$@"\n`);
      chmodSync(file, 0o755);
    }
  }
}

function needsOf(job: Job): string[] {
  return job.needs === undefined ? [] : Array.isArray(job.needs) ? job.needs : [job.needs];
}

function findReal(command: string): string {
  const node = path.dirname(process.execPath);
  for (const dir of [node, ...(process.env.PATH ?? '').split(':')]) {
    const candidate = path.join(dir, command);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`${command} introuvable`);
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() || entry.isSymbolicLink())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** GITHUB_OUTPUT and GITHUB_ENV: `name=value` lines and `name<<DELIMITER` blocks. */
export function readKeyValues(file: string): Record<string, string> {
  const values: Record<string, string> = {};
  if (!existsSync(file)) return values;
  const lines = readFileSync(file, 'utf8').split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const block = /^([^=<]+)<<(.+)$/.exec(line);
    if (block) {
      const end = lines.indexOf(block[2] as string, index + 1);
      if (end < 0) throw new Error(`${path.basename(file)} : bloc ${block[1]} sans fin`);
      values[block[1] as string] = lines.slice(index + 1, end).join('\n');
      index = end;
    } else if (line.includes('=')) {
      values[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1);
    }
  }
  return values;
}

function spawnLogged(command: string[], cwd: string, env: Record<string, string>, deadline: number): Promise<{ ok: boolean; log: string }> {
  return new Promise((resolve) => {
    const child = spawn(command[0] as string, command.slice(1), { cwd, env: env as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), Math.max(deadline - Date.now(), 1000));
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ ok: false, log: `${log}${error.message}` });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ ok: code === 0, log });
    });
  });
}

/** The shim's code, plain CommonJS on Node's own modules (it runs inside the workflow's steps). */
function shimSource(config: string, realNpm: string): string {
  return `'use strict';
const { spawnSync } = require('node:child_process');
const { appendFileSync, existsSync, readFileSync, writeFileSync, mkdirSync } = require('node:fs');
const { createHash } = require('node:crypto');
const path = require('node:path');
const [command, ...args] = process.argv.slice(2);
const stubs = JSON.parse(readFileSync(${JSON.stringify(config)}, 'utf8'));
const words = [command, ...args];
const stub = stubs.find((candidate) => candidate.command.split(' ').every((word, index) => words[index] === word));
const real = (file, list) => {
  const done = spawnSync(file, list, { stdio: 'inherit' });
  process.exit(done.status === null ? 1 : done.status);
};
const realCommand = () => {
  const dirs = (process.env.PATH || '').split(':').filter((dir) => dir !== ${JSON.stringify(path.dirname(config))});
  const found = dirs.map((dir) => path.join(dir, command)).find((file) => existsSync(file));
  if (!found) { console.error(command + ': command not found'); process.exit(127); }
  return found;
};
if (stub) {
  // npm run <script>: the script must exist, as npm itself would say.
  if (command === 'npm' && args[0] === 'run') {
    if (!existsSync('package.json')) { console.error('npm error enoent Could not read package.json in ' + process.cwd()); process.exit(254); }
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts || {};
    if (!(args[1] in scripts)) { console.error('npm error Missing script: "' + args[1] + '"'); process.exit(1); }
  }
  appendFileSync(process.env.WORKFLOW_RUNNER_RECORDS, JSON.stringify({ command: stub.command, args, cwd: process.cwd(), env: process.env }) + '\\n');
  console.log('[runner] stubbed: ' + words.join(' ') + ' (' + stub.why + ')');
  if (stub.instead) {
    const done = spawnSync('bash', ['-e', '-c', stub.instead], { stdio: 'inherit' });
    process.exit(done.status === null ? 1 : done.status);
  }
  process.exit(0);
}
if (command !== 'npm') real(realCommand(), args);
// npm ci: for real the first time a lock is installed, then the same tree hard-linked. With npm 11,
// dependencies' install scripts run only when package.json's allowScripts approves them: without
// allowScripts and lifecycle scripts of the project's own, npm ci and npm ci --ignore-scripts lay
// down the same files, so the flags that only say so are left out of the key.
if (args[0] === 'ci') {
  const prefixAt = args.indexOf('--prefix');
  const folder = prefixAt >= 0 ? path.resolve(args[prefixAt + 1]) : process.cwd();
  const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
  const own = ['preinstall', 'install', 'postinstall', 'prepare'].some((name) => manifest.scripts && manifest.scripts[name]);
  const neutral = own || manifest.allowScripts ? ['--no-audit', '--no-fund'] : ['--ignore-scripts', '--no-audit', '--no-fund'];
  const flags = args.slice(1).filter((arg, index, all) => !neutral.includes(arg) && arg !== '--prefix' && all[index - 1] !== '--prefix');
  const key = createHash('sha256').update(readFileSync(path.join(folder, 'package-lock.json'))).update(JSON.stringify(flags)).digest('hex');
  const store = process.env.WORKFLOW_RUNNER_INSTALLS;
  const known = path.join(store, key);
  if (existsSync(known)) {
    const source = readFileSync(known, 'utf8');
    const copy = spawnSync('cp', ['-al', path.join(source, 'node_modules'), path.join(folder, 'node_modules')], { stdio: 'inherit' });
    console.log('[runner] npm ci: node_modules hard-linked from the first install of this lock (' + source + ')');
    process.exit(copy.status === null ? 1 : copy.status);
  }
  const done = spawnSync(${JSON.stringify(realNpm)}, args, { stdio: 'inherit' });
  if (done.status === 0) { mkdirSync(store, { recursive: true }); writeFileSync(known, folder); }
  process.exit(done.status === null ? 1 : done.status);
}
real(${JSON.stringify(realNpm)}, args);
`;
}
