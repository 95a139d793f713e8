import { reusedFor } from '../reusedFor';

/** A check whose runs are counted and settled by the test. */
function controlledCheck() {
  const runs: Array<(answer: string) => void> = [];
  const check = () => new Promise<string>((resolve) => runs.push(resolve));
  return { runs, check };
}

describe('reusedFor', () => {
  it('shares a running check with every caller, and its answer for reuseMs after it started', async () => {
    let now = 10_000;
    const { runs, check } = controlledCheck();
    const probe = reusedFor(1000, check, () => now);

    const first = probe();
    const second = probe();
    expect(runs).toHaveLength(1);
    runs[0]('up');
    await expect(Promise.all([first, second])).resolves.toEqual(['up', 'up']);

    now += 999;
    await expect(probe()).resolves.toBe('up');
    expect(runs).toHaveLength(1);

    now += 1;
    const third = probe();
    expect(runs).toHaveLength(2);
    runs[1]('down');
    await expect(third).resolves.toBe('down');
  });

  it('never overlaps a run slower than reuseMs: the next starts once it is answered', async () => {
    let now = 0;
    const { runs, check } = controlledCheck();
    const probe = reusedFor(1000, check, () => now);

    const slow = probe();
    now += 5000;
    expect(probe()).toBe(slow);
    expect(runs).toHaveLength(1);
    runs[0]('down');
    await slow;
    const next = probe();
    expect(runs).toHaveLength(2);
    runs[1]('up');
    await expect(next).resolves.toBe('up');
  });

  it('with reuseMs 0, runs again on every call that finds no run in flight', async () => {
    const { runs, check } = controlledCheck();
    const probe = reusedFor(0, check, () => 0);
    const first = probe();
    runs[0]('a');
    await first;
    const second = probe();
    expect(runs).toHaveLength(2);
    runs[1]('b');
    await expect(second).resolves.toBe('b');
  });
});
