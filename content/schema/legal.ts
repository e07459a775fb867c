import { z } from 'zod';
import { factText, longText, text } from './common';
import { consumerCode, gdpr, lcen } from './legal-bases';
import { ownerValue } from './owner-value';

/** The legal notice's values (LCEN art. 6, Code de la consommation art. L616-1); its words stay in config/legal.ts. */
export const legalSchema = z
  .object({
    publisher: z
      .object({
        companyName: ownerValue(
          factText('Dénomination sociale', 'Le nom de la société, comme sur l’extrait Kbis'),
          'Dénomination sociale de la société',
          { needed: `${lcen} : dénomination de la société` },
        ),
        // Like every other legal fact, the form and the capital are the owner's to give (as on the Kbis),
        // never a value the site assumes: a page leaves them out until then, and check:publish waits.
        legalForm: ownerValue(factText('Forme juridique', 'Comme sur l’extrait Kbis, par exemple SARL'), 'Forme juridique de la société', {
          needed: `${lcen} ; Code de commerce, article R123-238 : forme juridique de la société`,
        }),
        shareCapital: ownerValue(
          z
            .number({
              error: (issue) => `« ${String(issue.input)} » n’est pas un montant : écrivez un nombre entier d’euros, par exemple 10000`,
            })
            .int({ error: 'écrivez un nombre entier d’euros, sans centimes, par exemple 10000' })
            .min(0, { error: 'écrivez un montant de 0 ou plus, par exemple 10000' })
            .meta({
              title: 'Capital social (€)',
              description: 'Sans espace ni symbole, comme sur l’extrait Kbis, par exemple 10000 pour 10 000 €',
            }),
          'Capital social de la société (€)',
          { needed: `${lcen} ; Code de commerce, article R123-238 : montant du capital social` },
        ),
        rcs: ownerValue(
          factText('RCS', 'Numéro et ville du greffe, par exemple RCS Lons-le-Saunier 123 456 789'),
          'Numéro RCS et ville du greffe',
          { needed: `${lcen} : numéro d’inscription au registre du commerce` },
        ),
        siren: ownerValue(factText('SIREN', '9 chiffres, par exemple 123 456 789'), 'Numéro SIREN', {
          needed: `${lcen} ; Code de commerce, article R123-237`,
        }),
        vatNumber: ownerValue(factText('TVA intracommunautaire', 'Par exemple FR12123456789'), 'Numéro de TVA intracommunautaire', {
          needed: 'Mentions légales : LCEN, article 19 (numéro de TVA d’une activité soumise à la TVA)',
        }),
        director: ownerValue(
          factText('Directeur ou directrice de la publication', 'Prénom et nom'),
          'Directeur ou directrice de la publication',
          { needed: `${lcen} : directeur de la publication` },
        ),
      })
      .meta({ title: 'Éditeur du site', description: 'Le siège, le téléphone et l’e-mail viennent des coordonnées.' }),
    host: z
      .object({
        name: ownerValue(factText('Nom de l’hébergeur', 'Par exemple GitHub, Inc.'), 'Nom de l’hébergeur du site', {
          needed: `${lcen} : hébergeur du site`,
        }),
        address: ownerValue(factText('Adresse de l’hébergeur'), 'Adresse de l’hébergeur', { needed: `${lcen} : hébergeur du site` }),
        phone: ownerValue(factText('Téléphone de l’hébergeur'), 'Téléphone de l’hébergeur', { needed: `${lcen} : hébergeur du site` }),
      })
      .meta({ title: 'Hébergement du site' }),
    mediator: z
      .object({
        name: ownerValue(factText('Nom du médiateur'), 'Médiateur de la consommation : nom', {
          needed: `${consumerCode}, articles L612-1 et L616-1 : le médiateur est donné aux clients`,
        }),
        address: ownerValue(factText('Adresse postale du médiateur'), 'Médiateur de la consommation : adresse postale', {
          needed: `${consumerCode}, articles L612-1 et L616-1 : le médiateur est donné aux clients`,
        }),
        website: ownerValue(
          factText('Site du médiateur', 'Par exemple https://www.example.org/'),
          'Médiateur de la consommation : adresse du site',
          { needed: `${consumerCode}, articles L612-1 et L616-1 : le médiateur est donné aux clients` },
        ),
      })
      .meta({ title: 'Médiateur de la consommation' }),
    court: ownerValue(
      factText('Tribunal', 'Le tribunal judiciaire dont dépend le domaine, par exemple tribunal judiciaire de Lons-le-Saunier'),
      'Conditions générales de vente : tribunal dont dépend le domaine',
    ),
    reservationRetention: ownerValue(
      longText('Durée de conservation', 'Par exemple 1 an après la date du repas ou du séjour'),
      'Durée de conservation des demandes de table et de séjour (par exemple : 1 an après la date du repas ou du séjour)',
      { needed: `${gdpr} : durée de conservation des demandes` },
    ),
    voucherRequestRetention: ownerValue(
      longText('Durée de conservation', 'Par exemple 1 an après la demande'),
      'Durée de conservation des demandes de bon cadeau restées sans achat (un bon vendu se garde 10 ans avec sa facture : Code de commerce, article L123-22)',
      { needed: `${gdpr} : durée de conservation des demandes de bon cadeau` },
    ),
    emailProcessor: z
      .object({
        country: ownerValue(
          text('Pays', 'Où EmailJS traite les demandes, d’après sa politique de confidentialité, par exemple Singapour'),
          'EmailJS : pays où les demandes sont traitées',
          { needed: `${gdpr} : transfert des demandes hors de l’Union européenne` },
        ),
        transferBasis: ownerValue(
          longText(
            'Garantie du transfert',
            'Ce qui encadre l’envoi des données hors de l’Union européenne, d’après l’accord de traitement des données d’EmailJS, par exemple clauses contractuelles types de la Commission européenne',
          ),
          'EmailJS : garantie du transfert hors de l’Union européenne',
          { needed: `${gdpr} : transfert des demandes hors de l’Union européenne` },
        ),
      })
      .meta({
        title: 'Envoi des demandes (EmailJS)',
        description:
          'EmailJS transmet les demandes de table et de séjour à votre messagerie : ses pages « Privacy Policy » et « Data Processing Agreement » disent où et sous quelle garantie.',
      }),
    mailboxProvider: ownerValue(
      text(
        'Votre messagerie',
        'Le fournisseur de la boîte qui reçoit les demandes, et son pays, par exemple Orange (France) ou Google Gmail (États-Unis, clauses contractuelles types)',
      ),
      'Messagerie qui reçoit les demandes : fournisseur et pays',
      { needed: `${gdpr} : destinataires des demandes (la messagerie qui les reçoit)` },
    ),
  })
  .meta({ title: 'Mentions légales' });

export type LegalData = z.infer<typeof legalSchema>;
