import { jest } from '@jest/globals';
import { AppLogger } from './app-logger.js';

describe('AppLogger', () => {
  afterEach(() => jest.restoreAllMocks());

  it("writes NestJS's line format, without colour codes when the output is not a terminal", () => {
    const written: string[] = [];
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-25T09:00:00.250Z'));
    const logger = new AppLogger();
    logger.log('GET /api/insolvency/search 200 3.1ms', 'HTTP');
    logger.log('GET /api/health/live 200 0.4ms', 'HTTP');
    expect(written).toHaveLength(2);
    expect(written[0]).toMatch(/^\[Nest\] \d+ {2}- .+ {5}LOG \[HTTP\] GET \/api\/insolvency\/search 200 3\.1ms/);
    expect(written.join('')).not.toContain('\u001b[');
    // Both lines in the same second carry the same timestamp, formatted once.
    const stamp = (line: string) => line.split(' - ')[1]!.split('     LOG')[0];
    expect(stamp(written[1]!)).toBe(stamp(written[0]!));
  });
});
