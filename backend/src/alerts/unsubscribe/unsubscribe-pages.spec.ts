import type { UnsubscribeTarget } from '../../platform/unsubscribe/unsubscribe-token.js';
import { confirmationPage, donePage } from './unsubscribe-pages.js';

const subscription: UnsubscribeTarget = { kind: 'subscription', id: 'a' };
const savedSearch: UnsubscribeTarget = { kind: 'saved-search', id: 'b' };
const reminders: UnsubscribeTarget = { kind: 'deadline-reminders', id: 'c' };
const portfolio: UnsubscribeTarget = { kind: 'portfolio', id: 'd' };

describe('the pages of the unsubscribe link', () => {
  it.each([
    [
      [subscription],
      'Sie erhalten für diese Benachrichtigung keine E-Mails mehr. Unter „Benachrichtigungen“ können Sie sie jederzeit wieder einschalten.',
    ],
    [
      [savedSearch],
      'Sie erhalten für dieses Suchprofil keine E-Mails mehr. Auf der Suchseite unter „Meine Suchprofile“ können Sie die E-Mails jederzeit wieder einschalten.',
    ],
    [
      [reminders],
      'Sie erhalten keine Fristen-Erinnerungen mehr. Unter „Meine Fristen“ können Sie sie jederzeit wieder einschalten.',
    ],
    [
      [portfolio],
      'Sie erhalten für dieses Portfolio keine E-Mails mehr. Unter „Portfolios“ (Zustellung) können Sie die E-Mails jederzeit wieder einschalten.',
    ],
    [
      [subscription, savedSearch, subscription],
      'Sie erhalten für die 3 Benachrichtigungen dieser E-Mail keine E-Mails mehr. Unter „Benachrichtigungen“ und auf der Suchseite unter „Meine Suchprofile“ können Sie sie jederzeit wieder einschalten.',
    ],
  ])('say in German what was switched off and where it is switched on again', (targets, text) => {
    expect(donePage(targets)).toContain(`<p>${text}</p>`);
  });

  it('ask with a form that posts to the same address, and work without script', () => {
    const page = confirmationPage([subscription]);
    expect(page).toContain('<h1>Benachrichtigung deaktivieren?</h1>');
    expect(page).toContain('<form method="post"><button type="submit">Deaktivieren</button></form>');
    expect(page).not.toContain('<script');
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(confirmationPage([reminders])).toContain('<button type="submit">Abbestellen</button>');
  });
});
