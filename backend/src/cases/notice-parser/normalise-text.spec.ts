import { MAX_TEXT_CHARS, normaliseNoticeText } from './normalise-text.js';

const normalise = (raw: unknown) => normaliseNoticeText(raw).text;

describe('text normalisation', () => {
  it('joins the portal’s lines and hyphenation and collapses whitespace', () => {
    expect(normalise('Über das\r\nVermögen der  Insolvenz-\nverwalter Hans-\nJörg\t X')).toBe(
      'Über das Vermögen der Insolvenzverwalter Hans-Jörg X',
    );
  });

  it('separates words glued to an article or preposition and postal codes glued to their city', () => {
    expect(normalise('über das Vermögen derMuster GmbH, Ring 1, 45127Essen, imHandelsregister')).toBe(
      'über das Vermögen der Muster GmbH, Ring 1, 45127 Essen, im Handelsregister',
    );
    expect(normalise('d.R.I.S. GmbH wird am01.02.2020 um 10:00 Uhr')).toBe(
      'd. R.I.S. GmbH wird am 01.02.2020 um 10:00 Uhr',
    );
    // Words that merely end like an article, and register numbers, stay as they are.
    expect(normalise('wieder Muster, Kinder Garten, HRB 12345 B, 12345678Essen')).toBe(
      'wieder Muster, Kinder Garten, HRB 12345 B, 12345678Essen',
    );
  });

  it('undoes the collector’s glued words and letter-spaced words', () => {
    expect(normalise('In demInsolvenzantragsverfahren')).toBe('In dem Insolvenzantragsverfahren');
    expect(normalise('Beschluss:Zur Sicherung')).toBe('Beschluss: Zur Sicherung');
    expect(normalise('bestellt.Verfügungen der')).toBe('bestellt. Verfügungen der');
    expect(normalise('B e s c h l u s s In dem Verfahren g e g e n Probe GmbH')).toBe(
      'Beschluss In dem Verfahren gegen Probe GmbH',
    );
    expect(normalise('IN 62/20IN 146/20')).toBe('IN 62/20 IN 146/20');
    expect(normalise('DresdenTelefax: 0351 1')).toBe('Dresden Telefax: 0351 1');
  });

  it('keeps e-mail addresses, web addresses and company names intact', () => {
    expect(normalise('E-Mail: info@kanzlei-beispiel.de, www.kanzlei-beispiel.de')).toBe(
      'E-Mail: info@kanzlei-beispiel.de, www.kanzlei-beispiel.de',
    );
    expect(normalise('R.I.S.Rheingau GmbH und ViDiCore GmbH')).toBe('R.I.S.Rheingau GmbH und ViDiCore GmbH');
  });

  it('decodes HTML remnants and removes invisible characters', () => {
    expect(normalise('M&uuml;ller &amp; S&ouml;hne<br>GmbH\u00ad\u00a0X')).toBe('Müller & Söhne GmbH X');
  });

  it('cuts very long input to head and tail and accepts non-strings', () => {
    const result = normaliseNoticeText('x'.repeat(MAX_TEXT_CHARS + 10));
    expect(result.truncated).toBe(true);
    expect(result.text.length).toBeLessThanOrEqual(MAX_TEXT_CHARS + 1);
    expect(normalise(undefined)).toBe('');
  });
});
