// Integration and browser tests run against the local suite. `npm test` starts it once and
// passes SUITE_STARTED=1; run alone, each runner starts (and stops) its own.
import { SITE_URL } from '../../scripts/suite/config';
import { startSuite } from '../../scripts/suite/suite';

async function suiteIsUp(): Promise<boolean> {
  try {
    const response = await fetch(`${SITE_URL}/api/health`, { signal: AbortSignal.timeout(3_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Returns a teardown that stops the suite only if this call started it. */
export async function ensureSuite(): Promise<() => Promise<void>> {
  if (await suiteIsUp()) return async () => {};
  const suite = await startSuite();
  return () => suite.stop();
}
