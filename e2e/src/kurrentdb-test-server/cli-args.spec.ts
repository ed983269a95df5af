import { parseCliArgs } from './cli-args.js';

describe('kurrentdb test server command line', () => {
  it('defaults to KurrentDB port 2113 with an in-memory log', () => {
    expect(parseCliArgs([])).toEqual({ port: 2113, dataDir: undefined, help: false, exitWithStdin: false });
  });

  it('takes a port and a data directory, inline or as the next argument', () => {
    expect(parseCliArgs(['--port=0', '--data', '/tmp/k'])).toEqual({
      port: 0,
      dataDir: '/tmp/k',
      help: false,
      exitWithStdin: false,
    });
  });

  it('shuts down with its parent only when asked to', () => {
    expect(parseCliArgs(['--exit-with-stdin']).exitWithStdin).toBe(true);
    expect(() => parseCliArgs(['--exit-with-stdin=yes'])).toThrow('unknown option --exit-with-stdin=yes');
  });

  it('names a bad port and an unknown option', () => {
    expect(() => parseCliArgs(['--port', 'x'])).toThrow('--port must be a port number, got "x"');
    expect(() => parseCliArgs(['--verbose'])).toThrow('unknown option --verbose');
  });
});
