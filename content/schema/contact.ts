import { z } from 'zod';
import { languages } from '@/lib/i18n/languages';
import { choice, factText, httpsUrl, longText, text, url } from './common';
import { lcen } from './legal-bases';
import { ownerValue } from './owner-value';

const phone = z
  .string()
  .regex(/^\+33\d{9}$/, {
    error: (issue) =>
      `« ${String(issue.input)} » : écrivez le numéro au format international, +33 puis les 9 chiffres sans le premier 0, par exemple +33384000000`,
  })
  .meta({
    title: 'Numéro au format international',
    description: '+33 puis les 9 chiffres sans le 0 du début : 03 84 00 00 00 s’écrit +33384000000',
  });

const degrees = (title: string, min: number, max: number, example: string) =>
  z
    .number({
      error: (issue) =>
        `« ${String(issue.input)} » n’est pas un nombre : écrivez des degrés décimaux avec un point, par exemple ${example}`,
    })
    .min(min, { error: `en dehors de ${min} à ${max} : écrivez des degrés décimaux, par exemple ${example}` })
    .max(max, { error: `en dehors de ${min} à ${max} : écrivez des degrés décimaux, par exemple ${example}` })
    .meta({ title, description: `Degrés décimaux, comme les montre une application de cartes, par exemple ${example}` });

/** The editor's names of the languages the phone may be answered in. */
const phoneLanguageChoices = { fr: 'Français', en: 'Anglais', nl: 'Néerlandais', de: 'Allemand' } as const;

export const contactSchema = z
  .object({
    address: ownerValue(
      z
        .object({
          street: factText('Rue', 'Par exemple 12 route du Lac'),
          postalCode: z
            .string()
            .regex(/^\d{5}$/, { error: (issue) => `« ${String(issue.input)} » : écrivez les 5 chiffres du code postal, par exemple 39300` })
            .meta({ title: 'Code postal', description: 'Par exemple 39300' }),
          city: factText('Commune'),
          region: factText('Région', 'Par exemple Bourgogne-Franche-Comté'),
          country: z.literal('FR').meta({ title: 'Pays (code)', description: 'FR pour la France' }),
        })
        .meta({ title: 'Adresse' }),
      'Adresse postale du domaine',
      { needed: `${lcen} : adresse de l’éditeur du site` },
    ),
    phone: ownerValue(phone, 'Numéro de téléphone (réservations)', {
      needed: `${lcen} : téléphone de l’éditeur ; les réservations s’y font`,
    }),
    phoneLanguages: ownerValue(
      z
        .array(choice(languages, phoneLanguageChoices, 'Langue'))
        .min(1, { error: 'aucune langue choisie : cochez au moins le français' })
        .meta({ title: 'Langues parlées au téléphone', default: ['fr'] }),
      'Langues dans lesquelles on répond au téléphone (affichées près des boutons d’appel)',
    ),
    email: ownerValue(
      z
        .email({
          error: (issue) =>
            `« ${String(issue.input)} » n’est pas une adresse e-mail : écrivez-la en entier, par exemple contact@exemple.fr`,
        })
        .meta({ title: 'E-mail', description: 'Par exemple contact@exemple.fr' }),
      'Adresse e-mail de contact',
      { needed: `${lcen} : e-mail de l’éditeur ; les demandes s’y replient quand l’envoi échoue` },
    ),
    coordinates: ownerValue(
      z
        .object({ latitude: degrees('Latitude', -90, 90, '47.8'), longitude: degrees('Longitude', -180, 180, '6.5') })
        .meta({ title: 'Coordonnées GPS de l’entrée' }),
      'Coordonnées GPS de l’entrée du domaine (latitude, longitude en degrés décimaux)',
    ),
    arrival: z
      .array(
        z
          .object({
            label: text('Titre', 'Par exemple Stationnement'),
            text: ownerValue(longText('Texte'), 'Accès : conseil d’arrivée'),
          })
          .meta({ title: 'Conseil' }),
      )
      .meta({ title: 'En arrivant', description: 'Les conseils du bloc « Nous trouver » de la page Contact' }),
    social: z
      .object({
        facebook: ownerValue(url('Page Facebook'), 'Page Facebook (réseau social)'),
        instagram: ownerValue(url('Profil Instagram'), 'Profil Instagram (photos)'),
      })
      .meta({ title: 'Réseaux sociaux' }),
    siteUrl: ownerValue(httpsUrl('Adresse du site', 'Par exemple https://www.chalets-du-lac.fr'), 'Adresse du site (URL)', {
      needed:
        'Adresse du site : les liens des moteurs de recherche, le plan du site et les partages la donnent (ou la variable SITE_URL de la publication)',
    }),
  })
  .meta({ title: 'Coordonnées' });

export type ContactData = z.infer<typeof contactSchema>;
