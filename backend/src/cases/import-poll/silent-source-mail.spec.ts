import { silentSourceMail } from './silent-source-mail.js';

describe('silent-source mail to the admins', () => {
  it('names the day, carries the warning, links the monitor and has one delivery key per day and address', () => {
    const mail = silentSourceMail(
      'support@example.de',
      '2026-11-30',
      'Das Portal antwortet, listet heute aber keine Bekanntmachungen (sonst etwa 603 am Tag). <Prüfen>',
      'https://insolvenzmonitor.test',
    );
    expect(mail).toMatchObject({
      to: 'support@example.de',
      subject: 'Insolvenzmonitor: das Portal liefert am 30.11.2026 ungewöhnlich wenige Bekanntmachungen',
      kind: 'silent-source',
    });
    expect(mail.deliveryKey).toMatch(/^silent-source-2026-11-30-[0-9a-f]{12}$/);
    expect(mail.deliveryKey).not.toContain('support');
    // One mail per admin: another address, another delivery.
    expect(silentSourceMail('ADMIN@example.de', '2026-11-30', 'x', 'https://a.test').deliveryKey).not.toBe(
      mail.deliveryKey,
    );
    expect(mail.text).toContain('listet heute aber keine Bekanntmachungen');
    expect(mail.text).toContain('https://insolvenzmonitor.test/dashboard');
    expect(mail.html).toContain('&lt;Prüfen&gt;');
  });
});
