// The laws a needed fact answers to (FieldMeta.needed), as the owner reads them in check:content, the
// publish check and the editor: one wording each, so that every fact of a law names it alike.

/** The legal notice: loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique. */
export const lcen = 'Mentions légales : loi pour la confiance dans l’économie numérique (LCEN), article 6-III';

/** The information a visitor is owed when a form collects their data. */
export const gdpr = 'Données personnelles : RGPD, article 13';

export const consumerCode = 'Code de la consommation';
