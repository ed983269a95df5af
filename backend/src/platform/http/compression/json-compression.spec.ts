import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressJson, jsonEncoding } from './json-compression.js';

describe('JSON answers compressed in one call', () => {
  it('chooses brotli before gzip, as the client accepts them, above 1 KB only', () => {
    expect(jsonEncoding(6000, 'gzip, deflate, br, zstd', 'no-store')).toBe('br');
    expect(jsonEncoding(6000, 'gzip, deflate', 'no-store')).toBe('gzip');
    expect(jsonEncoding(6000, 'br;q=0, gzip', undefined)).toBe('gzip');
    expect(jsonEncoding(6000, 'identity', undefined)).toBeUndefined();
    expect(jsonEncoding(6000, undefined, undefined)).toBeUndefined();
    expect(jsonEncoding(900, 'br', undefined)).toBeUndefined();
    expect(jsonEncoding(6000, 'br', 'no-store, no-transform')).toBeUndefined();
    expect(jsonEncoding(200_000, 'br', 'no-store')).toBe('stream');
  });

  it('gives back the same bytes after decompression', () => {
    const body = Buffer.from(
      JSON.stringify({ results: Array.from({ length: 40 }, (_, i) => ({ id: i, name: 'Müller GmbH' })) }),
    );
    expect(brotliDecompressSync(compressJson(body, 'br')).equals(body)).toBe(true);
    expect(gunzipSync(compressJson(body, 'gzip')).equals(body)).toBe(true);
    expect(compressJson(body, 'br').length).toBeLessThan(body.length / 4);
  });
});
