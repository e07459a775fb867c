// Where the editor at /admin/ saves, decided here only: the generated admin/config.yml takes its
// `backend:` block from adminBackend(), and the end-to-end test swaps it for the offline one with
// withBackend(). Sveltia CMS and Decap CMS read the same block.
//
// - On GitHub (the publish workflow, where GITHUB_REPOSITORY is always set): every save is a commit
//   to main of that repository, which the publish workflow checks, builds and deploys. The owner
//   signs in with a fine-grained access token (no sign-in server of ours); a site published on
//   Netlify (DEPLOY_TARGET=netlify) also offers Netlify's GitHub sign-in.
// - test-repo: files kept in the browser's private storage (origin private file system), nothing
//   leaves the machine. For the end-to-end test and for trying the editor on a local build, which
//   gets it when no repository is named (ADMIN_GITHUB_REPO, else GITHUB_REPOSITORY).

export type AdminBackend =
  | {
      readonly name: 'github';
      /** "owner/name". */
      readonly repo: string;
      readonly branch: 'main';
      /** "token": a personal access token typed into the editor; "oauth": a sign-in pop-up. */
      readonly auth_methods: readonly ('token' | 'oauth')[];
      /** The OAuth server of the pop-up; Netlify's, for a site it hosts. */
      readonly base_url?: string;
    }
  | { readonly name: 'test-repo' };

/** Netlify's OAuth provider, which signs in to GitHub for sites Netlify hosts. */
export const netlifyAuthOrigin = 'https://api.netlify.com';

const repositoryPattern = /^[\w.-]+\/[\w.-]+$/;

export function adminBackend(env: Readonly<Record<string, string | undefined>>): AdminBackend {
  const repo = env.ADMIN_GITHUB_REPO || env.GITHUB_REPOSITORY;
  if (env.ADMIN_BACKEND === 'test-repo' || !repo) return { name: 'test-repo' };
  if (!repositoryPattern.test(repo)) throw new Error(`admin backend: "${repo}" is not a GitHub repository ("owner/name")`);
  if (env.DEPLOY_TARGET === 'netlify') {
    return { name: 'github', repo, branch: 'main', auth_methods: ['token', 'oauth'], base_url: netlifyAuthOrigin };
  }
  return { name: 'github', repo, branch: 'main', auth_methods: ['token'] };
}

/** The `backend:` block of admin/config.yml; JSON scalars and arrays are YAML too. */
export function backendYaml(backend: AdminBackend): string {
  const lines = Object.entries(backend).map(([key, value]) => `  ${key}: ${JSON.stringify(value)}`);
  return `backend:\n${lines.join('\n')}\n`;
}

/** A configuration whose top-level `backend:` block (if any) is replaced by this backend's. */
export function withBackend(configYaml: string, backend: AdminBackend): string {
  const block = /^backend:[^\n]*\n(?:(?:[ \t][^\n]*)?\n)*/m;
  return block.test(configYaml) ? configYaml.replace(block, backendYaml(backend)) : `${backendYaml(backend)}${configYaml}`;
}
