import { RequestBudgetSpent, RequestMeter } from './request-meter.js';

describe('RequestMeter', () => {
  it('counts every request and refuses the first beyond the limit, telling its owner', async () => {
    const sent: string[] = [];
    const meter = new RequestMeter(async (input) => {
      sent.push(String(input));
      return new Response('ok');
    });
    let spent = 0;
    meter.startDay(2, () => spent++);
    await meter.fetch('http://portal/1');
    await meter.fetch('http://portal/2');
    await expect(meter.fetch('http://portal/3')).rejects.toBeInstanceOf(RequestBudgetSpent);
    expect({ sent, requests: meter.requests, spent: meter.spent, told: spent }).toEqual({
      sent: ['http://portal/1', 'http://portal/2'],
      requests: 2,
      spent: true,
      told: 1,
    });

    // Without a limit (full sessions) it only counts; each day starts from 0.
    meter.startDay(null, () => spent++);
    for (let i = 0; i < 5; i++) await meter.fetch(`http://portal/${i}`);
    expect({ requests: meter.requests, spent: meter.spent }).toEqual({ requests: 5, spent: false });
  });
});
