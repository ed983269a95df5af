import { usageText } from './usage.js';

const CLI = { command: 'npm run --silent cli -- <Befehl> [Optionen]', noun: 'Befehl', heading: 'Befehle' };

describe('CLI usage', () => {
  it('names an unknown command in German and lists the commands (exit code 2)', () => {
    const { text, code } = usageText(CLI, 'gibtsnicht', [['create-admin', 'Legt einen Administrator an']], 14);
    expect(code).toBe(2);
    expect(text).toBe(
      'Unbekannter Befehl: gibtsnicht\n\nAufruf: npm run --silent cli -- <Befehl> [Optionen]\n\nBefehle:\n' +
        '  create-admin   Legt einen Administrator an',
    );
    expect(text).not.toMatch(/Unknown|Usage|Commands/);
  });

  it('answers help with the list only (exit code 0)', () => {
    for (const asked of [undefined, 'help', '--help']) {
      const { text, code } = usageText(CLI, asked, [], 4);
      expect(code).toBe(0);
      expect(text.startsWith('Aufruf:')).toBe(true);
    }
  });
});
