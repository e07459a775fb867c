// The arrival guide's texts (/guide-arrivee/) and the plan of the grounds, edited by the owner in
// French with translations. The facts it shows that have their own source are not here: the address,
// GPS position and access notes (« Coordonnées, accès et réseaux »), the arrival and departure hours,
// pets, what the price includes (« Hébergements : tarifs, saisons et conditions »), the phone, and
// the Wi-Fi and phone signal of each unit (its « Vivre dans ce logement »). The guide's own texts the
// owner may leave empty (late arrival, Wi-Fi and signal on the grounds) are left out of the page with
// their heading and their entry in its index when they are.
import { z } from 'zod';
import { choice, longText, optional, pageMeta, text } from './common';
import { ownerValue } from './owner-value';

/** The places the drawn plan shows, each at its fixed spot of the drawing (features/arrival/grounds-plan.tsx). */
export const groundsPlaces = ['reception', 'parking', 'restaurant', 'chalets', 'cabins', 'pond', 'fitnessTrail'] as const;

export type GroundsPlace = (typeof groundsPlaces)[number];

const placeNamesInFrench: Readonly<Record<GroundsPlace, string>> = {
  reception: 'Accueil',
  parking: 'Parking',
  restaurant: 'Restaurant',
  chalets: 'Chalets',
  cabins: 'Cabanes',
  pond: 'Étang',
  fitnessTrail: 'Parcours de santé',
};

const place = (title: string) => choice(groundsPlaces, placeNamesInFrench, title);

const items = (title: string, item: string, description: string) => z.array(text(item, description)).meta({ title });

export const arrivalGuideSchema = z
  .object({
    meta: pageMeta(),
    title: text('Titre de la page'),
    intro: longText('Introduction', 'Une phrase : ce guide s’ouvre aussi sans réseau, une fois ouvert une première fois.'),
    lastKilometres: ownerValue(longText('Texte', 'Les derniers kilomètres : le chemin, le panneau, le portail'), 'Les derniers kilomètres'),
    key: ownerValue(
      longText('Texte', 'Comment le client reçoit la clé ou le code (jamais le code lui-même : cette page est publique)'),
      'La clé ou le code',
    ),
    lateArrival: optional(
      longText(
        'Arrivée tardive',
        'Ce que fait le client qui arrive après l’heure d’arrivée : prévenir, jusqu’à quelle heure, où trouver la clé. Par exemple Après 20 h, appelez-nous en route : la clé vous attend à l’accueil, dans une enveloppe à votre nom. Jamais un code : cette page est publique. Laissé vide, le guide n’en parle pas.',
      ),
    ),
    wifi: optional(
      longText(
        'Wi-Fi sur le domaine',
        'Où le Wi-Fi passe, le nom du réseau et où trouver son mot de passe (jamais le mot de passe lui-même : cette page est publique). Par exemple Wi-Fi gratuit à l’accueil et au restaurant, réseau ChaletsDuLac ; le mot de passe est sur la fiche de bienvenue. Ce que capte chaque logement vient de sa fiche (Hébergements › Vivre dans ce logement). Laissé vide, le guide n’en dit que ce que disent les fiches.',
      ),
    ),
    phoneSignal: optional(
      longText(
        'Réseau mobile sur le domaine',
        'Où le téléphone capte et où il ne capte pas. Par exemple Le réseau passe bien au parking et à l’accueil, mal au bord de l’étang. Ce que capte chaque logement vient de sa fiche (Hébergements › Vivre dans ce logement). Laissé vide, le guide n’en dit que ce que disent les fiches.',
      ),
    ),
    toBring: z
      .object({
        everyone: items('Pour tous', 'À apporter', 'Par exemple Des chaussures pour marcher dans l’herbe'),
        cabins: items('Pour les cabanes', 'À apporter', 'Par exemple Une lampe de poche : le chemin des cabanes n’est pas éclairé'),
      })
      .meta({ title: 'À apporter' }),
    houseRules: ownerValue(z.array(text('Règle', 'Par exemple Silence après 22 h')).meta({ title: 'Règles' }), 'Règles de la maison'),
    plan: z
      .object({
        title: text('Titre du plan'),
        places: z
          .object(
            Object.fromEntries(groundsPlaces.map((id) => [id, text(placeNamesInFrench[id])])) as Record<
              GroundsPlace,
              ReturnType<typeof text>
            >,
          )
          .meta({ title: 'Noms des lieux sur le plan' }),
        walks: z
          .array(
            z
              .object({
                from: place('De'),
                to: place('À'),
                minutes: ownerValue(z.number().int().min(1).max(120).meta({ title: 'Minutes à pied' }), 'Temps de marche'),
              })
              .meta({ title: 'Trajet à pied' }),
          )
          .meta({ title: 'Temps de marche entre les lieux' }),
      })
      .meta({ title: 'Plan du domaine' }),
  })
  .meta({ title: 'Guide d’arrivée' });

export type ArrivalGuideData = z.infer<typeof arrivalGuideSchema>;

/** Words that come before a code in the four languages: a door, a key box, a gate, a padlock. */
const codeWords =
  /(code|digicode|cadenas|bo[iî]te|bo[iî]tier|cl[ée]f?|portail|porte|key|lock|gate|pin|sleutel|kluis|slot|poort|schl[üu]ssel|t[üu]r|tor\b|safe)/iu;
/** A run of digits, single spaces, dots or dashes between them allowed ("4821", "48 21"), not inside a word or a longer number. */
const digitRun = /(?<![\p{L}\p{N}])\d(?:[ .-]?\d)*(?![\p{L}\p{N}])/gu;

/**
 * Digits in the arrival guide's public text that look like a door, key box or gate code: 3 to 8 digits
 * after one of those words, before # or *, or 4 to 8 digits standing alone (not a year, not a
 * measure). A warning, not a refusal: a path number or a distance can look the same, and the owner
 * reads it again. Every text of the file is read, its translations included (`written`).
 */
export function doorCodeWarnings(
  written: unknown,
  path: PropertyKey[] = [],
): { readonly path: readonly PropertyKey[]; readonly message: string }[] {
  if (Array.isArray(written)) return written.flatMap((item, index) => doorCodeWarnings(item, [...path, index]));
  if (typeof written === 'object' && written !== null)
    return Object.entries(written).flatMap(([key, item]) => doorCodeWarnings(item, [...path, key]));
  if (typeof written !== 'string') return [];
  const text = written;
  const found = [...text.matchAll(digitRun)].find((match) => {
    const digits = match[0].replace(/\D/g, '');
    if (digits.length < 3 || digits.length > 8) return false;
    const end = (match.index ?? 0) + match[0].length;
    const after = text.slice(end, end + 3);
    if (/^\s?[#*]/.test(after)) return true;
    if (codeWords.test(text.slice(Math.max(0, (match.index ?? 0) - 40), match.index))) return true;
    const year = digits.length === 4 && /^(19|20)\d\d$/.test(digits);
    const measure = /^\s?[\p{L}€%:]/u.test(after);
    return digits.length >= 4 && !year && !measure;
  });
  if (!found) return [];
  // The text itself when short, else the words around the digits.
  const at = found.index ?? 0;
  const from = at > 40 ? text.indexOf(' ', at - 40) + 1 : 0;
  const to = text.length - (at + found[0].length) > 40 ? text.lastIndexOf(' ', at + found[0].length + 40) : text.length;
  const excerpt = text.length <= 80 ? text : `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`;
  return [
    {
      path,
      message: `« ${excerpt} » : « ${found[0]} » ressemble à un code (porte, boîte à clés, portail) ; cette page est publique : n’y écrivez jamais le code, dites comment le client le reçoit (par SMS la veille, par exemple)`,
    },
  ];
}
