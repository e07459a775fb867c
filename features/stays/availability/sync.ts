// One run of `npm run sync:availability`: each unit's feeds fetched and parsed, merged into its booked
// nights. Each feed's last good read is kept beside them (named by its host, never its address): a
// failing or refused feed stands on it, and so does a feed that suddenly reads no booking to come, for
// 24 hours, whatever the unit's other feeds say. The feed addresses carry access tokens: no message
// here ever includes one (nor a fetch error's own text, which may quote the address).
import type { Availability } from '@/content/schema/stays';
import { dayFromIso, parisTime } from '@/lib/opening-status';
import { FeedError, parseFeed } from './ical';
import { mergeRanges, type NightRange } from './nights';

export const feedTimeoutMs = 10_000;
/** A platform's feed for one unit weighs a few dozen kB (about 300 bytes an event): 5 MB is a hundred times that. */
export const maxFeedBytes = 5 * 1024 * 1024;
/** Redirects followed within the feed's own host; a platform that moved its feed needs one or two. */
export const maxRedirects = 3;
/** How long a feed must keep reading empty, after a read with bookings to come, before its emptiness is believed. */
export const emptyFeedGraceMs = 24 * 60 * 60 * 1000;

/** The repository secret, and the one variable the sync reads: {"<unit id>": "<address> <address>", …}. */
export const feedSecretName = 'AVAILABILITY_ICAL';

export const allFailedMessage = 'Aucun calendrier n’a pu être lu : vérifiez les adresses iCal dans le secret AVAILABILITY_ICAL du dépôt.';

const unitIdPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const example = '{"chalet-1": "https://… https://…", "chalet-2": "https://…"}';

export interface FeedSecret {
  /** Each unit's addresses, for the units the secret names and that exist. */
  readonly feeds: ReadonlyMap<string, readonly string[]>;
  /** Entries left out, in French, by unit id (never an address). */
  readonly warnings: readonly string[];
  /** Why nothing can be read from it, in French; null when it could be read (or is empty). */
  readonly error: string | null;
}

/**
 * Every address the secret's text holds, for `::add-mask::`: each word of each value when it reads as
 * JSON, and anything shaped like an address otherwise (a secret with a typo still hides its addresses).
 */
export function feedAddresses(text: string | undefined): string[] {
  const found = new Set((text ?? '').match(/[a-z][a-z0-9+.-]*:\/\/[^\s"'“”«»,{}\\]+/gi) ?? []);
  try {
    const parsed: unknown = JSON.parse(text ?? '');
    if (typeof parsed === 'object' && parsed !== null) {
      for (const value of Object.values(parsed))
        if (typeof value === 'string') for (const word of value.split(/\s+/).filter(Boolean)) found.add(word);
    }
  } catch {
    // Not JSON: the addresses found above are all there is to hide.
  }
  return [...found];
}

/** The secret AVAILABILITY_ICAL read against the units of stays.json, with French reasons naming what is wrong and never an address. */
export function readFeedSecret(text: string | undefined, unitIds: readonly string[]): FeedSecret {
  const feeds = new Map<string, string[]>();
  const warnings: string[] = [];
  if (!text?.trim()) return { feeds, warnings, error: null };
  const fail = (reason: string): FeedSecret => ({
    feeds,
    warnings,
    error: `Le secret ${feedSecretName} ${reason} : aucun calendrier n’est lu. Il doit ressembler à ${example} (docs/guide-proprietaire.md, section 17).`,
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // JSON.parse's own message quotes the text, addresses included: never shown.
    if (/[“”«»„]/.test(text)) return fail('contient des guillemets typographiques (“ ” ou « ») : seuls les guillemets droits " sont lus');
    return fail('n’est pas un JSON valide (accolades, guillemets droits, deux-points, virgules entre les logements)');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return fail('n’est pas un objet entre accolades { }');
  const valid = `identifiants valides : ${unitIds.join(', ')}`;
  Object.entries(parsed).forEach(([key, value], index) => {
    // A key is named only when it is shaped like a unit id: an address pasted as a key stays unsaid.
    const named = unitIdPattern.test(key) && key.length <= 40 ? `« ${key} »` : `n° ${index + 1} (qui n’est pas un identifiant de logement)`;
    if (!unitIds.includes(key)) {
      warnings.push(
        `Attention : le secret ${feedSecretName} nomme le logement ${named}, absent de content/data/stays.json ; ses calendriers ne sont pas lus (${valid}).`,
      );
    } else if (typeof value !== 'string') {
      warnings.push(
        `Attention : dans le secret ${feedSecretName}, la valeur de ${named} n’est pas un texte entre guillemets droits (les adresses séparées par une espace) ; ce logement garde ses dates précédentes.`,
      );
    } else {
      feeds.set(key, value.split(/\s+/).filter(Boolean));
    }
  });
  return { feeds, warnings, error: null };
}

/** The body, read until `maxBytes` and no further: a 57 MB answer is stopped at its first 5 MB. */
async function readCapped(response: Response, maxBytes: number, timeoutMs: number): Promise<string> {
  const tooBig = () => new FeedError(`calendrier trop volumineux (plus de ${Math.round(maxBytes / 1024 / 1024)} Mo), lecture arrêtée`);
  const declared = Number(response.headers.get('content-length') ?? '');
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooBig();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooBig();
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof FeedError) throw error;
    throw new FeedError(`réponse interrompue ou trop lente (plus de ${timeoutMs / 1000} s)`);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(body);
}

/**
 * The feed's text; a French reason (without the address) when it cannot be had or is refused: an
 * address in plain http:, a redirect to another host or to http:, more than `maxRedirects` redirects,
 * a body over `maxBytes`.
 */
export async function fetchFeed(
  url: string,
  options: { readonly fetchImpl?: typeof fetch; readonly timeoutMs?: number; readonly maxBytes?: number } = {},
): Promise<string> {
  const { fetchImpl = fetch, timeoutMs = feedTimeoutMs, maxBytes = maxFeedBytes } = options;
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    throw new FeedError('adresse illisible : elle doit commencer par https://');
  }
  if (address.protocol === 'http:') throw new FeedError('adresse en http:, non chiffrée : seule une adresse en https: est lue');
  if (address.protocol !== 'https:') throw new FeedError('adresse illisible : elle doit commencer par https://');
  const host = address.host;
  // One deadline for the whole read, redirects and body included.
  const signal = AbortSignal.timeout(timeoutMs);
  for (let redirects = 0; ; redirects += 1) {
    let response: Response;
    try {
      response = await fetchImpl(address, { signal, redirect: 'manual', headers: { accept: 'text/calendar' } });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new FeedError(timedOut ? `pas de réponse en ${timeoutMs / 1000} s` : 'injoignable');
    }
    if ([301, 302, 303, 307, 308].includes(response.status)) {
      await response.body?.cancel().catch(() => undefined);
      let next: URL;
      try {
        next = new URL(response.headers.get('location') ?? '', address);
      } catch {
        throw new FeedError(`redirection illisible (HTTP ${response.status})`);
      }
      if (next.protocol !== 'https:') throw new FeedError('redirigé vers une adresse non chiffrée (http:), refusée');
      if (next.host !== host) throw new FeedError('redirigé vers un autre site que celui de l’adresse, refusé');
      if (redirects >= maxRedirects) throw new FeedError(`trop de redirections (plus de ${maxRedirects})`);
      address = next;
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new FeedError(`réponse HTTP ${response.status}`);
    }
    return readCapped(response, maxBytes, timeoutMs);
  }
}

/** A feed's last good read, kept in availability.json beside its unit's merged nights. */
export type FeedRecord = NonNullable<Availability['units'][number]['feeds']>[number];

/**
 * How availability.json names each feed of a unit: the host of its address ("www.airbnb.fr"), then
 * " (2)", " (3)" for a second and third feed on the same host. Never the address itself, whose path
 * and query carry the platform's access token: the file is committed, and the repository is public.
 * Stable when the owner reorders the feeds or adds another platform's.
 */
export function feedKeys(urls: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return urls.map((url, index) => {
    let host: string;
    try {
      host = new URL(url).hostname.toLowerCase();
    } catch {
      return `calendrier-${index + 1}`;
    }
    if (!/^[a-z0-9.-]{1,100}$/.test(host)) return `calendrier-${index + 1}`;
    const count = (seen.get(host) ?? 0) + 1;
    seen.set(host, count);
    return count === 1 ? host : `${host} (${count})`;
  });
}

export interface SyncResult {
  readonly data: Availability;
  /** Whether the booked dates differ from the previous file: only then does the site change (sync time included). */
  readonly changed: boolean;
  /** Whether the file changes anyway, for a mark the next runs need (a feed first read empty): the site shows the same. */
  readonly marked: boolean;
  readonly report: readonly string[];
  readonly warnings: readonly string[];
  /** Feeds were configured and none could be read. */
  readonly allFailed: boolean;
  /** Why the run fails, in French: the secret is unreadable, or every feed failed; null otherwise. */
  readonly error: string | null;
}

const parisTimeFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long', timeStyle: 'short' });
const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;

export async function syncAvailability(options: {
  readonly unitIds: readonly string[];
  /** The secret AVAILABILITY_ICAL's text. */
  readonly secret: string | undefined;
  readonly previous: Availability;
  readonly now: Date;
  readonly fetchText: (url: string) => Promise<string>;
}): Promise<SyncResult> {
  const report: string[] = [];
  const secret = readFeedSecret(options.secret, options.unitIds);
  const warnings: string[] = [...secret.warnings];
  const today = parisTime(options.now).day;
  /** A night from tonight on is still to come. */
  const toCome = (ranges: readonly NightRange[]) => ranges.some((range) => dayFromIso(range.departure) > today);
  let feeds = 0;
  let failures = 0;
  const read = await Promise.all(
    options.unitIds.map(async (unit) => {
      // A unit never read successfully keeps no entry: the site then says its dates are unknown,
      // never that all its nights are free.
      const previous = options.previous.units.find((entry) => entry.unit === unit) ?? null;
      const urls = secret.feeds.get(unit) ?? [];
      if (secret.error) return previous;
      if (urls.length === 0) {
        report.push(`${unit} : aucun calendrier (absent du secret ${feedSecretName}), dates inchangées.`);
        return previous;
      }
      feeds += urls.length;
      const calendar = (index: number) =>
        urls.length > 1 ? `le calendrier n° ${index + 1} de « ${unit} »` : `le calendrier de « ${unit} »`;
      const keys = feedKeys(urls);
      /**
       * A feed's last good read. A file written before the feeds were kept one by one has the unit's
       * nights alone: each feed is then taken to have had them all, so that none is freed on one
       * feed's empty word before 24 hours.
       */
      const recordOf = (key: string): FeedRecord | undefined => {
        if (!previous) return undefined;
        if (previous.feeds) return previous.feeds.find((record) => record.feed === key);
        return { feed: key, booked: previous.booked, ...(previous.emptySince ? { emptySince: previous.emptySince } : {}) };
      };
      const results = await Promise.all(
        urls.map(async (url, index): Promise<FeedRecord | null> => {
          const key = keys[index] ?? `calendrier-${index + 1}`;
          const record = recordOf(key);
          let booked: NightRange[];
          try {
            const reading = parseFeed(await options.fetchText(url), today);
            const first = reading.outOfWindow[0];
            if (first) {
              warnings.push(
                `Attention : ${calendar(index)} contient ${plural(reading.outOfWindow.length, 'réservation')} datée${reading.outOfWindow.length > 1 ? 's' : ''} de plus d’un an dans le passé ou de plus de trois ans à venir (la première : du ${first.arrival} au ${first.departure}) ; ces dates sont ignorées, le reste du calendrier est lu.`,
              );
            }
            booked = mergeRanges(reading.booked);
          } catch (error) {
            failures += 1;
            const reason = error instanceof FeedError ? error.message : 'erreur inattendue';
            // Its last good read stands in for it; without one, the whole unit keeps its dates (below).
            warnings.push(
              `Attention : ${calendar(index)} n’a pas pu être lu (${reason}) ; ${record && previous?.feeds ? 'ce calendrier' : 'ce logement'} garde ses dates précédentes.`,
            );
            return record ?? null;
          }
          // A platform may answer a valid empty calendar during an incident: freeing every night on its
          // word alone would let two families book the same one. Believed when it still reads so 24 hours
          // later. Feed by feed: another platform's bookings of the same unit are no proof of this one's.
          if (record && toCome(record.booked) && !toCome(booked)) {
            const since = record.emptySince === undefined ? Number.NaN : Date.parse(record.emptySince);
            if (Number.isFinite(since) && options.now.getTime() - since >= emptyFeedGraceMs) {
              warnings.push(
                `Attention : ${calendar(index)} ne contient plus aucune réservation à venir depuis le ${parisTimeFormat.format(since)} (plus de 24 heures) : ses dates réservées sont retirées du site.`,
              );
              report.push(
                `${unit} : calendrier vide confirmé (${calendar(index)}), plus aucune période réservée à venir de ce calendrier.`,
              );
              return { feed: key, booked };
            }
            const emptySince = Number.isFinite(since) && record.emptySince ? record.emptySince : options.now.toISOString();
            warnings.push(
              `Attention : ${calendar(index)} ne contient plus aucune réservation à venir, alors que la lecture précédente en avait. Ses dates sont gardées ; s’il est encore vide à une lecture à partir du ${parisTimeFormat.format(Date.parse(emptySince) + emptyFeedGraceMs)}, le calendrier vide sera accepté.`,
            );
            return { feed: key, booked: record.booked, emptySince };
          }
          return { feed: key, booked };
        }),
      );
      if (results.some((result) => result === null)) return previous;
      const records = results.filter((result) => result !== null);
      const booked: NightRange[] = mergeRanges(records.flatMap((record) => record.booked));
      report.push(
        `${unit} : ${plural(booked.length, 'période')} réservée${booked.length > 1 ? 's' : ''} (${plural(urls.length, 'calendrier')}).`,
      );
      return { unit, booked, feeds: records };
    }),
  );
  const units = read.filter((entry) => entry !== null);
  // What the site shows: the units and their nights (syncedAt follows them). The mark alone changes nothing there.
  const shown = (entries: Availability['units']) => JSON.stringify(entries.map(({ unit, booked }) => ({ unit, booked })));
  const changed = shown(units) !== shown(options.previous.units);
  const marked = !changed && JSON.stringify(units) !== JSON.stringify(options.previous.units);
  const allFailed = feeds > 0 && failures === feeds;
  return {
    data: changed
      ? { syncedAt: options.now.toISOString(), units }
      : marked
        ? { syncedAt: options.previous.syncedAt, units }
        : options.previous,
    changed,
    marked,
    report,
    warnings,
    allFailed,
    error: secret.error ?? (allFailed ? allFailedMessage : null),
  };
}

/**
 * The run's warnings, and its failure, as GitHub Actions annotations: shown on the run's page, where
 * the owner sees them without opening the log. Nothing elsewhere (a local run prints the French lines
 * alone). Like every message here, they name units and the secret, never a feed's address.
 */
export function workflowAnnotations(
  result: Pick<SyncResult, 'warnings' | 'error'>,
  env: Readonly<Record<string, string | undefined>>,
): string[] {
  if (env.GITHUB_ACTIONS !== 'true') return [];
  // A workflow command ends at the line's end: line breaks and % are escaped as the runner reads them.
  const annotation = (level: 'warning' | 'error', message: string) =>
    `::${level} title=Disponibilités::${message.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A')}`;
  return [
    ...result.warnings.map((warning) => annotation('warning', warning)),
    ...(result.error ? [annotation('error', result.error)] : []),
  ];
}
