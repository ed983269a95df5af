import { WrongExpectedRevisionError } from '../event-store/errors.js';
import { retryOnConflict } from './retry-on-conflict.js';

const conflict = () => new WrongExpectedRevisionError('case-x', 0n, 1n);

describe('retryOnConflict', () => {
  it('decides again after a concurrent append and answers with the attempt that got through', async () => {
    const attempts: number[] = [];
    const result = await retryOnConflict(5, async (n) => {
      attempts.push(n);
      if (n < 2) throw conflict();
      return 'stored';
    });
    expect(result).toBe('stored');
    expect(attempts).toEqual([0, 1, 2]);
  });

  it('gives the conflict to the caller after the last retry, and any other error at once', async () => {
    let calls = 0;
    await expect(
      retryOnConflict(2, async () => {
        calls++;
        throw conflict();
      }),
    ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect(calls).toBe(3);
    calls = 0;
    await expect(
      retryOnConflict(5, async () => {
        calls++;
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(calls).toBe(1);
  });
});
