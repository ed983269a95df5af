import { valueScale } from './chart-scale';

describe('valueScale', () => {
  it('rounds the top up to a round step', () => {
    expect(valueScale(37)).toEqual({ step: 10, top: 40, ticks: [0, 10, 20, 30, 40] });
    expect(valueScale(140)).toEqual({ step: 50, top: 150, ticks: [0, 50, 100, 150] });
    expect(valueScale(1234)).toEqual({ step: 500, top: 1500, ticks: [0, 500, 1000, 1500] });
  });

  it('keeps a top that is already round', () => {
    expect(valueScale(40)).toEqual({ step: 10, top: 40, ticks: [0, 10, 20, 30, 40] });
  });

  it('never steps by less than one case', () => {
    expect(valueScale(3)).toEqual({ step: 1, top: 3, ticks: [0, 1, 2, 3] });
    expect(valueScale(0)).toEqual({ step: 1, top: 1, ticks: [0, 1] });
    expect(valueScale(9)).toEqual({ step: 5, top: 10, ticks: [0, 5, 10] });
  });
});
