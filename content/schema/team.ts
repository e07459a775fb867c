import { z } from 'zod';
import { factText, longText, photo, text } from './common';
import { ownerValue } from './owner-value';

export const teamSchema = z
  .object({
    title: text('Titre de la section'),
    intro: longText('Introduction'),
    members: z
      .array(
        z
          .object({
            name: ownerValue(factText('Prénom', 'Par exemple Camille'), 'Équipe : prénom'),
            role: text('Rôle', 'Par exemple En cuisine'),
            text: longText('Présentation'),
            photo: photo('Photo'),
          })
          .meta({ title: 'Membre de l’équipe' }),
      )
      .min(1)
      .meta({ title: 'Membres de l’équipe' }),
  })
  .meta({ title: 'L’équipe' });

export type TeamData = z.infer<typeof teamSchema>;
