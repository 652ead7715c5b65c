import { afterEach, describe, expect, it, vi } from 'vitest';

const SERVER_NOW = '2025-10-15T04:30:00.000Z';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the registration window as the site sees it', () => {
  it('keeps telling the pages still open of a late correction of the clock after another has left', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    // A machine clock after the window: to it, registration has closed.
    vi.setSystemTime(new Date('2031-03-01T02:30:00Z'));
    let asked = 0;
    vi.resetModules();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        asked++ === 0
          ? new Response('<html>Bad gateway</html>', { status: 502 })
          : Response.json({ success: true, data: { now: SERVER_NOW, phase: 'open' } }),
      ),
    );
    const { subscribeToRegistrationWindow, registrationWindow } = await import('./use-registration-window');
    const { syncClock } = await import('./clock');
    const [header, wizard] = [vi.fn(), vi.fn()];
    subscribeToRegistrationWindow(header);
    const wizardLeaves = subscribeToRegistrationWindow(wizard);
    await syncClock();
    expect(registrationWindow()?.phase).toBe('closed');
    // The wizard's page goes; the header stays, and hears of the server's answer 2 s later.
    wizardLeaves();
    header.mockClear();
    await vi.advanceTimersByTimeAsync(2000);
    expect(asked).toBe(2);
    expect(registrationWindow()?.phase).toBe('open');
    expect(header).toHaveBeenCalled();
    expect(wizard).toHaveBeenCalledTimes(1);
  });
});
