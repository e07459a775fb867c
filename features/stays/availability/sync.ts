// One run of `npm run sync:availability`: each unit's feeds fetched and parsed, merged into its booked
// nights. A unit with a failing feed keeps its previous dates. The feed addresses carry access tokens:
// no message here ever includes one (nor a fetch error's own text, which may quote the address).
import type { Availability } from '@/content/schema/stays';
import { FeedError, parseFeed } from './ical';
import { mergeRanges, type NightRange } from './nights';

export const feedTimeoutMs = 10_000;

const feedVariablePrefix = 'AVAILABILITY_ICAL_';

/** AVAILABILITY_ICAL_CHALET_1 for chalet-1. */
export function feedVariable(unitId: string): string {
  return `${feedVariablePrefix}${unitId.toUpperCase().replaceAll('-', '_')}`;
}

export const allFailedMessage = 'Aucun calendrier n’a pu être lu : vérifiez les adresses iCal dans les secrets du dépôt.';

export function feedUrls(unitId: string, env: Readonly<Record<string, string | undefined>>): string[] {
  return (env[feedVariable(unitId)] ?? '').split(/\s+/).filter(Boolean);
}

/** The feed's text; a French reason (without the address) when it cannot be had. */
export async function fetchFeed(url: string, fetchImpl: typeof fetch = fetch, timeoutMs = feedTimeoutMs): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'text/calendar' } });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new FeedError(timedOut ? `pas de réponse en ${timeoutMs / 1000} s` : 'injoignable');
  }
  if (!response.ok) throw new FeedError(`réponse HTTP ${response.status}`);
  try {
    return await response.text();
  } catch {
    throw new FeedError(`réponse interrompue ou trop lente (plus de ${timeoutMs / 1000} s)`);
  }
}

export interface SyncResult {
  readonly data: Availability;
  /** Whether the booked dates differ from the previous file: only then is it written. */
  readonly changed: boolean;
  readonly report: readonly string[];
  readonly warnings: readonly string[];
  /** Feeds were configured and none could be read. */
  readonly allFailed: boolean;
}

export async function syncAvailability(options: {
  readonly unitIds: readonly string[];
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly previous: Availability;
  readonly now: Date;
  readonly fetchText: (url: string) => Promise<string>;
}): Promise<SyncResult> {
  const report: string[] = [];
  const warnings: string[] = [];
  let feeds = 0;
  let failures = 0;
  const read = await Promise.all(
    options.unitIds.map(async (unit) => {
      // A unit never read successfully keeps no entry: the site then says its dates are unknown,
      // never that all its nights are free.
      const previous = options.previous.units.find((entry) => entry.unit === unit) ?? null;
      const urls = feedUrls(unit, options.env);
      if (urls.length === 0) {
        report.push(`${unit} : aucun calendrier (variable ${feedVariable(unit)} absente), dates inchangées.`);
        return previous;
      }
      feeds += urls.length;
      const results = await Promise.all(
        urls.map(async (url, index) => {
          try {
            return parseFeed(await options.fetchText(url));
          } catch (error) {
            failures += 1;
            const reason = error instanceof FeedError ? error.message : 'erreur inattendue';
            const which = urls.length > 1 ? `le calendrier n° ${index + 1} de « ${unit} »` : `le calendrier de « ${unit} »`;
            warnings.push(`Attention : ${which} n’a pas pu être lu (${reason}) ; ce logement garde ses dates précédentes.`);
            return null;
          }
        }),
      );
      if (results.some((result) => result === null)) return previous;
      const booked: NightRange[] = mergeRanges(results.flatMap((result) => result ?? []));
      report.push(`${unit} : ${booked.length} période${booked.length > 1 ? 's' : ''} réservée${booked.length > 1 ? 's' : ''} (${urls.length} calendrier${urls.length > 1 ? 's' : ''}).`);
      return { unit, booked };
    }),
  );
  // Every AVAILABILITY_ICAL_* secret reaches the sync (.github/workflows/sync-availability.yml): one
  // whose name matches no unit is a typo or a unit renamed in stays.json, and its calendar goes unread.
  const expected = new Set(options.unitIds.map(feedVariable));
  for (const name of Object.keys(options.env).filter((key) => key.startsWith(feedVariablePrefix) && !expected.has(key)).sort()) {
    warnings.push(
      `Attention : le secret ${name} ne correspond à aucun logement de content/data/stays.json, son calendrier n’est pas lu ; renommez-le d’après l’identifiant du logement (${options.unitIds.map(feedVariable).join(', ')}).`,
    );
  }
  const units = read.filter((entry) => entry !== null);
  const changed = JSON.stringify(units) !== JSON.stringify(options.previous.units);
  return {
    data: changed ? { syncedAt: options.now.toISOString(), units } : options.previous,
    changed,
    report,
    warnings,
    allFailed: feeds > 0 && failures === feeds,
  };
}

/**
 * The run's warnings, and its failure, as GitHub Actions annotations: shown on the run's page, where
 * the owner sees them without opening the log. Nothing elsewhere (a local run prints the French lines
 * alone). Like every message here, they name units and secrets, never a feed's address.
 */
export function workflowAnnotations(result: Pick<SyncResult, 'warnings' | 'allFailed'>, env: Readonly<Record<string, string | undefined>>): string[] {
  if (env.GITHUB_ACTIONS !== 'true') return [];
  // A workflow command ends at the line's end: line breaks and % are escaped as the runner reads them.
  const annotation = (level: 'warning' | 'error', message: string) =>
    `::${level} title=Disponibilités::${message.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A')}`;
  return [...result.warnings.map((warning) => annotation('warning', warning)), ...(result.allFailed ? [annotation('error', allFailedMessage)] : [])];
}
