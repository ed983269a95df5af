import { readRegister, registerCourtKey, registerKey, registerParts, registerType } from './register-key.js';

describe('register keys (search, alerts and portfolios read register entries alike)', () => {
  it('reads the register court in every spelling, Berlin courts as Charlottenburg', () => {
    for (const court of [
      'Amtsgericht Charlottenburg',
      'AG Berlin-Charlottenburg',
      'Charlottenburg (Berlin)',
      'Amtsgericht Berlin',
      'Berlin',
      'Amtsgericht Mitte',
    ]) {
      expect(registerCourtKey(court)).toBe('charlottenburg');
    }
    expect(registerCourtKey('AG Köln')).toBe('koeln');
    expect(registerCourtKey('Frankfurt/Main')).toBe('frankfurtammain');
    expect(registerCourtKey('Erfurt')).toBe('jena');
    expect(registerCourtKey('')).toBeNull();
  });

  it('reads type and number in list spellings', () => {
    expect(registerType('HR B')).toBe('HRB');
    expect(registerType('Handelsregister A')).toBe('HRA');
    expect(registerType('GenR')).toBe('GnR');
    expect(registerType('HRC')).toBeNull();
    expect(registerParts({ court: 'Köln', type: 'HRB', number: '01234' })).toEqual({
      type: 'HRB',
      number: '1234',
      court: 'koeln',
    });
  });

  it('reads one text with the court before or after the number, and court letters after it', () => {
    expect(readRegister('HRB 1234 B')).toEqual({ type: 'HRB', number: '1234', court: null });
    expect(readRegister('Amtsgericht Köln HRB 1234')).toEqual({ type: 'HRB', number: '1234', court: 'koeln' });
    expect(readRegister('HRB 1234 AG Köln')).toEqual({ type: 'HRB', number: '1234', court: 'koeln' });
    expect(readRegister('HRB 1234 B, Amtsgericht Berlin-Charlottenburg')).toEqual({
      type: 'HRB',
      number: '1234',
      court: 'charlottenburg',
    });
    expect(readRegister('VR 55 (Registergericht Bonn)')).toEqual({ type: 'VR', number: '55', court: 'bonn' });
    expect(readRegister('1234')).toBeNull();
  });

  it('keys an entry only with its court', () => {
    expect(registerKey(readRegister('HRB 1234 AG Köln'))).toBe('koeln|HRB|1234');
    expect(registerKey(readRegister('HRB 1234'))).toBeNull();
  });
});
