import { jest } from '@jest/globals';
import { AppLogger, flushAppLog } from './app-logger.js';

const endOfTurn = () => new Promise((resolve) => setImmediate(resolve));

function captureWrites(stream: NodeJS.WriteStream, written: string[]): void {
  jest.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
}

describe('AppLogger', () => {
  afterEach(() => jest.restoreAllMocks());

  it("writes NestJS's line format, without colour codes, the lines of one turn in one write", async () => {
    const written: string[] = [];
    captureWrites(process.stdout, written);
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-25T09:00:00.250Z'));
    const logger = new AppLogger();
    logger.log('GET /api/insolvency/search 200 3.1ms', 'HTTP');
    logger.log('GET /api/health/live 200 0.4ms', 'HTTP');
    expect(written).toHaveLength(0);
    await endOfTurn();
    expect(written).toHaveLength(1);
    const lines = written[0]!.split('\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[Nest\] \d+ {2}- .+ {5}LOG \[HTTP\] GET \/api\/insolvency\/search 200 3\.1ms/);
    expect(lines[1]).toMatch(/LOG \[HTTP\] GET \/api\/health\/live 200 0\.4ms/);
    expect(written.join('')).not.toContain('\u001b[');
    // Both lines in the same second carry the same timestamp, formatted once.
    const stamp = (line: string) => line.split(' - ')[1]!.split('     LOG')[0];
    expect(stamp(lines[1]!)).toBe(stamp(lines[0]!));
  });

  it('writes the pending lines at once when flushed (the last shutdown step)', () => {
    const written: string[] = [];
    captureWrites(process.stdout, written);
    new AppLogger().log('received SIGTERM, shutting down', 'PlatformModule');
    flushAppLog();
    expect(written.join('')).toContain('LOG [PlatformModule] received SIGTERM, shutting down');
  });

  it('writes the pending lines before an error, which goes to standard error at once', () => {
    const order: string[] = [];
    captureWrites(process.stdout, order);
    captureWrites(process.stderr, order);
    const logger = new AppLogger();
    logger.log('GET /api/cases/1 200 1.0ms', 'HTTP');
    logger.error('Projektion angehalten', undefined, 'Projections');
    expect(order).toHaveLength(2);
    expect(order[0]).toContain('GET /api/cases/1 200 1.0ms');
    expect(order[1]).toContain('ERROR [Projections] Projektion angehalten');
  });
});
