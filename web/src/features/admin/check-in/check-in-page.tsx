import { useEffect, useRef, useState } from 'react';
import { checkInResponse } from '../shared/api-responses';
import { useAdminRequest } from '../shared/admin-request';
import { CameraScanner } from './camera-scanner';
import { CheckInResult } from './check-in-result';
import { DeskNameField } from './desk-name-field';
import type { DeskOutcome } from './desk-outcome';
import type { DeskTarget } from './desk-rows';
import { DeskSearch } from './desk-search';
import { ScanAnswer } from './scan-answer';
import { passCodeFromScan } from './scanned-code';
import { useDeskName } from './use-desk-name';
import './check-in.css';

/**
 * The registration desk, for a phone in a volunteer's hand, and the queue in front of it: the
 * camera scans pass after pass, each answer showing under it until the next scan replaces it, with
 * no tap between people; a person found by name is checked in with a tap on "Check in", whose
 * answer fills the screen until Next, which puts the cursor back in the search box for the next
 * name. For check-in staff (claim `checkin`) and administrators; POST /api/admin/check-in decides.
 */
export function CheckInPage() {
  const request = useAdminRequest();
  const [desk, setDesk] = useDeskName();
  const [busy, setBusy] = useState(false);
  const [scan, setScan] = useState<{ outcome: DeskOutcome; count: number } | null>(null);
  const [tapped, setTapped] = useState<DeskOutcome | null>(null);
  // Counts check-ins, so the search shows the one just made.
  const [generation, setGeneration] = useState(0);
  const searchField = useRef<HTMLInputElement>(null);
  const backToSearch = useRef(false);

  /** Asks the server, then shows its answer where `show` puts it (with the camera, or full screen). */
  async function checkIn(target: DeskTarget, show: (outcome: DeskOutcome) => void) {
    setBusy(true);
    const deskName = desk.trim();
    try {
      const answer = await request('/api/admin/check-in', checkInResponse, {
        json: { ...target, ...(deskName ? { desk: deskName } : {}) },
      });
      show({ kind: 'answer', answer });
    } catch (error) {
      show({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
      setGeneration((n) => n + 1);
    }
  }

  function showScan(outcome: DeskOutcome) {
    setScan((last) => ({ outcome, count: (last?.count ?? 0) + 1 }));
  }

  function scanned(text: string) {
    const code = passCodeFromScan(text);
    if (code) void checkIn({ code }, showScan);
    else showScan({ kind: 'not-a-pass' });
  }

  function next() {
    backToSearch.current = true;
    setTapped(null);
  }

  // After Next (the answer's dialog closed by then: a child's effect runs first), the cursor is in
  // the search box with the last name selected, so typing the next name replaces it.
  useEffect(() => {
    if (tapped !== null || !backToSearch.current) return;
    backToSearch.current = false;
    searchField.current?.focus();
    searchField.current?.select();
  }, [tapped]);

  return (
    <div className="desk">
      <CameraScanner paused={busy || tapped !== null} onCode={scanned}>
        <p role="status" className="desk__busy">
          {busy ? 'Checking in…' : ''}
        </p>
        <ScanAnswer outcome={scan?.outcome ?? null} count={scan?.count ?? 0} />
      </CameraScanner>
      <DeskSearch
        fieldRef={searchField}
        generation={generation}
        busy={busy}
        onCheckIn={(target) => void checkIn(target, setTapped)}
      />
      <section className="desk-settings" aria-labelledby="desk-settings-title">
        <h2 id="desk-settings-title">This desk</h2>
        <DeskNameField value={desk} onChange={setDesk} />
      </section>
      <CheckInResult outcome={tapped} onNext={next} />
    </div>
  );
}
