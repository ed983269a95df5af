import { messagePreview } from './message-preview';

describe('messagePreview', () => {
  it('skips empty lines: the greeting and the first sentence, not the greeting and a blank', () => {
    expect(messagePreview('Guten Tag,\n\nich habe eine Frage zum Export.\n\nViele Grüße\nErika')).toEqual({
      text: 'Guten Tag,\nich habe eine Frage zum Export.',
      hidesLines: true,
    });
  });

  it('hides nothing when the message has at most two lines with text', () => {
    expect(messagePreview('Guten Tag,\r\n\r\nbitte rufen Sie mich an.\n')).toEqual({
      text: 'Guten Tag,\nbitte rufen Sie mich an.',
      hidesLines: false,
    });
    expect(messagePreview('Kurz.')).toEqual({ text: 'Kurz.', hidesLines: false });
  });
});
