import { capReachedNote, immediateCapDecision } from './immediate-cap.js';
import { fieldProblem } from './subscription-rules.js';
import { modeAllowed, modeOf } from './delivery-mode.js';

describe('immediate mails: the daily cap per recipient (issue #30)', () => {
  it('sends below the cap, marks the mail that reaches it, and sends nothing beyond it', () => {
    expect(immediateCapDecision(0, 3)).toEqual({ send: true, reachesCap: false });
    expect(immediateCapDecision(1, 3)).toEqual({ send: true, reachesCap: false });
    expect(immediateCapDecision(2, 3)).toEqual({ send: true, reachesCap: true });
    expect(immediateCapDecision(3, 3)).toEqual({ send: false, reachesCap: false });
    expect(immediateCapDecision(7, 3)).toEqual({ send: false, reachesCap: false });
  });

  it('a cap of 0 switches immediate mails off: everything waits for the digest', () => {
    expect(immediateCapDecision(0, 0)).toEqual({ send: false, reachesCap: false });
  });

  it('tells the recipient in one German line where further matches go', () => {
    expect(capReachedNote(20)).toBe(
      'Damit haben Sie heute die Höchstzahl von 20 Sofort-E-Mails erreicht: weitere Treffer erhalten Sie in der ' +
        'täglichen Sammel-E-Mail um 07:00 Uhr.',
    );
  });
});

describe('delivery modes (issue #30)', () => {
  it('reads a missing mode as täglich and allows sofort for Pro only', () => {
    expect(modeOf({})).toBe('täglich');
    expect(modeOf({ mode: 'sofort' })).toBe('sofort');
    expect(modeAllowed('täglich', false)).toBe(true);
    expect(modeAllowed('sofort', false)).toBe(false);
    expect(modeAllowed('sofort', true)).toBe(true);
  });

  it('validates the mode of a request with a German message', () => {
    expect(fieldProblem('mode', { mode: 'sofort' })).toBeNull();
    expect(fieldProblem('mode', {})).toBeNull();
    expect(fieldProblem('mode', { mode: 'stündlich' })).toBe('Benachrichtigung muss „sofort“ oder „täglich“ sein');
  });
});
