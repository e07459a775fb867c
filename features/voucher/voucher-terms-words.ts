// The gift voucher's terms in each language, the site's words around the owner's choices
// (content/data/voucher.json): what a « séjour » voucher covers and leaves out, partial use, expiry,
// transfer, no refund, availability and the issuer (Code de la consommation L111-1, L211-1, L212-1);
// then the right of withdrawal of a voucher bought at a distance, its effects and the model form
// (L221-5, L221-18 to L221-25, R221-1 and its annex: the form as the EU directive 2011/83 words it in
// each language, annex I B). The page, the confirmation after sending, the visitor's copy and the
// voucher's PDF all write them from here.
import { companyWithCapital, frenchCompany } from '@/lib/i18n/company-name';
import type { Translated } from '@/lib/i18n/languages';

/** The model withdrawal form (annex to R221-1; directive 2011/83, annex I B, in each language's official wording). */
export interface WithdrawalFormWords {
  readonly title: string;
  readonly instruction: string;
  /** "{issuer}": the trader's name, address and e-mail, filled in by the trader as the model asks. */
  readonly to: string;
  /** The model's lines, in its order; the voucher's code after the first, the one thing a voucher adds. */
  readonly lines: readonly string[];
  readonly voucherCode: string;
  readonly footnote: string;
}

export interface VoucherTermsWords {
  /** A « séjour » voucher: what it covers. */
  readonly stayCovers: string;
  /** "{seasons}": the seasons it may be used in, listed. */
  readonly staySeasons: string;
  /** A season's name as listed in {seasons}: French gives each its preposition, « en basse saison », « pendant les vacances scolaires ». */
  readonly seasonIn: (name: string) => string;
  readonly stayAnySeason: string;
  /** What it leaves out when the taxe de séjour is charged to the guest. */
  readonly stayExcludes: string;
  /** The same where the commune takes the tax at a flat rate from the venue (nothing to add). */
  readonly stayExcludesNoTax: string;
  readonly partialUse: string;
  readonly singleUse: string;
  readonly expiry: string;
  readonly transferable: string;
  readonly personal: string;
  readonly noRefund: string;
  readonly availability: string;
  /** "{seller}", "{siren}", "{address}". */
  readonly issuer: string;
  /** The company, its form said once, and its capital: « la SARL Les Chalets du lac, au capital de 10 000 € ». */
  readonly seller: (company: string, form: string, capital: string) => string;
  readonly withdrawalTitle: string;
  /** The right, its period and when it starts. */
  readonly withdrawalRight: string;
  /** "{email}", "{postal}" (or "{postalTo}", the company as French names it after « à »): how to withdraw. */
  readonly withdrawalHow: string;
  /** "{button}" (withdrawal-words.ts), "{url}": the online withdrawal (C. conso L221-21), its button named as the page shows it. */
  readonly withdrawalOnline: string;
  /** "{button}": the same on the page, the button just under. */
  readonly withdrawalOnlineHere: string;
  /** The refund: everything, within 14 days, the same means of payment, free of charge. */
  readonly withdrawalRefund: string;
  /** A voucher already used during the period, at the buyer's request. */
  readonly withdrawalUsed: string;
  /** In one sentence, after sending, in the visitor's copy and on the voucher: "{url}", the page's section. */
  readonly withdrawalShort: string;
  readonly form: WithdrawalFormWords;
}

export const voucherTermsWords: Translated<VoucherTermsWords> = {
  fr: {
    stayCovers:
      'Un bon «\u00a0séjour\u00a0» vaut pour l’hébergement et le nombre de nuits indiqués sur le bon, frais obligatoires du séjour compris.',
    // « Il est valable en basse saison et pendant les vacances scolaires », not « pour les nuits de ces saisons : … » (the round-E French reader).
    staySeasons: 'Il est valable {seasons} (dates sur la page Hébergements).',
    seasonIn: (name) => {
      const named = name.charAt(0).toLocaleLowerCase('fr') + name.slice(1);
      if (/(?<![\p{L}])saison$/iu.test(name)) return `en ${named}`;
      if (/^vacances(?![\p{L}])/iu.test(name)) return `pendant les ${named}`;
      return `en période «\u00a0${name}\u00a0»`;
    },
    stayAnySeason: 'Il peut servir en toute saison.',
    stayExcludes: 'Ne sont pas compris\u00a0: les suppléments que vous choisissez, les animaux et la taxe de séjour, à régler sur place.',
    stayExcludesNoTax:
      'Ne sont pas compris\u00a0: les suppléments que vous choisissez et les animaux, à régler sur place. Il n’y a pas de taxe de séjour à payer en plus.',
    partialUse: 'Un bon «\u00a0montant\u00a0» peut servir en plusieurs fois, jusqu’à épuisement de sa valeur.',
    singleUse: 'Un bon «\u00a0montant\u00a0» sert en une seule fois\u00a0: la part non utilisée n’est pas rendue.',
    expiry: 'Passé sa date de fin de validité, le bon ne peut plus servir.',
    transferable:
      'Le bénéficiaire peut offrir le bon à quelqu’un d’autre\u00a0: il est valable pour la personne qui nous en donne le code.',
    personal: 'Le bon est nominatif\u00a0: seul le bénéficiaire dont le nom figure sur le bon peut l’utiliser.',
    noRefund: 'Passé le délai de rétractation de 14 jours, le bon n’est ni remboursé ni échangé contre de l’argent, même en partie.',
    availability: 'Le séjour se réserve selon nos disponibilités, en nous donnant le code du bon\u00a0: le bon ne bloque aucune date.',
    issuer: 'Bon émis par {seller}, SIREN {siren}, {address}.',
    seller: (company, form, capital) => `${frenchCompany(company, form)}, au capital de ${capital}`,
    withdrawalTitle: 'Droit de rétractation',
    withdrawalRight:
      'Le bon cadeau s’achète à distance\u00a0: vous avez 14 jours pour changer d’avis, sans donner de motif ni payer de pénalité (Code de la consommation, articles L221-18 et suivants). Le délai court à partir du jour où vous recevez le bon.',
    withdrawalHow:
      'Pour vous rétracter, envoyez-nous avant la fin de ce délai le formulaire ci-dessous, ou toute autre déclaration sans ambiguïté, par e-mail à {email} ou par courrier à {postalTo}.',
    withdrawalOnline:
      'Vous pouvez aussi vous rétracter en ligne, avec le bouton «\u00a0{button}\u00a0» de notre page du bon cadeau\u00a0: {url}.',
    withdrawalOnlineHere: 'Vous pouvez aussi vous rétracter en ligne, avec le bouton «\u00a0{button}\u00a0» ci-dessous.',
    withdrawalRefund:
      'Nous vous remboursons tout ce que vous avez payé au plus tard 14 jours après avoir reçu votre décision, par le moyen de paiement que vous avez utilisé, sauf si vous en choisissez un autre\u00a0; ce remboursement ne vous coûte rien (article L221-24).',
    withdrawalUsed: 'Si, à votre demande, le bon est utilisé pendant ce délai, la part utilisée n’est pas remboursée (article L221-25).',
    withdrawalShort:
      'Droit de rétractation\u00a0: 14 jours à partir de la réception du bon, sans motif\u00a0; tout ce que vous avez payé vous est rendu sous 14 jours. Formulaire et conditions\u00a0: {url}',
    form: {
      title: 'Formulaire de rétractation',
      instruction: '(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)',
      to: 'À l’attention de {issuer}\u00a0:',
      lines: [
        'Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous\u00a0:',
        'Commandé le (*)/reçu le (*)\u00a0:',
        'Nom du (des) consommateur(s)\u00a0:',
        'Adresse du (des) consommateur(s)\u00a0:',
        'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier)\u00a0:',
        'Date\u00a0:',
      ],
      voucherCode: 'Bon cadeau, code\u00a0:',
      footnote: '(*) Rayez la mention inutile.',
    },
  },
  en: {
    stayCovers: 'A ‘stay’ voucher covers the accommodation and the number of nights written on it, compulsory charges included.',
    staySeasons: 'It can be used for nights in these seasons: {seasons} (dates on the accommodation page).',
    seasonIn: (name) => name,
    stayAnySeason: 'It can be used in any season.',
    stayExcludes: 'Not included: any extras you choose, pets and the tourist tax, all paid on site.',
    stayExcludesNoTax: 'Not included: any extras you choose and pets, paid on site. There’s no tourist tax to pay on top.',
    partialUse: 'An ‘amount’ voucher can be used over several visits until its value runs out.',
    singleUse: 'An ‘amount’ voucher is used in one go: any value left over isn’t paid back.',
    expiry: 'Once it has expired, the voucher can no longer be used.',
    transferable: 'The recipient can pass the voucher on to someone else: whoever gives us the code can use it.',
    personal: 'The voucher is personal: only the recipient named on it can use it.',
    noRefund: 'Once the 14-day cancellation period is over, the voucher can’t be refunded or exchanged for cash, in whole or in part.',
    availability: 'Stays are booked subject to availability, by giving us the voucher’s code: the voucher doesn’t reserve any dates.',
    issuer: 'Voucher issued by {seller}, company number (SIREN) {siren}, {address}.',
    seller: (company, form, capital) => companyWithCapital(company, form, capital, 'share capital'),
    withdrawalTitle: 'Your right to cancel',
    withdrawalRight:
      'Gift vouchers are bought online, by email or by phone, so you have 14 days to change your mind, without giving a reason or paying any penalty (French Consumer Code, articles L221-18 onwards). The 14 days start on the day you receive the voucher.',
    withdrawalHow:
      'To cancel, send us the form below or any other clear statement before the 14 days are up, by email to {email} or by post to {postal}.',
    withdrawalOnline: 'You can also withdraw online, with the ‘{button}’ button on our gift voucher page: {url}.',
    withdrawalOnlineHere: 'You can also withdraw online, with the ‘{button}’ button below.',
    withdrawalRefund:
      'We’ll refund everything you paid no later than 14 days after receiving your decision, using the payment method you used unless you choose another; the refund costs you nothing (article L221-24).',
    withdrawalUsed:
      'If you choose to use the voucher within those 14 days, we won’t refund the part you’ve already used (article L221-25).',
    withdrawalShort:
      'Right to cancel: 14 days from receiving the voucher, no reason needed; everything you paid is refunded within 14 days. Form and details: {url}',
    form: {
      title: 'Model withdrawal form',
      instruction: '(complete and return this form only if you wish to withdraw from the contract)',
      to: 'To {issuer}:',
      lines: [
        'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*),',
        'Ordered on (*)/received on (*),',
        'Name of consumer(s),',
        'Address of consumer(s),',
        'Signature of consumer(s) (only if this form is notified on paper),',
        'Date',
      ],
      voucherCode: 'Gift voucher code:',
      footnote: '(*) Delete as appropriate.',
    },
  },
  nl: {
    stayCovers:
      'Een cadeaubon voor een verblijf geldt voor de accommodatie en het aantal nachten die op de bon staan, inclusief verplichte kosten.',
    staySeasons: 'Je kunt hem gebruiken voor nachten in deze seizoenen: {seasons} (data op de pagina Accommodaties).',
    seasonIn: (name) => name,
    stayAnySeason: 'Je kunt hem in elk seizoen gebruiken.',
    stayExcludes: 'Niet inbegrepen: extra’s die je zelf kiest, huisdieren en de toeristenbelasting; die betaal je ter plaatse.',
    stayExcludesNoTax:
      'Niet inbegrepen: extra’s die je zelf kiest en huisdieren; die betaal je ter plaatse. Er komt geen toeristenbelasting bij.',
    partialUse: 'Een cadeaubon voor een bedrag kun je in meerdere keren gebruiken, tot het bedrag op is.',
    singleUse: 'Een cadeaubon voor een bedrag gebruik je in één keer: wat je niet gebruikt, krijg je niet terug.',
    expiry: 'Na de einddatum kun je de bon niet meer gebruiken.',
    transferable: 'De ontvanger mag de bon aan iemand anders geven: wie ons de code geeft, kan hem gebruiken.',
    personal: 'De bon is persoonlijk: alleen de ontvanger van wie de naam op de bon staat, kan hem gebruiken.',
    noRefund: 'Na de bedenktijd van 14 dagen wordt de bon niet terugbetaald en niet ingewisseld voor geld, ook niet gedeeltelijk.',
    availability: 'Je reserveert je verblijf met de code van de bon, zolang er plaats is: met de bon zijn nog geen data gereserveerd.',
    issuer: 'Uitgegeven door {seller}, bedrijfsnummer (SIREN) {siren}, {address}.',
    seller: (company, form, capital) => companyWithCapital(company, form, capital, 'geplaatst kapitaal'),
    withdrawalTitle: 'Herroepingsrecht (bedenktijd)',
    withdrawalRight:
      'Een cadeaubon koop je op afstand: je hebt dus 14 dagen bedenktijd, zonder dat je een reden hoeft te geven of een boete betaalt (Franse Code de la consommation, artikel L221-18 en volgende). De 14 dagen gaan in op de dag dat je de bon ontvangt.',
    withdrawalHow:
      'Wil je de koop herroepen? Stuur ons dan vóór het einde van de bedenktijd het formulier hieronder, of een andere duidelijke verklaring, per e-mail naar {email} of per post naar {postal}.',
    withdrawalOnline: 'Je kunt ook online herroepen, met de knop ‘{button}’ op onze cadeaubonpagina: {url}.',
    withdrawalOnlineHere: 'Je kunt ook online herroepen, met de knop ‘{button}’ hieronder.',
    withdrawalRefund:
      'We betalen alles wat je hebt betaald terug, uiterlijk 14 dagen nadat we je beslissing hebben ontvangen, via de betaalmethode die je hebt gebruikt, tenzij je een andere kiest; de terugbetaling kost je niets (artikel L221-24).',
    withdrawalUsed:
      'Gebruik je de bon op jouw verzoek al tijdens de bedenktijd, dan krijg je het gebruikte deel niet terug (artikel L221-25).',
    withdrawalShort:
      'Herroepingsrecht: 14 dagen bedenktijd vanaf de ontvangst van de bon, zonder opgave van reden; alles wat je betaalde, krijg je binnen 14 dagen terug. Formulier en voorwaarden: {url}',
    form: {
      title: 'Modelformulier voor herroeping',
      instruction: '(dit formulier alleen invullen en terugzenden als u de overeenkomst wilt herroepen)',
      to: 'Aan {issuer}:',
      lines: [
        'Ik/Wij (*) deel/delen (*) u hierbij mede, dat ik/wij (*) onze overeenkomst betreffende de verkoop van de volgende goederen/levering van de volgende dienst (*) herroep/herroepen (*)',
        'Besteld op (*)/Ontvangen op (*)',
        'Naam/Namen consument(en)',
        'Adres consument(en)',
        'Handtekening van consument(en) (alleen wanneer dit formulier op papier wordt ingediend)',
        'Datum',
      ],
      voucherCode: 'Code van de cadeaubon:',
      footnote: '(*) Doorhalen wat niet van toepassing is.',
    },
  },
  de: {
    stayCovers:
      'Ein Aufenthaltsgutschein gilt für die Unterkunft und die Zahl der Nächte, die darauf stehen, einschließlich der obligatorischen Nebenkosten.',
    staySeasons: 'Er gilt für Nächte in diesen Saisons: {seasons} (Termine auf der Seite „Unterkünfte“).',
    seasonIn: (name) => name,
    stayAnySeason: 'Er gilt in jeder Saison.',
    stayExcludes: 'Nicht inbegriffen sind frei wählbare Zusatzleistungen, Haustiere und die Kurtaxe; sie werden vor Ort bezahlt.',
    stayExcludesNoTax:
      'Nicht inbegriffen sind frei wählbare Zusatzleistungen und Haustiere; sie werden vor Ort bezahlt. Eine Kurtaxe fällt nicht zusätzlich an.',
    partialUse: 'Ein Wertgutschein kann in mehreren Teilbeträgen eingelöst werden, bis sein Wert aufgebraucht ist.',
    singleUse: 'Ein Wertgutschein wird auf einmal eingelöst; ein nicht genutzter Restbetrag wird nicht ausgezahlt.',
    expiry: 'Nach Ablauf der Gültigkeit kann der Gutschein nicht mehr eingelöst werden.',
    transferable: 'Die beschenkte Person kann den Gutschein weiterverschenken; einlösen kann ihn, wer uns den Code nennt.',
    personal: 'Der Gutschein ist nicht übertragbar; einlösen kann ihn nur die darauf genannte Person.',
    noRefund: 'Nach Ablauf der 14-tägigen Widerrufsfrist wird der Gutschein weder erstattet noch ganz oder teilweise bar ausgezahlt.',
    availability: 'Der Aufenthalt wird nach Verfügbarkeit unter Angabe des Gutscheincodes gebucht; der Gutschein reserviert keine Termine.',
    issuer: 'Ausgestellt von {seller}, Unternehmensnummer (SIREN) {siren}, {address}.',
    seller: (company, form, capital) => companyWithCapital(company, form, capital, 'Stammkapital'),
    withdrawalTitle: 'Widerrufsrecht',
    withdrawalRight:
      'Einen Gutschein kaufen Sie im Fernabsatz. Sie können den Kauf deshalb binnen 14 Tagen ohne Angabe von Gründen widerrufen (französischer Code de la consommation, Artikel L221-18 ff.). Die Frist beginnt an dem Tag, an dem Sie den Gutschein erhalten.',
    withdrawalHow:
      'Um zu widerrufen, senden Sie uns vor Ablauf der Frist das Formular unten oder eine andere eindeutige Erklärung, per E-Mail an {email} oder per Post an {postal}.',
    withdrawalOnline: 'Sie können auch online widerrufen, mit der Schaltfläche „{button}“ auf unserer Gutscheinseite: {url}.',
    withdrawalOnlineHere: 'Sie können auch online widerrufen, mit der Schaltfläche „{button}“ unten.',
    withdrawalRefund:
      'Wir erstatten Ihnen alle Zahlungen spätestens 14 Tage nach Eingang Ihres Widerrufs, mit demselben Zahlungsmittel, sofern Sie kein anderes wählen; die Rückzahlung ist für Sie kostenlos (Artikel L221-24).',
    withdrawalUsed:
      'Lösen Sie den Gutschein auf eigenen Wunsch schon innerhalb dieser 14 Tage ein, erstatten wir den bereits genutzten Teil nicht (Artikel L221-25).',
    withdrawalShort:
      'Widerrufsrecht: 14 Tage ab Erhalt des Gutscheins, ohne Angabe von Gründen; alle Zahlungen werden binnen 14 Tagen nach Eingang Ihres Widerrufs erstattet. Formular und Bedingungen: {url}',
    form: {
      title: 'Muster-Widerrufsformular',
      instruction: '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
      to: 'An {issuer}:',
      lines: [
        'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)',
        'Bestellt am (*)/erhalten am (*)',
        'Name des/der Verbraucher(s)',
        'Anschrift des/der Verbraucher(s)',
        'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
        'Datum',
      ],
      voucherCode: 'Gutscheincode:',
      footnote: '(*) Unzutreffendes streichen.',
    },
  },
};
