import { useEffect, useState } from 'react';
import { FORM_CHECKS_NOT_LOADED } from '@domain/messages';
import { AlertRegion } from '../../../components/form/alert-region';
import { useRegistrationWindow } from '../../../lib/use-registration-window';
import { CheckingDates } from '../window-notice';
import { clearSavedWizard, hasSavedWizard, savedWizardText } from './draft-storage';
import { wizardValidation, type WizardValidation } from './load-wizard-validation';
import { RegistrationUnavailable } from './registration-unavailable';
import { WizardSession } from './wizard-session';
import './wizard.css';

function WizardPending() {
  return (
    <section className="section wizard wizard--pending">
      <CheckingDates />
    </section>
  );
}

/**
 * The form waits for the server's time: it decides whether registration is open and which prices
 * apply (the prerendered page says only that the dates are being checked). The session is mounted
 * in the browser only, with what localStorage holds.
 */
export function RegistrationWizard() {
  const registrationWindow = useRegistrationWindow();
  // Starting over mounts a new session: an empty draft and a new request identifier.
  const [restarts, setRestarts] = useState(0);
  const startOver = () => {
    clearSavedWizard();
    setRestarts((count) => count + 1);
  };
  // A saved draft is read back with the wizard's checks: they load alongside the server's time.
  useEffect(() => {
    if (hasSavedWizard()) wizardValidation.load().catch(() => undefined);
  }, []);
  // Registration closed: a draft can no longer be sent, so it is not kept (draft-storage.ts).
  const closed = registrationWindow !== null && registrationWindow.phase !== 'open';
  useEffect(() => {
    if (closed) clearSavedWizard();
  }, [closed]);
  if (!registrationWindow) return <WizardPending />;
  if (registrationWindow.phase !== 'open') return <RegistrationUnavailable phase={registrationWindow.phase} />;
  return <WizardRestore key={restarts} restarted={restarts > 0} onStartOver={startOver} />;
}

/**
 * The session, once what localStorage holds can be read: a saved draft waits for the wizard's
 * checks (still "checking dates" meanwhile), and the form is shown only with the draft restored,
 * so nothing typed is overwritten by an empty form.
 */
function WizardRestore({ restarted, onStartOver }: { restarted: boolean; onStartOver: () => void }) {
  const [savedText] = useState(savedWizardText);
  const [validation, setValidation] = useState<WizardValidation | null>(() => wizardValidation.loaded());
  const [failed, setFailed] = useState(false);
  const waiting = savedText !== null && validation === null && !failed;

  useEffect(() => {
    if (!waiting) return;
    let current = true;
    wizardValidation.load().then(
      (arrived) => current && setValidation(arrived),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [waiting]);

  if (failed) {
    return (
      <section className="section wizard wizard--pending">
        <AlertRegion message={FORM_CHECKS_NOT_LOADED} />
        {/* The saved draft is what there is to restore, and a reload keeps it: unlike trying the
            load again, it works in a browser that keeps a failed module (lib/load-once.ts). */}
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </section>
    );
  }
  if (waiting) return <WizardPending />;
  return (
    <WizardSession
      restarted={restarted}
      onStartOver={onStartOver}
      savedText={savedText}
      loadedValidation={validation}
    />
  );
}
