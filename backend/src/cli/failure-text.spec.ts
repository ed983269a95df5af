import { failureText } from './failure-text.js';

const named = (name: string, message = name) => Object.assign(new Error(message), { name });

describe('failureText', () => {
  it('names an unreachable KurrentDB or MongoDB in German with what to check', () => {
    expect(failureText(named('UnavailableError'))).toMatch(/^KurrentDB antwortet nicht: .*KURRENTDB_URL/);
    expect(failureText(new Error('UnavailableError'))).toMatch(/^KurrentDB antwortet nicht/);
    expect(failureText(named('MongooseServerSelectionError', 'connect ECONNREFUSED 127.0.0.1:27099'))).toMatch(
      /^MongoDB antwortet nicht: .*MONGO_URL/,
    );
  });

  it('keeps any other message', () => {
    expect(failureText(new Error('DATA_DIR fehlt'))).toBe('DATA_DIR fehlt');
    expect(failureText('kaputt')).toBe('kaputt');
  });
});
