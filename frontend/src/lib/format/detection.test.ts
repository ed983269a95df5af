import { detectionText, publicationAndDetection } from './detection';

describe('publication and detection', () => {
  it('shows the detection time in Berlin beside the publication date', () => {
    // 09:42 UTC is 10:42 in Berlin (winter time).
    expect(publicationAndDetection('2026-11-28', '2026-11-28T09:42:17.000Z')).toBe(
      'veröffentlicht am 28.11.2026 · erkannt 10:42 Uhr',
    );
    // Summer time: UTC+2.
    expect(detectionText('2026-07-01', '2026-07-01T06:05:00.000Z')).toBe('erkannt 08:05 Uhr');
  });

  it('names the day when the notice was detected after its publication day (Berlin calendar)', () => {
    expect(publicationAndDetection('2026-11-27', '2026-11-28T07:31:00.000Z')).toBe(
      'veröffentlicht am 27.11.2026 · erkannt am 28.11.2026, 08:31 Uhr',
    );
    // 23:30 UTC on the 27th is already the 28th in Berlin.
    expect(detectionText('2026-11-28', '2026-11-27T23:30:00.000Z')).toBe('erkannt 00:30 Uhr');
  });

  it('shows the publication alone when the detection time is unknown', () => {
    expect(publicationAndDetection('2026-11-28', null)).toBe('veröffentlicht am 28.11.2026');
    expect(publicationAndDetection('2026-11-28', 'kaputt')).toBe('veröffentlicht am 28.11.2026');
  });
});
