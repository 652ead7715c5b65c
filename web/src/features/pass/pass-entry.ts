// The pass page's script (its own Vite entry, pass.html): draws the QR code of the page's own
// address and fills in the pass from GET /api/passes/{code}. No React, no router, no zod: the
// page a registrant opens at the door loads only this and the QR encoder.
import type { PassView } from '@domain/api/pass';
import { passEndingLabel, passEndingOf } from '@domain/pass-ending';
import { fetchPass, PASS_UNREACHABLE, type PassAnswer } from './pass-answer';
import { PASS_ELEMENTS, PASS_LOADING } from './pass-elements';
import { keepOnDevice, keptNote, offlineNote } from './pass-offline';
import { savePassImage } from './pass-image';
import { qrMatrixOf, qrSvgDataUrl, type QrMatrix } from './pass-qr';
import './pass.css';

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`The pass page has no #${id}.`);
  return found as T;
}

const ui = {
  conference: element(PASS_ELEMENTS.conference),
  dates: element(PASS_ELEMENTS.dates),
  qrBox: element(PASS_ELEMENTS.qrBox),
  qr: element<HTMLImageElement>(PASS_ELEMENTS.qr),
  status: element(PASS_ELEMENTS.status),
  problem: element(PASS_ELEMENTS.problem),
  retry: element<HTMLButtonElement>(PASS_ELEMENTS.retry),
  details: element(PASS_ELEMENTS.details),
  name: element(PASS_ELEMENTS.name),
  organization: element(PASS_ELEMENTS.organization),
  tier: element(PASS_ELEMENTS.tier),
  ending: element(PASS_ELEMENTS.ending),
  save: element<HTMLButtonElement>(PASS_ELEMENTS.save),
  saveHint: element(PASS_ELEMENTS.saveHint),
  note: element(PASS_ELEMENTS.note),
  kept: element(PASS_ELEMENTS.kept),
};

/** Hosting serves this page for every /pass/{code}: the code is the rest of the path. */
function codeOfPath(pathname: string): string {
  const rest = pathname.replace(/^\/pass\//, '');
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest; // a malformed escape: the API will say it is no pass code
  }
}

const code = codeOfPath(window.location.pathname);
/** What the QR code says: this page's address, which the desk's scanner reads the code from. */
const passUrl = `${window.location.origin}/pass/${encodeURIComponent(code)}`;
let matrix: QrMatrix | null = null;

function showQr(holder: string | null) {
  matrix ??= qrMatrixOf(passUrl);
  ui.qr.src = qrSvgDataUrl(matrix);
  ui.qr.alt = holder ? `QR code: entry pass of ${holder}` : 'QR code: entry pass';
  ui.qr.hidden = false;
  ui.qrBox.hidden = false;
}

// The screen stays on while the pass is shown (Wake Lock, where the browser has it): a phone held
// out in the queue would otherwise dim and lock. The browser releases the lock when the page is
// hidden; it is asked for again when the page is shown.
type WakeLockApi = { request(type: 'screen'): Promise<unknown> };
let keepingScreenOn = false;
function keepScreenOn() {
  const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock;
  if (!wakeLock || keepingScreenOn) return;
  keepingScreenOn = true;
  const ask = () => {
    // Refused (a battery saver, say): the screen dims as usual.
    if (document.visibilityState === 'visible') wakeLock.request('screen').catch(() => undefined);
  };
  ask();
  document.addEventListener('visibilitychange', ask);
}

/**
 * The pass as the server gave it now, or as this device kept it (`savedAt`): the copy says so, in
 * the status line, which announces it. A pass shown online is kept (again) for the next time.
 */
function showPass(pass: PassView, savedAt: string | null) {
  showQr(pass.name);
  if (savedAt === null) {
    void keepOnDevice(code).then((lastDay) => {
      ui.kept.textContent = lastDay === null ? '' : keptNote(lastDay);
      ui.kept.hidden = lastDay === null;
    });
  } else {
    ui.status.classList.add('pass__status--offline');
    ui.status.textContent = offlineNote(savedAt);
  }
  keepScreenOn();
  ui.conference.textContent = pass.conferenceName;
  ui.dates.textContent = pass.datesLabel;
  ui.name.textContent = pass.name;
  ui.organization.textContent = pass.organization;
  ui.tier.textContent = pass.tier;
  ui.ending.textContent = passEndingLabel(passEndingOf(code));
  ui.details.hidden = false;
  ui.save.hidden = false;
  ui.saveHint.hidden = false;
  ui.save.onclick = () => {
    if (!matrix) return;
    savePassImage(matrix, pass).catch((error: unknown) => {
      ui.problem.textContent = error instanceof Error ? error.message : String(error);
    });
  };
}

function show(answer: PassAnswer) {
  ui.status.textContent = '';
  ui.problem.textContent = '';
  ui.retry.hidden = true;
  ui.status.classList.remove('pass__status--offline');
  switch (answer.kind) {
    case 'valid':
      return showPass(answer.pass, answer.savedAt);
    case 'invalid':
      // No code to show: the desk would turn it away (and the worker has dropped any copy of it).
      ui.qrBox.hidden = true;
      ui.kept.hidden = true;
      ui.note.hidden = true;
      ui.problem.textContent = answer.message;
      return;
    case 'failed':
      // The desk checks the code itself, so the code is worth showing without the details.
      showQr(null);
      ui.problem.textContent = answer.message ?? PASS_UNREACHABLE;
      ui.retry.hidden = false;
      return;
  }
}

async function load() {
  ui.status.textContent = PASS_LOADING;
  show(await fetchPass(code));
}

ui.retry.addEventListener('click', () => {
  // The button goes while the pass loads again: the focus waits on the status line meanwhile.
  ui.status.focus();
  ui.retry.hidden = true;
  void load();
});
void load();
