import { z } from 'zod';
import { factText, optional, photoFile, text, url } from './common';

export const photoCreditsSchema = z
  .object({
    credits: z
      .array(
        z
          .object({
            file: photoFile('Photo', 'La photo que ce crédit accompagne, dans content/photos'),
            shows: text('Ce que montre la photo', 'Avec son titre d’origine, par exemple Ponton au bord de l’eau (« By the water »)'),
            author: factText('Auteur ou autrice'),
            licence: factText('Licence', 'Par exemple CC BY 4.0, LGPL-3.0, domaine public'),
            licenceUrl: optional(url('Lien vers la licence', 'Facultatif, par exemple https://creativecommons.org/licenses/by/4.0/')),
            illustration: optional(
              z.boolean().meta({
                title: 'Photo d’illustration (ne montre pas le domaine)',
                description:
                  'Cochée : la photo porte la mention « Photo d’illustration » dans chaque langue, pour que personne ne la prenne pour le domaine (Code de la consommation, article L121-2). Décochez-la si la photo montre vraiment le domaine, ou remplacez la photo par une vraie',
              }),
            ),
          })
          .meta({ title: 'Crédit' }),
      )
      .check((context) => {
        const seen = new Set<string>();
        context.value.forEach((credit, index) => {
          if (seen.has(credit.file)) {
            context.issues.push({
              code: 'custom',
              input: credit.file,
              path: [index, 'file'],
              message: `la photo ${credit.file} a déjà un crédit plus haut : gardez-en un seul`,
            });
          }
          seen.add(credit.file);
        });
      })
      .meta({
        title: 'Crédits photos',
        description: 'Une ligne par photo dont la licence demande de citer l’auteur ; vos propres photos n’en ont pas besoin.',
      }),
  })
  .meta({ title: 'Crédits photos' });

export type PhotoCreditsData = z.infer<typeof photoCreditsSchema>;
