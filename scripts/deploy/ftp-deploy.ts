// Carries out an FTP deploy planned by scripts/deploy/ftp-plan.ts with basic-ftp. Kept thin: read
// the server's manifest, run the steps in order, put every error into French for the owner.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { Client, FTPError } from 'basic-ftp';
import { manifestName, planDeploy, transitionalHtaccess, uploadSuffix, type Manifest, type Step } from './ftp-plan';

export interface FtpSettings {
  readonly host: string;
  readonly port: number;
  readonly user: string;
  readonly password: string;
  /** Folder the site is served from, e.g. "www" or "/public_html". */
  readonly remoteDir: string;
  /** Explicit TLS (FTPS); false only for a test server on this machine. */
  readonly secure: boolean;
}

export interface DeployReport {
  readonly sent: number;
  readonly removed: number;
  readonly unchanged: number;
}

/** A failure already worded for the owner. */
export class DeployError extends Error {}

export function ftpSettingsFromEnv(env: Readonly<Record<string, string | undefined>>): FtpSettings {
  const missing = ['FTP_HOST', 'FTP_USER', 'FTP_PASSWORD', 'FTP_REMOTE_DIR'].filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new DeployError(
      `Réglage FTP manquant : ${missing.join(', ')}. Renseignez-les (fichier .env.local, ou secrets du dépôt GitHub) avec les informations FTP données par votre hébergeur.`,
    );
  }
  const port = Number(env.FTP_PORT || 21);
  if (!Number.isInteger(port) || port <= 0)
    throw new DeployError(`FTP_PORT doit être un numéro de port, par exemple 21 (reçu : « ${env.FTP_PORT} »).`);
  return {
    host: env.FTP_HOST ?? '',
    port,
    user: env.FTP_USER ?? '',
    password: env.FTP_PASSWORD ?? '',
    remoteDir: env.FTP_REMOTE_DIR ?? '',
    secure: env.FTP_SECURE !== 'false',
  };
}

/** Size and SHA-256 of every file below dir, hidden files included. */
export async function localManifest(dir: string): Promise<Manifest> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const manifest: Record<string, { size: number; sha256: string }> = {};
  for (const entry of entries.filter((item) => item.isFile())) {
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, full).split(path.sep).join('/');
    if (relative === manifestName) continue;
    const content = await readFile(full);
    manifest[relative] = { size: content.length, sha256: createHash('sha256').update(content).digest('hex') };
  }
  return manifest;
}

async function downloadText(client: Client, remotePath: string): Promise<string | null> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  try {
    await client.downloadTo(sink, remotePath);
  } catch (error) {
    // No such file (a first deploy): 550 in the standard, 450 or 551 on some servers; anything
    // else is a real failure.
    if (error instanceof FTPError && [450, 550, 551].includes(error.code)) return null;
    throw error;
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function describeFailure(error: unknown, settings: FtpSettings, progress: { done: number; total: number }): string {
  const started = progress.total > 0;
  const code = (error as { code?: unknown }).code;
  if (error instanceof FTPError && (code === 530 || code === 331 || code === 332)) {
    return `Connexion FTP refusée par ${settings.host} : identifiant ou mot de passe incorrect. Vérifiez FTP_USER et FTP_PASSWORD (informations FTP de votre hébergeur). Rien n’a été modifié sur le serveur.`;
  }
  if (!started && (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ETIMEDOUT')) {
    return `Serveur FTP injoignable (${settings.host}, port ${settings.port}) : vérifiez FTP_HOST et FTP_PORT, et votre connexion à Internet. Rien n’a été modifié sur le serveur.`;
  }
  if (!started && /certificate|altnames|CERT_/i.test(`${String(code)} ${String((error as Error).message)}`)) {
    return `Le certificat du serveur FTP ne correspond pas à « ${settings.host} » : mettez dans FTP_HOST le nom exact du serveur FTP donné par votre hébergeur (par exemple ftp.cluster0xx.hosting.ovh.net). Rien n’a été modifié sur le serveur.`;
  }
  if (!started && /tls|ssl|AUTH/i.test(String((error as Error).message))) {
    return `Le serveur ${settings.host} n’accepte pas la connexion chiffrée (FTPS). Demandez à votre hébergeur s’il la propose ; FTP_SECURE=false envoie le mot de passe en clair et n’est à utiliser qu’en dernier recours. Rien n’a été modifié sur le serveur.`;
  }
  const detail = (error instanceof Error ? error.message : String(error)).replace(/\.+$/, '');
  if (!started) return `La publication FTP n’a pas pu commencer (${detail}). Rien n’a été modifié sur le serveur.`;
  return [
    `La connexion au serveur FTP a été interrompue pendant la publication (${progress.done} étapes faites sur ${progress.total}) : ${detail}.`,
    'Le site en ligne reste complet : les pages déjà en ligne gardent tous leurs fichiers.',
    'Relancez la même commande (npm run deploy:ftp) pour terminer la publication.',
  ].join('\n');
}

/** Publishes localDir into settings.remoteDir; throws a DeployError worded for the owner. */
export async function deployFtp(localDir: string, settings: FtpSettings, log: (line: string) => void = console.log): Promise<DeployReport> {
  const local = await localManifest(localDir);
  const client = new Client(30_000);
  /** total stays 0 until the first change to the server. */
  const progress = { done: 0, total: 0 };
  try {
    await client.access({
      host: settings.host,
      port: settings.port,
      user: settings.user,
      password: settings.password,
      secure: settings.secure,
    });
    await client.ensureDir(settings.remoteDir);
    const root = await client.pwd();
    const remoteText = await downloadText(client, manifestName);
    const remote = remoteText ? (JSON.parse(remoteText) as Manifest) : {};
    const plan = planDeploy(local, remote);
    log(`FTP : ${plan.uploads} fichier(s) à envoyer, ${plan.deletions} à supprimer, ${plan.unchanged} inchangé(s).`);

    const ensured = new Set<string>(['.']);
    const ensureFolder = async (file: string) => {
      const folder = path.posix.dirname(file);
      if (ensured.has(folder)) return;
      await client.ensureDir(folder);
      await client.cd(root);
      ensured.add(folder);
    };
    // Written aside then renamed over: a visitor never gets half a file.
    const put = async (file: string, content: Readable | string) => {
      await ensureFolder(file);
      await client.uploadFrom(content, `${file}${uploadSuffix}`);
      await client.rename(`${file}${uploadSuffix}`, file);
    };
    const run = async (step: Step) => {
      switch (step.kind) {
        case 'write-manifest':
          return put(manifestName, Readable.from([JSON.stringify(step.manifest)]));
        case 'transitional-htaccess': {
          const online = await downloadText(client, '.htaccess');
          if (online === null) return;
          const next = await readFile(path.join(localDir, '.htaccess'), 'utf8');
          return put('.htaccess', Readable.from([transitionalHtaccess(next, online)]));
        }
        case 'upload':
          return put(step.path, path.join(localDir, step.path));
        case 'delete':
          // Already gone (a cut run may have removed it) is fine.
          return client.remove(step.path, true);
        case 'remove-folder':
          // A folder still holding files the deploy does not know of stays.
          return client.removeEmptyDir(step.path).catch((error: unknown) => {
            if (!(error instanceof FTPError)) throw error;
          });
      }
    };
    // From here on the server changes: a failure is an interrupted publication, not a refused one.
    progress.total = plan.steps.length;
    for (const step of plan.steps) {
      await run(step);
      progress.done += 1;
    }
    log(`FTP : publication terminée, ${plan.uploads} fichier(s) envoyé(s), ${plan.deletions} supprimé(s).`);
    return { sent: plan.uploads, removed: plan.deletions, unchanged: plan.unchanged };
  } catch (error) {
    throw new DeployError(describeFailure(error, settings, progress));
  } finally {
    client.close();
  }
}
