// Where the editor at /admin/ saves, decided here only: the generated admin/config.yml takes its
// `backend:` block from adminBackend(), and the end-to-end test swaps it for the offline one with
// withBackend(). Sveltia CMS and Decap CMS read the same block.
//
// - On GitHub (the publish workflow, where GITHUB_REPOSITORY is always set): every save is a commit
//   to main of that repository, which the publish workflow checks, builds and deploys. The owner
//   signs in with a fine-grained access token (no sign-in server of ours); a site published on
//   Netlify (DEPLOY_TARGET=netlify) also offers Netlify's GitHub sign-in, asking the public repositories
//   only (auth_scope public_repo, see oauthScope).
// - test-repo: files kept in the browser's private storage (origin private file system), nothing
//   leaves the machine. For the end-to-end test and for trying the editor on a local build, which
//   gets it when no repository is named (ADMIN_GITHUB_REPO, else GITHUB_REPOSITORY).

import type { AdminBackend } from '../../content/schema/editor-contract';

export type { AdminBackend };

/** Netlify's OAuth provider, which signs in to GitHub for sites Netlify hosts. */
export const netlifyAuthOrigin = 'https://api.netlify.com';

const repositoryPattern = /^[\w.-]+\/[\w.-]+$/;

/**
 * The narrowest scope Sveltia CMS lets the sign-in pop-up ask (its `auth_scope`: `repo`, its default,
 * or `public_repo`). GitHub's `public_repo` grants read and write to the code, commit statuses,
 * projects, collaborators and deployments of every public repository the account can write to, none
 * of its private ones; Sveltia always adds `user` (the profile, read and write, e-mail addresses
 * included). The site's repository is public (a fork of a public one, or made public for GitHub
 * Pages, docs/guide-proprietaire.md section 13); for a private one the pop-up's access cannot open it,
 * and the owner signs in with the fine-grained token, which is limited to the one repository.
 */
const oauthScope = 'public_repo';

export function adminBackend(env: Readonly<Record<string, string | undefined>>): AdminBackend {
  const repo = env.ADMIN_GITHUB_REPO || env.GITHUB_REPOSITORY;
  if (env.ADMIN_BACKEND === 'test-repo' || !repo) return { name: 'test-repo' };
  if (!repositoryPattern.test(repo)) throw new Error(`admin backend: "${repo}" is not a GitHub repository ("owner/name")`);
  if (env.DEPLOY_TARGET === 'netlify') {
    return { name: 'github', repo, branch: 'main', auth_methods: ['token', 'oauth'], base_url: netlifyAuthOrigin, auth_scope: oauthScope };
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
