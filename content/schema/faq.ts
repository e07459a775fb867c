// content/data/faq.json (the questions families ask, grouped, on the questions page) and
// content/data/reviews.json (the reviews the owner received elsewhere and copies here, as written).
// A question's answer may state a fact kept elsewhere through a placeholder ({heures d’arrivée},
// {animaux}…: fact-placeholders.ts), so that the answer follows the data. A review is never
// translated: its text is a fact in its own language, shown marked as such.
import { z } from 'zod';
import { banner, choice, date, generatedId, pageMeta, text } from './common';
import { factPlaceholdersHint } from './fact-placeholders';
import { ownerValue } from './owner-value';
import { countryCodeCorrections, isoCountryCodes } from '@/lib/iso-countries';
import { isoDay, parisTime } from '@/lib/opening-status';
import { hasRightToLeft, rightToLeftMessage } from '@/lib/right-to-left';

/** The groups of questions, in the page's order; each is an anchor the pages link to ("#animaux"). */
export const faqGroupIds = ['arrivee', 'cabanes', 'restaurant', 'animaux', 'paiement', 'annulation'] as const;
export type FaqGroupId = (typeof faqGroupIds)[number];

const faqGroupNames: Readonly<Record<FaqGroupId, string>> = {
  arrivee: 'Arrivée',
  cabanes: 'Les cabanes',
  restaurant: 'Le restaurant',
  animaux: 'Animaux',
  paiement: 'Paiement',
  annulation: 'Annulation',
};

const question = z
  .object({
    question: text('Question', 'Courte, comme un client la pose, par exemple À quelle heure peut-on arriver ?'),
    answer: ownerValue(
      z
        .string()
        .trim()
        .min(1, { error: 'ce champ est vide : écrivez la réponse.' })
        .meta({ title: 'Réponse', description: `Quelques phrases. ${factPlaceholdersHint}`, widget: 'text' }),
      'Questions fréquentes : réponse',
    ),
    // Last, under the answer: the key by which each translation finds its question, so that a
    // question inserted or moved in French never shifts another language's words (issue 51).
    id: generatedId('Identifiant de la question', 'question-'),
  })
  .meta({ title: 'Question' });

const group = z
  .object({
    id: choice(
      faqGroupIds,
      faqGroupNames,
      'Thème',
      'Le thème de ces questions : les pages Hébergements et Restaurant y renvoient par un lien « Des questions ? »',
    ),
    title: text('Titre du thème', 'Par exemple Arrivée et départ'),
    questions: z.array(question).min(1, { error: 'ajoutez au moins une question' }).meta({ title: 'Questions' }),
  })
  .meta({ title: 'Thème' });

export const faqPageSchema = z
  .object({
    meta: pageMeta(),
    banner: banner(),
    groups: z
      .array(group)
      .meta({ title: 'Thèmes et questions' })
      .check((context) => {
        const seen = new Set<string>();
        context.value.forEach((entry, index) => {
          if (seen.has(entry.id)) {
            context.issues.push({
              code: 'custom',
              input: entry.id,
              path: [index, 'id'],
              message: `le thème ${faqGroupNames[entry.id]} est déjà dans la liste : mettez ces questions dans le premier`,
            });
          }
          seen.add(entry.id);
        });
        // A question's id finds its translations: two questions may not share one, even in two themes.
        const questions = new Set<string>();
        context.value.forEach((entry, index) =>
          entry.questions.forEach((item, questionIndex) => {
            if (questions.has(item.id)) {
              context.issues.push({
                code: 'custom',
                input: item.id,
                path: [index, 'questions', questionIndex, 'id'],
                message: `l’identifiant ${item.id} est déjà pris par une autre question : ajoutez cette question avec le bouton de l’éditeur plutôt qu’en copiant une autre, ou donnez-lui un identifiant à elle, par exemple ${item.id}-2`,
              });
            }
            questions.add(item.id);
          }),
        );
      }),
  })
  .meta({ title: 'Page Questions fréquentes' });

export type FaqPageData = z.infer<typeof faqPageSchema>;

/** The languages a review may be written in: the site's four and the neighbours' most frequent. */
export const reviewLanguages = ['fr', 'en', 'nl', 'de', 'it', 'es'] as const;
export type ReviewLanguage = (typeof reviewLanguages)[number];

export const reviewSources = ['google', 'airbnb', 'booking', 'email'] as const;

/** What a review is about: a stay, which the bookings hold, or a meal, which they do not always. */
export const reviewSubjects = ['sejour', 'repas'] as const;
export type ReviewSubject = (typeof reviewSubjects)[number];
export type ReviewSource = (typeof reviewSources)[number];

/** A review's text: a fact in its own language (never translated), several lines. */
const reviewText = z
  .string()
  .trim()
  .min(1, { error: 'ce champ est vide : recopiez le texte de l’avis.' })
  .refine((value) => !hasRightToLeft(value), { error: rightToLeftMessage })
  .meta({
    title: 'Texte de l’avis',
    description:
      'Recopié tel que le client l’a écrit, dans sa langue, sans le corriger ni le traduire (le site dit dans quelle langue il est écrit)',
    widget: 'text',
    fact: true,
  });

const review = z
  .object({
    text: reviewText,
    language: choice(
      reviewLanguages,
      { fr: 'Français', en: 'Anglais', nl: 'Néerlandais', de: 'Allemand', it: 'Italien', es: 'Espagnol' },
      'Langue de l’avis',
      'La langue dans laquelle le client l’a écrit',
    ),
    author: z
      .string()
      .trim()
      .regex(/^\S.{0,29}$/, { error: 'écrivez un prénom et une initiale, 30 caractères au plus, par exemple Sanne V.' })
      .meta({ title: 'Prénom et initiale', description: 'Jamais le nom entier, par exemple Sanne V.', fact: true }),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, {
        error: (issue) =>
          `« ${String(issue.input)} » n’est pas un code de pays : écrivez ses deux lettres en majuscules, par exemple FR, NL, BE, DE, GB`,
      })
      // Two capitals that name no country (UK, XX); other writings are the pattern's to refuse.
      .refine((code) => !/^[A-Z]{2}$/.test(code) || isoCountryCodes.has(code), {
        error: (issue) => {
          const instead = countryCodeCorrections[String(issue.input)];
          return `« ${String(issue.input)} » n’est pas un code de pays de la norme ISO 3166 : ${instead ? `écrivez ${instead}` : 'écrivez celui du pays, par exemple FR, NL, BE, DE, GB (Royaume-Uni)'}`;
        },
      })
      .meta({
        title: 'Pays',
        description: 'Le code à deux lettres, par exemple FR (France), NL (Pays-Bas), BE (Belgique), DE (Allemagne), GB (Royaume-Uni)',
      }),
    source: choice(
      reviewSources,
      { google: 'Google', airbnb: 'Airbnb', booking: 'Booking.com', email: 'Par e-mail' },
      'Reçu sur',
      'Où le client a laissé cet avis',
    ),
    reviewDate: date('Date de l’avis', 'Le jour où le client l’a écrit, par exemple 2026-08-14'),
    // A stay is found in the bookings; a meal is not always: the page says which reviews are checked.
    subject: choice(
      reviewSubjects,
      { sejour: 'Un séjour (chalet ou cabane)', repas: 'Un repas au restaurant' },
      'L’avis porte sur',
      'Un séjour se retrouve dans vos réservations, un repas pas toujours : le site dit, sous un avis sur un repas, qu’il n’est pas vérifié',
    ),
    stayMonth: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, {
        error: (issue) => `« ${String(issue.input)} » n’est pas un mois : écrivez-le au format 2026-07 (année-mois)`,
      })
      .meta({
        title: 'Mois du séjour ou du repas',
        description: 'Le mois où le client a séjourné ou mangé chez vous, par exemple 2026-07',
      }),
  })
  .meta({ title: 'Avis' })
  .check((context) => {
    const { reviewDate, stayMonth } = context.value;
    // Today in Paris, where the owner copies the review: a review is written at the latest today.
    const today = isoDay(parisTime(new Date()).day);
    if (reviewDate > today) {
      context.issues.push({
        code: 'custom',
        input: reviewDate,
        path: ['reviewDate'],
        message: `« ${reviewDate} » est après aujourd’hui (${today}) : un avis est daté du jour où le client l’a écrit, vérifiez l’année et le mois`,
      });
    }
    if (reviewDate.slice(0, 7) < stayMonth) {
      context.issues.push({
        code: 'custom',
        input: stayMonth,
        path: ['stayMonth'],
        message: `le séjour (${stayMonth}) est après l’avis (${reviewDate}) : un avis s’écrit après le séjour, vérifiez les deux dates`,
      });
    }
  });

export const reviewsSchema = z
  .object({
    checked: choice(
      ['verifies', 'non-verifies'],
      {
        verifies:
          'Vérifiés : chaque avis publié sur un séjour est rapproché d’un séjour de nos réservations (un avis sur un repas est dit non vérifié)',
        'non-verifies': 'Non vérifiés : les avis sont recopiés sans rapprochement avec les réservations',
      },
      'Contrôle des avis',
      'Ce que le site dit à côté des avis, comme le demande le Code de la consommation (articles L111-7-2 et D111-17) : dites ce que vous faites vraiment',
    ),
    selection: choice(
      ['tous', 'choisis'],
      {
        tous: 'Tous les avis reçus sont publiés, favorables ou non (sauf motif de refus)',
        choisis: 'Une sélection : seuls certains avis reçus sont publiés',
      },
      'Avis publiés',
      'Le site le dit aux visiteurs ; une sélection présentée comme complète serait une pratique trompeuse',
    ),
    publishWithinDays: z.int().positive().meta({
      title: 'Délai de publication (jours au plus)',
      description: 'Entre la réception d’un avis et sa publication ici, par exemple 30',
    }),
    keepMonths: z.int().positive().meta({
      title: 'Durée de conservation (mois)',
      description: 'Combien de temps un avis reste affiché, par exemple 36 ; le site cache ceux qui sont plus anciens',
    }),
    reviews: z
      .array(review)
      .meta({ title: 'Avis reçus', description: 'Ne recopiez que des avis vraiment reçus ; la liste peut rester vide' }),
  })
  .meta({ title: 'Avis de clients' });

export type ReviewsData = z.infer<typeof reviewsSchema>;
export type Review = ReviewsData['reviews'][number];
