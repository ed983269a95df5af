import { backgroundTurn } from './background-turns.js';

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
});
