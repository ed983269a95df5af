import { savedShownShortlyText } from './saved-shown-shortly';

describe('savedShownShortlyText', () => {
  it("reads the server's text of the 202 answer, and nothing else", () => {
    const accepted = {
      type: 'urn:insolvenzmonitor:problem:saved-shown-shortly',
      status: 202,
      message: 'Die Änderung ist gespeichert und erscheint in Kürze.',
    };
    expect(savedShownShortlyText(accepted)).toBe('Die Änderung ist gespeichert und erscheint in Kürze.');
    expect(savedShownShortlyText({ token: 't', user: {} })).toBeUndefined();
    expect(savedShownShortlyText(null)).toBeUndefined();
  });
});
