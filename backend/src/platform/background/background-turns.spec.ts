import { backgroundTurn, pauseBackgroundWork } from './background-turns.js';

describe('backgroundTurn', () => {
  it('grants one turn per event-loop iteration, in the order asked, however many loops are busy', async () => {
    let iteration = 0;
    let done = false;
    const tick = () => {
      iteration += 1;
      if (!done) setImmediate(tick);
    };
    setImmediate(tick);
    const slices: { name: string; iteration: number }[] = [];
    const loop = async (name: string) => {
      for (let slice = 1; slice <= 3; slice++) {
        await backgroundTurn();
        slices.push({ name: `${name}${slice}`, iteration });
      }
    };
    await Promise.all([loop('a'), loop('b'), loop('c')]);
    done = true;
    expect(slices.map((s) => s.name)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3']);
    const iterations = slices.map((s) => s.iteration);
    expect(new Set(iterations).size).toBe(iterations.length); // never two slices in one iteration
  });

  it('grants no turn while a pause runs, and goes on once it is over', async () => {
    const events: string[] = [];
    let endPause: () => void = () => undefined;
    const paused = pauseBackgroundWork(async () => {
      events.push('pause started');
      await new Promise<void>((resolve) => (endPause = resolve));
      events.push('pause over');
    });
    const slice = backgroundTurn().then(() => events.push('slice'));
    // Several iterations of the event loop pass without a turn.
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['pause started']);
    endPause();
    await Promise.all([paused, slice]);
    expect(events).toEqual(['pause started', 'pause over', 'slice']);
  });

  it("lets a slice already granted finish before the pause's work starts, though the pause began among its microtasks", async () => {
    const events: string[] = [];
    let paused: Promise<void> = Promise.resolve();
    await backgroundTurn().then(async () => {
      events.push('slice begins');
      // A promise resolved among the slice's microtasks starts a pause (the cleaner after a batch).
      paused = pauseBackgroundWork(async () => {
        events.push('pause work');
      });
      await Promise.resolve();
      events.push('slice ends');
    });
    await paused;
    expect(events).toEqual(['slice begins', 'slice ends', 'pause work']);
  });
});
