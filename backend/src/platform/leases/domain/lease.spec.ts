import { decideRelease, decideRenew, decideTake, evolveLease, freeLease, type LeaseEvent } from './lease.js';

const now = new Date('2026-11-29T12:00:00.000Z');
const take = (holder: string, at = now) => ({ lease: 'admin-removals', holder, now: at, forMs: 30_000 });
const taken = (holder: string, until: string): LeaseEvent => ({
  type: 'LeaseTaken',
  data: { lease: 'admin-removals', holder, takenAt: '2026-11-29T11:59:50.000Z', until },
});

describe('lease decider', () => {
  it('takes a lease nobody holds, for its duration', () => {
    expect(decideTake(freeLease, take('a'))).toEqual({
      kind: 'taken',
      event: {
        type: 'LeaseTaken',
        data: { lease: 'admin-removals', holder: 'a', takenAt: now.toISOString(), until: '2026-11-29T12:00:30.000Z' },
      },
    });
  });

  it("is busy while another holder's lease runs, and takes it the moment it has ended", () => {
    const state = evolveLease(freeLease, taken('b', '2026-11-29T12:00:05.000Z'));
    expect(decideTake(state, take('a'))).toEqual({
      kind: 'busy',
      holder: 'b',
      until: new Date('2026-11-29T12:00:05.000Z'),
    });
    expect(decideTake(state, take('a', new Date('2026-11-29T12:00:05.000Z'))).kind).toBe('taken');
  });

  it('takes the running lease of a holder known to be gone (its process ended), and only then', () => {
    const state = evolveLease(freeLease, taken('b', '2026-11-29T12:00:25.000Z'));
    expect(decideTake(state, { ...take('a'), holderGone: false }).kind).toBe('busy');
    expect(decideTake(state, { ...take('a'), holderGone: true })).toEqual({
      kind: 'taken',
      event: {
        type: 'LeaseTaken',
        data: { lease: 'admin-removals', holder: 'a', takenAt: now.toISOString(), until: '2026-11-29T12:00:30.000Z' },
      },
    });
  });

  it('takes a released lease at once, and lets its holder take its own lease again', () => {
    const held = evolveLease(freeLease, taken('b', '2026-11-29T12:00:05.000Z'));
    const released = evolveLease(held, {
      type: 'LeaseReleased',
      data: { lease: 'admin-removals', holder: 'b', releasedAt: now.toISOString() },
    });
    expect(released).toEqual(freeLease);
    expect(decideTake(released, take('a')).kind).toBe('taken');
    expect(decideTake(held, take('b')).kind).toBe('taken');
  });

  it('renews and releases only a lease that is still the holder’s', () => {
    const ofB = evolveLease(freeLease, taken('b', '2026-11-29T12:00:05.000Z'));
    expect(decideRenew(ofB, take('b'))?.data).toMatchObject({ holder: 'b', until: '2026-11-29T12:00:30.000Z' });
    expect(decideRenew(ofB, take('a'))).toBeNull();
    expect(decideRelease(ofB, 'admin-removals', 'a', now)).toBeNull();
    expect(decideRelease(ofB, 'admin-removals', 'b', now)).toEqual({
      type: 'LeaseReleased',
      data: { lease: 'admin-removals', holder: 'b', releasedAt: now.toISOString() },
    });
  });
});
