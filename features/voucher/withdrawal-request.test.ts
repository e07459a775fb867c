import {
  checkWithdrawal,
  withdrawalMailtoHref,
  withdrawalMoment,
  withdrawalStatement,
  withdrawalTemplateParams,
  type WithdrawalValues,
} from './withdrawal-request';
import { withdrawalWords } from './withdrawal-words';

const filled: WithdrawalValues = { nom: 'Marie Dupont', email: 'marie@example.org', reference: 'BC-2026-014' };
// 14:05 in Paris on Tuesday 1 December 2026 (UTC+1).
const at = new Date('2026-12-01T13:05:00Z');

describe('the voucher’s online withdrawal', () => {
  it('asks only what identifies the contract, each refusal naming its field in the page’s language', () => {
    expect(checkWithdrawal({ nom: ' ', email: 'marie@', reference: '' }, withdrawalWords.de)).toEqual({
      nom: withdrawalWords.de.messages.nomRequired,
      email: withdrawalWords.de.messages.emailInvalid,
      reference: withdrawalWords.de.messages.referenceRequired,
    });
    expect(checkWithdrawal(filled, withdrawalWords.fr)).toEqual({});
  });

  it('dates the statement in Paris time, as each language writes a day and an hour', () => {
    expect(withdrawalMoment('fr', at)).toEqual({ date: 'mardi 1er décembre 2026', time: '14h05' });
    expect(withdrawalMoment('en', at)).toEqual({ date: 'Tuesday 1 December 2026', time: '14:05' });
  });

  it('writes the declaration as the model form does, then who, which voucher and when', () => {
    expect(withdrawalStatement(filled, withdrawalWords.fr, withdrawalMoment('fr', at)).split('\n')).toEqual([
      'Je vous notifie par la présente ma rétractation du contrat portant sur le bon cadeau suivant\u00a0: BC-2026-014.',
      '',
      'Nom\u00a0: Marie Dupont',
      'E-mail\u00a0: marie@example.org',
      'Envoyée le\u00a0: mardi 1er décembre 2026 à 14h05',
    ]);
  });

  it('hands the owner the statement in French through the voucher template, its own fields left empty', () => {
    const params = withdrawalTemplateParams(filled, withdrawalWords.fr, at, 'allemand');
    expect(params).toMatchObject({
      demande: 'Rétractation d’un bon cadeau',
      subject: 'Rétractation d’un bon cadeau – Marie Dupont (allemand)',
      valeur: 'BC-2026-014',
      nom: 'Marie Dupont',
      email: 'marie@example.org',
      beneficiaire: '',
      adresse: '',
      langue: 'allemand',
    });
    expect(params.message).toContain('Envoyée le\u00a0: mardi 1er décembre 2026 à 14h05');
  });

  it('prepares the same statement in the page’s language as an e-mail, to the owner or as the buyer’s copy', () => {
    const href = withdrawalMailtoHref(filled, withdrawalWords.nl, 'nl', at, 'marie@example.org');
    const url = new URL(href);
    expect(url.pathname).toBe('marie@example.org');
    expect(url.searchParams.get('subject')).toBe('Herroeping van een cadeaubon – Marie Dupont');
    expect(url.searchParams.get('body')).toContain(
      'Hierbij deel ik u mee dat ik de overeenkomst betreffende de volgende cadeaubon herroep: BC-2026-014.',
    );
    expect(url.searchParams.get('body')).toContain('Verstuurd op: dinsdag 1 december 2026 om 14.05 uur');
  });
});
