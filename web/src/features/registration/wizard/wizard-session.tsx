import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DRAFT_KEPT_DAYS } from '@domain/limits';
import { FORM_CHECKS_NOT_LOADED, IEEE_UNAVAILABLE, VALIDATING } from '@domain/messages';
import { withNormalizedMobile } from '@domain/mobile';
import {
  createInitialDraft,
  withInstituteFromOrganization,
  withNonIeeeTier,
  type RegistrationDraft,
} from '@domain/registration-draft';
import { stepsForTier, type Step, type StepId } from '@domain/steps';
import { AlertRegion } from '../../../components/form/alert-region';
import { ErrorSummary } from '../../../components/form/error-summary';
import { focusField } from '../../../components/form/focus-field';
import { StepProgress, UploadProgress } from '../../../components/form/progress-bar';
import { STATUS_PATH, statusNotice } from '../status-notice';
import { clearSavedWizard, newClientRequestId, saveWizard } from './draft-storage';
import { PRIVACY_CONSENT_ID, PrivacyConsent } from './privacy-consent';
import { wizardValidation, type WizardValidation } from './load-wizard-validation';
import { StepBody, STEP_HEADINGS } from './step-body';
import { issueAbout, needsSummary, summaryFields, type StepIssue } from './step-issue';
import type { DraftChange } from './step-props';
import type { SubmitOutcome } from './submit-registration';
import { useSponsorCode } from './use-sponsor-code';
import { BusyButton } from '../../../components/form/busy-button';

type Busy = 'validating' | 'submitting' | null;
type Failure = Extract<SubmitOutcome, { kind: 'failed' }>;

const CHECKS_NOT_LOADED: Failure = { kind: 'failed', message: FORM_CHECKS_NOT_LOADED, redirect: false };

/**
 * The form, from the draft restored (when one was saved) or a new one. The wizard's checks may not
 * have arrived yet: the first touch of the form asks for them, and Next and Submit wait for them.
 */
export function WizardSession({
  restarted,
  onStartOver,
  savedText,
  loadedValidation,
}: {
  restarted: boolean;
  onStartOver: () => void;
  /** The wizard as localStorage held it; there is always `loadedValidation` to read it with. */
  savedText: string | null;
  loadedValidation: WizardValidation | null;
}) {
  const [validation, setValidation] = useState(loadedValidation);
  const [restored] = useState(() => (savedText === null ? null : (validation?.restoreWizard(savedText) ?? null)));
  const saved = restored?.saved;
  const [draft, setDraft] = useState<RegistrationDraft>(() => saved?.draft ?? createInitialDraft());
  const [stepId, setStepId] = useState<StepId>(() => restored?.stepId ?? 'participant');
  const [ieeeChecked, setIeeeChecked] = useState<string | null>(saved?.ieeeCheckedNumber ?? null);
  const [ieeeDeferred, setIeeeDeferred] = useState(false);
  const [clientRequestId] = useState(() => saved?.clientRequestId ?? newClientRequestId());
  const [issue, setIssue] = useState<StepIssue | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [created, setCreated] = useState<{ id: string; email: string; complimentary: boolean } | null>(null);
  const sponsor = useSponsorCode(saved?.sponsorCode ?? null);
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const movedByRegistrant = useRef(restarted);
  const [confirmingStartOver, setConfirmingStartOver] = useState(false);
  const startOverQuestion = useRef<HTMLParagraphElement>(null);

  // A new session nobody has typed in yet is not saved: it holds nothing to lose, and a saved
  // draft makes the next visit load the wizard's checks at once to read it back.
  const [untouched] = useState(() => (saved ? null : draft));
  useEffect(() => {
    if (draft === untouched) return;
    if (!created)
      saveWizard({ draft, stepId, ieeeCheckedNumber: ieeeChecked, clientRequestId, sponsorCode: sponsor.applied });
  }, [created, draft, stepId, ieeeChecked, clientRequestId, untouched, sponsor.applied]);

  // Each step change starts at the top of the page, with focus on the new step's heading.
  useEffect(() => {
    if (!movedByRegistrant.current) return;
    movedByRegistrant.current = false;
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [stepId]);

  // A refused Next takes the registrant to the first field it is about, clear of the sticky header.
  useEffect(() => {
    if (issue) focusField(form.current?.querySelector<HTMLElement>('[aria-invalid="true"]'));
  }, [issue]);

  // The question takes the focus; kept what was typed, the focus goes back to Start over.
  const startOverToggle = useRef<HTMLButtonElement>(null);
  const askedStartOver = useRef(false);
  useEffect(() => {
    if (confirmingStartOver) {
      askedStartOver.current = true;
      startOverQuestion.current?.focus();
    } else if (askedStartOver.current) {
      askedStartOver.current = false;
      startOverToggle.current?.focus();
    }
  }, [confirmingStartOver]);

  // Submit awaited the checks, which bring the confirmation.
  if (created) {
    return (
      validation && (
        <validation.Confirmation id={created.id} email={created.email} complimentary={created.complimentary} />
      )
    );
  }

  const steps = stepsForTier(draft.registrationTier);
  const index = Math.max(
    0,
    steps.findIndex((step) => step.id === stepId),
  );
  const found = steps[index] ?? steps[0];
  if (!found) return null;
  const step: Step = found;
  const isLast = index === steps.length - 1;

  const update = (change: DraftChange) => {
    setDraft(change);
    setFailure(null);
  };
  const goTo = (target: number) => {
    const next = steps[target];
    if (!next) return;
    movedByRegistrant.current = true;
    setIssue(null);
    setFailure(null);
    if (next.id === 'group') setDraft(withInstituteFromOrganization);
    setStepId(next.id);
  };

  // The way forward from "Membership not valid or inactive.": the non-IEEE tier of the same kind,
  // then straight to the step after the tier (the choice is made; the summary shows its price).
  const switchToNonIeee = () => {
    const switched = withNonIeeeTier(draft);
    const newSteps = stepsForTier(switched.registrationTier);
    const after = newSteps[newSteps.findIndex((item) => item.id === 'tier') + 1];
    if (switched === draft || !after) return;
    movedByRegistrant.current = true;
    setIssue(null);
    setFailure(null);
    setDraft(switched);
    setStepId(after.id);
  };

  /** The checks, waiting for them if they have not arrived; null (and the page says why) if they cannot. */
  async function loadChecks(): Promise<WizardValidation | null> {
    try {
      const checks = validation ?? (await wizardValidation.load());
      setValidation(checks);
      return checks;
    } catch {
      setFailure(CHECKS_NOT_LOADED);
      return null;
    }
  }

  // Asked for on the first touch of the form, so that Next seldom waits for them. A load that fails
  // here is tried again by Next, which says so if it fails again.
  const prepareChecks = () => {
    if (!validation) wizardValidation.load().then(setValidation, () => undefined);
  };

  async function checkCurrentStep({ stepIssue, checkIeeeMembership }: WizardValidation): Promise<StepIssue | null> {
    const found = stepIssue(step.id, draft);
    // The mobile is kept as it will be stored (a number typed in India gets its +91).
    if (!found && step.id === 'participant') setDraft(withNormalizedMobile);
    if (found || step.id !== 'ieee') return found;
    const number = draft.ieeeNumber.trim();
    if (number !== ieeeChecked) {
      const message = await checkIeeeMembership(number);
      // IEEE's service down is no dead end: with the certificate, the registration goes on and an
      // administrator checks the membership (the server marks it so).
      const deferred = message === IEEE_UNAVAILABLE && draft.ieeeCert !== null;
      setIeeeDeferred(deferred);
      // The step shows what to do next under the message (ieee-step.tsx).
      if (message && !deferred) return issueAbout('ieeeNumber', message);
      if (!deferred) setIeeeChecked(number);
    }
    setDraft((current) => ({ ...current, ieeeNumber: current.ieeeNumber.trim() }));
    return null;
  }

  async function next() {
    setBusy('validating');
    setIssue(null);
    setFailure(null);
    try {
      const checks = await loadChecks();
      if (!checks) return;
      const found = await checkCurrentStep(checks);
      if (found) setIssue(found);
      else goTo(index + 1);
    } finally {
      setBusy(null);
    }
  }

  async function submit() {
    // Submit waits as Next does if the checks are still on their way (or applies a code, below).
    setBusy(validation && !sponsor.pending ? 'submitting' : 'validating');
    setFailure(null);
    setProgress(0);
    try {
      const checks = await loadChecks();
      if (!checks) return;
      // A code typed and not applied is applied rather than left out; the registrant then sees the
      // total it gives (or why it was refused) and submits again.
      if (sponsor.pending && checks.sponsorCodeOffered(draft.registrationTier)) {
        await sponsor.apply(checks.lookupSponsorCode);
        return;
      }
      setBusy('submitting');
      const outcome = await checks.submitRegistration(draft, sponsor.applied, clientRequestId, setProgress);
      if (outcome.kind === 'created') {
        clearSavedWizard();
        setCreated({ id: outcome.id, email: draft.email.trim(), complimentary: outcome.complimentary });
      } else if (outcome.redirect) {
        // The address is registered already: on to the status page, which says why (the form stays saved).
        void navigate(STATUS_PATH, { state: statusNotice(outcome.message) });
      } else {
        setFailure(outcome);
      }
    } finally {
      setBusy(null);
    }
  }

  return (
    <section
      className="section wizard"
      aria-labelledby="wizard-step-title"
      onFocus={prepareChecks}
      onPointerDown={prepareChecks}
      onKeyDown={prepareChecks}
    >
      <StepProgress steps={steps.map((item) => item.label)} current={index} label="Registration steps" />
      <form
        ref={form}
        noValidate
        data-ready="true"
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          void (isLast ? submit() : next());
        }}
      >
        <h2 id="wizard-step-title" ref={heading} tabIndex={-1}>
          {STEP_HEADINGS[step.id]}
        </h2>
        {index > 0 && restored && stepId === restored.stepId && (
          <p className="wizard-note">
            What you typed is back, as you left it. Chosen files are not kept after a reload: choose them again on the
            steps that ask for them.
          </p>
        )}
        {index === 0 && (
          <p className="wizard-note">
            Fields marked * are required. What you type is kept in this browser until you submit it, for up to{' '}
            {DRAFT_KEPT_DAYS} days, so reloading the page does not lose it; chosen files are not kept and must be chosen
            again after a reload.
          </p>
        )}
        <ErrorSummary message={needsSummary(issue) ? issue?.message : null} fields={summaryFields(issue)} />
        <StepBody
          step={step}
          draft={draft}
          update={update}
          issue={issue}
          switchToNonIeee={switchToNonIeee}
          ieeeToBeChecked={ieeeDeferred && step.id === 'summary'}
          validation={validation}
          sponsor={sponsor}
        />
        {busy === 'submitting' && <UploadProgress value={progress} label="Uploading your registration" />}
        <AlertRegion message={failure?.message} />
        <div className="wizard-actions">
          {isLast && <PrivacyConsent />}
          {index > 0 && (
            <BusyButton className="button button--secondary" busy={busy !== null} onClick={() => goTo(index - 1)}>
              Back
            </BusyButton>
          )}
          {/* Keeps the focus while the step is checked or sent: a failure is announced with focus still here. */}
          <BusyButton
            type="submit"
            className="button"
            busy={busy !== null}
            aria-describedby={isLast ? PRIVACY_CONSENT_ID : undefined}
          >
            {busy === 'validating'
              ? VALIDATING
              : isLast
                ? busy === 'submitting'
                  ? 'Submitting...'
                  : 'Submit'
                : 'Next'}
          </BusyButton>
        </div>
      </form>
      <div className="wizard-start-over">
        {confirmingStartOver ? (
          <div
            role="group"
            aria-labelledby="wizard-start-over-question"
            onKeyDown={(event) => {
              if (event.key === 'Escape') setConfirmingStartOver(false);
            }}
          >
            <p id="wizard-start-over-question" ref={startOverQuestion} tabIndex={-1}>
              Clear everything typed in this form and start again? This cannot be undone.
            </p>
            <div className="wizard-start-over__actions">
              <button type="button" className="button button--secondary" onClick={onStartOver}>
                Clear the form
              </button>
              <button type="button" className="button" onClick={() => setConfirmingStartOver(false)}>
                Keep what I typed
              </button>
            </div>
          </div>
        ) : (
          <BusyButton
            ref={startOverToggle}
            className="wizard-start-over__toggle"
            busy={busy !== null}
            onClick={() => setConfirmingStartOver(true)}
          >
            Start over
          </BusyButton>
        )}
      </div>
    </section>
  );
}
