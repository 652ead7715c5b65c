import { useState } from 'react';
import { checkInResponse } from '../api-responses';
import { useAdminRequest } from '../tools/admin-request';
import { CameraScanner } from './camera-scanner';
import { CheckInResult } from './check-in-result';
import { DeskNameField } from './desk-name-field';
import type { DeskOutcome } from './desk-outcome';
import type { DeskTarget } from './desk-rows';
import { DeskSearch } from './desk-search';
import { passCodeFromScan } from './scanned-code';
import { useDeskName } from './use-desk-name';
import './check-in.css';

/**
 * The registration desk, for a phone in a volunteer's hand: scan a pass with the camera, or find
 * a person and tap "Check in"; the answer fills the screen until Next. For check-in staff (claim
 * `checkin`) and administrators; POST /api/admin/check-in decides.
 */
export function CheckInPage() {
  const request = useAdminRequest();
  const [desk, setDesk] = useDeskName();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<DeskOutcome | null>(null);
  // Counts check-ins, so the search shows the one just made.
  const [generation, setGeneration] = useState(0);

  async function checkIn(target: DeskTarget) {
    setBusy(true);
    const deskName = desk.trim();
    try {
      const answer = await request('/api/admin/check-in', checkInResponse, {
        json: { ...target, ...(deskName ? { desk: deskName } : {}) },
      });
      setOutcome({ kind: 'answer', answer });
    } catch (error) {
      setOutcome({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }

  function scanned(text: string) {
    const code = passCodeFromScan(text);
    if (code) void checkIn({ code });
    else setOutcome({ kind: 'not-a-pass' });
  }

  function next() {
    setOutcome(null);
    setGeneration((n) => n + 1);
  }

  return (
    <div className="desk">
      <DeskNameField value={desk} onChange={setDesk} />
      <CameraScanner paused={busy || outcome !== null} onCode={scanned} />
      <p role="status" className="desk__busy">
        {busy ? 'Checking in…' : ''}
      </p>
      <DeskSearch generation={generation} busy={busy} onCheckIn={(target) => void checkIn(target)} />
      <CheckInResult outcome={outcome} onNext={next} />
    </div>
  );
}
