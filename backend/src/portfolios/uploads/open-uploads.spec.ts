import { MAX_OPEN_UPLOADS, MAX_WORKING_UPLOADS } from '../file-import/limits.js';
import type { UploadRecord, UploadState } from '../rows/portfolio-row-store.port.js';
import { decideUpload, openUploadOf } from './open-uploads.js';

const upload = (id: string, portfolioId: string, state: UploadState, createdAt = '2026-12-06T08:00:00.000Z') =>
  ({ id, portfolioId, ownerId: 'u1', fileName: `${id}.csv`, state, createdAt }) as UploadRecord;

describe('open uploads', () => {
  it('shows the newest upload neither taken over nor failed', () => {
    expect(openUploadOf([])).toBeNull();
    expect(openUploadOf([upload('a', 'p', 'übernommen'), upload('b', 'p', 'fehlgeschlagen')])).toBeNull();
    expect(openUploadOf([upload('c', 'p', 'fehlgeschlagen'), upload('b', 'p', 'bereit')])).toEqual({
      id: 'b',
      fileName: 'b.csv',
      state: 'bereit',
      createdAt: '2026-12-06T08:00:00.000Z',
    });
  });

  it("replaces the portfolio's uploads waiting for the user, not those being worked on or of other portfolios", () => {
    const uploads = [
      upload('mapping', 'p', 'zuordnen'),
      upload('ready', 'p', 'bereit'),
      upload('reading', 'p', 'wird gelesen'),
      upload('elsewhere', 'q', 'zuordnen'),
      upload('done', 'p', 'übernommen'),
    ];
    expect(decideUpload(uploads, 'p')).toEqual({ replaces: ['mapping', 'ready'] });
    expect(decideUpload(uploads, 'q')).toEqual({ replaces: ['elsewhere'] });
    expect(decideUpload(uploads, 'new')).toEqual({ replaces: [] });
  });

  it(`refuses beyond ${MAX_WORKING_UPLOADS} files being worked on, whatever the portfolio`, () => {
    const working = (['wird gelesen', 'wird geprüft', 'wird übernommen'] as const).map((s, i) =>
      upload(`w${i}`, 'q', s),
    );
    expect(decideUpload(working.slice(0, MAX_WORKING_UPLOADS - 1), 'p')).toEqual({ replaces: [] });
    expect(decideUpload(working, 'p')).toEqual({ refused: 'too_many_working_uploads' });
    expect(decideUpload([...working, upload('m', 'p', 'zuordnen')], 'p')).toEqual({
      refused: 'too_many_working_uploads',
    });
  });

  it(`refuses beyond ${MAX_OPEN_UPLOADS} unfinished uploads, counting what the new file replaces as gone`, () => {
    const parked = Array.from({ length: MAX_OPEN_UPLOADS }, (_, i) => upload(`m${i}`, `p${i}`, 'zuordnen'));
    expect(decideUpload(parked, 'other')).toEqual({ refused: 'too_many_open_uploads' });
    expect(decideUpload(parked, 'p0')).toEqual({ replaces: ['m0'] });
    expect(decideUpload(parked.slice(1), 'other')).toEqual({ replaces: [] });
    const finished = parked.map((u) => ({ ...u, state: 'übernommen' as const }));
    expect(decideUpload(finished, 'other')).toEqual({ replaces: [] });
  });
});
