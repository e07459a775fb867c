import { clampText, encodeStrictly, longestFitting, mailtoOf, visitorText } from './mailto';

describe('prepared e-mails', () => {
  it('encodes every character outside the unreserved set', () => {
    expect(encodeStrictly("a-b.c_d~e !'()*é")).toBe('a-b.c_d~e%20%21%27%28%29%2A%C3%A9');
  });

  it('writes the body’s line breaks as CRLF, whatever the text had', () => {
    const href = mailtoOf('contact@exemple.fr', 'Objet', 'un\ndeux\r\ntrois\rquatre');
    expect(href).toBe('mailto:contact@exemple.fr?subject=Objet&body=un%0D%0Adeux%0D%0Atrois%0D%0Aquatre');
  });

  it('keeps the longest start of a text that fits, in whole characters, and says whether it cut', () => {
    expect(longestFitting('court', () => true)).toEqual({ kept: 'court', shortened: false });
    const cut = longestFitting('ab🎉cd', (kept) => kept.length <= 3);
    expect(cut).toEqual({ kept: 'ab', shortened: true });
    expect(longestFitting('abc def', (kept, shortened) => kept.length + (shortened ? 2 : 0) <= 5)).toEqual({
      kept: 'abc',
      shortened: true,
    });
    // A request too long even without a message has no message to say it shortened.
    expect(longestFitting('', () => false)).toEqual({ kept: '', shortened: false });
  });

  it('holds a text to its maximum without cutting an emoji in half', () => {
    expect(clampText('abc🎉', 4)).toBe('abc');
    expect(clampText('abcd', 4)).toBe('abcd');
    expect(clampText(`a${'🎉'.charAt(0)}b`, 10)).toBe('a\uFFFDb');
  });
});

describe('visitorText (security review, issue 50)', () => {
  it('drops the controls a name could bring into the owner’s e-mail and subject, and keeps every letter', () => {
    expect(visitorText('Ma\u0000rie\u0007 \u001b[31mDupont\u007f\u0085')).toBe('Marie [31mDupont');
    expect(visitorText('Marie \u202Egpj.exe\u202C \u2066x\u2069 \u200E\u200F\u061C')).toBe('Marie gpj.exe x ');
    expect(visitorText('Łukasz Öztürk Ζωή 李 עמית محمد 👨‍👩‍👧')).toBe('Łukasz Öztürk Ζωή 李 עמית محمد 👨‍👩‍👧');
  });

  it('puts a one-line field on one line, and keeps a multiline field’s breaks and tabs', () => {
    expect(visitorText('Marie\r\nBcc: x@y.z')).toBe('Marie Bcc: x@y.z');
    expect(visitorText('Bonjour\r\n\tà bientôt\u000b', true)).toBe('Bonjour\r\n\tà bientôt');
  });
});
