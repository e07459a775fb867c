// The words of the voucher's online withdrawal (withdrawal-request.ts), in each language. The two buttons
// carry the law's own labels (« Renoncer au contrat ici », « Confirmer la rétractation »: C. conso L221-21);
// the statement follows the model form's « Je vous notifie par la présente ma rétractation… ».
import type { Translated } from '@/lib/i18n/languages';
import type { WithdrawalWords } from './withdrawal-request';

export const withdrawalWords: Translated<WithdrawalWords> = {
  fr: {
    open: 'Renoncer au contrat ici',
    intro:
      'Pour vous rétracter en ligne pendant les 14 jours, indiquez votre nom, votre e-mail et le bon cadeau concerné, puis confirmez. Nous vous envoyons dans les meilleurs délais, par e-mail, un accusé de réception reprenant votre déclaration, sa date et son heure.',
    labels: { nom: 'Nom', email: 'E-mail', reference: 'Bon cadeau concerné' },
    referenceHint: 'Son code, ou la date de votre commande.',
    confirm: 'Confirmer la rétractation',
    messages: {
      nomRequired: 'Nom\u00a0: veuillez indiquer votre nom.',
      emailRequired: 'E-mail\u00a0: veuillez indiquer votre adresse e-mail.',
      emailInvalid: 'E-mail\u00a0: veuillez indiquer une adresse valide, par exemple nom@exemple.fr.',
      referenceRequired: 'Bon cadeau concerné\u00a0: veuillez indiquer son code ou la date de votre commande.',
    },
    statement: 'Je vous notifie par la présente ma rétractation du contrat portant sur le bon cadeau suivant\u00a0: {reference}.',
    line: '{label}\u00a0: {value}',
    sentAt: '{date} à {time}',
    sentAtLabel: 'Envoyée le',
    subject: 'Rétractation d’un bon cadeau',
    sent: 'Votre rétractation nous a été envoyée le {date} à {time}. Nous vous en accusons réception par e-mail, à {email}, et vous remboursons au plus tard 14 jours après l’avoir reçue.',
    copyLink: 'Garder une copie de ma rétractation',
  },
  en: {
    open: 'Withdraw from the contract here',
    intro:
      'To withdraw online within the 14 days, give your name, your email and the gift voucher concerned, then confirm. We’ll promptly send you an acknowledgement by email, repeating your statement with its date and time.',
    labels: { nom: 'Name', email: 'Email', reference: 'Gift voucher concerned' },
    referenceHint: 'Its code, or the date you ordered it.',
    confirm: 'Confirm withdrawal',
    messages: {
      nomRequired: 'Name: please enter your name.',
      emailRequired: 'Email: please enter your email address.',
      emailInvalid: 'Email: please enter a valid email address, for example name@example.com.',
      referenceRequired: 'Gift voucher concerned: please enter its code or the date you ordered it.',
    },
    statement: 'I hereby give notice that I withdraw from my contract for the following gift voucher: {reference}.',
    line: '{label}: {value}',
    sentAt: '{date} at {time}',
    sentAtLabel: 'Sent on',
    subject: 'Withdrawal from a gift voucher',
    sent: 'Your withdrawal was sent to us on {date} at {time}. We’ll acknowledge receipt by email to {email}, and refund you no later than 14 days after receiving it.',
    copyLink: 'Keep a copy of my withdrawal',
  },
  nl: {
    open: 'Hier de overeenkomst herroepen',
    intro:
      'Wil je binnen de 14 dagen online herroepen? Vul je naam, je e-mailadres en de betreffende cadeaubon in en bevestig. We sturen je zo snel mogelijk per e-mail een ontvangstbevestiging, met je verklaring en de datum en het tijdstip ervan.',
    labels: { nom: 'Naam', email: 'E-mailadres', reference: 'Betreffende cadeaubon' },
    referenceHint: 'De code, of de datum van je bestelling.',
    confirm: 'Herroeping bevestigen',
    messages: {
      nomRequired: 'Naam: vul je naam in.',
      emailRequired: 'E-mailadres: vul je e-mailadres in.',
      emailInvalid: 'E-mailadres: vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.',
      referenceRequired: 'Betreffende cadeaubon: vul de code of de datum van je bestelling in.',
    },
    // The statement keeps « u », as the model withdrawal form does.
    statement: 'Hierbij deel ik u mee dat ik de overeenkomst betreffende de volgende cadeaubon herroep: {reference}.',
    line: '{label}: {value}',
    sentAt: '{date} om {time}',
    sentAtLabel: 'Verstuurd op',
    subject: 'Herroeping van een cadeaubon',
    sent: 'Je herroeping is op {date} om {time} naar ons verstuurd. We bevestigen de ontvangst per e-mail aan {email} en betalen je uiterlijk 14 dagen na ontvangst terug.',
    copyLink: 'Een kopie van mijn herroeping bewaren',
  },
  de: {
    open: 'Vertrag hier widerrufen',
    intro:
      'Um innerhalb der 14 Tage online zu widerrufen, geben Sie Ihren Namen, Ihre E-Mail-Adresse und den betreffenden Gutschein an und bestätigen Sie. Wir senden Ihnen unverzüglich per E-Mail eine Eingangsbestätigung mit Ihrer Erklärung sowie deren Datum und Uhrzeit.',
    labels: { nom: 'Name', email: 'E-Mail-Adresse', reference: 'Betreffender Gutschein' },
    referenceHint: 'Sein Code oder das Datum Ihrer Bestellung.',
    confirm: 'Widerruf bestätigen',
    messages: {
      nomRequired: 'Name: Bitte geben Sie Ihren Namen an.',
      emailRequired: 'E-Mail-Adresse: Bitte geben Sie Ihre E-Mail-Adresse an.',
      emailInvalid: 'E-Mail-Adresse: Bitte geben Sie eine gültige Adresse an, zum Beispiel name@beispiel.de.',
      referenceRequired: 'Betreffender Gutschein: Bitte geben Sie seinen Code oder das Datum Ihrer Bestellung an.',
    },
    statement: 'Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über den folgenden Gutschein: {reference}.',
    line: '{label}: {value}',
    // {date} is « Dienstag, 1. Dezember 2026 »: a comma closes it before the time.
    sentAt: '{date}, um {time}',
    sentAtLabel: 'Gesendet am',
    subject: 'Widerruf eines Gutscheins',
    sent: 'Ihr Widerruf wurde am {date}, um {time} an uns gesendet. Wir bestätigen Ihnen den Eingang per E-Mail an {email} und erstatten Ihnen den Betrag spätestens 14 Tage nach Eingang.',
    copyLink: 'Eine Kopie meines Widerrufs behalten',
  },
};
