import { parseCliArgs } from './cli-args.js';

describe('kurrentdb test server command line', () => {
  it('defaults to KurrentDB port 2113 with an in-memory log', () => {
    expect(parseCliArgs([])).toEqual({ port: 2113, dataDir: undefined, help: false });
  });

  it('takes a port and a data directory, inline or as the next argument', () => {
    expect(parseCliArgs(['--port=0', '--data', '/tmp/k'])).toEqual({ port: 0, dataDir: '/tmp/k', help: false });
  });

  it('names a bad port and an unknown option', () => {
    expect(() => parseCliArgs(['--port', 'x'])).toThrow('--port must be a port number, got "x"');
    expect(() => parseCliArgs(['--verbose'])).toThrow('unknown option --verbose');
  });
});
