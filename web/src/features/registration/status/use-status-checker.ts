import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { STATUS_ID_REQUIRED, STATUS_ID_UNKNOWN, STATUS_NO_DATA } from '@domain/messages';
import { isRegistrationId, readRegistrationId } from '@domain/registration-id';
import { statusServices } from './load-status-services';
import { noticeIn } from '../status-notice';
import { fetchRegistration as fetchFromApi, type Result } from './registration-api';
import type { RegistrationView } from './registration-view';
import { nextStep, STATUS_STEPS, stepForRecord, stepIndex, type StatusStepId } from './status-steps';

const noSubscription = () => () => {};

/**
 * False while hydrating the prerendered page (which had no query string), true after: the
 * first client render must match the HTML, so `?id=` is read only from the second one.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The one message about the current step. An error when something is wrong (an unknown ID, the
 * proof form's problem); information when the registration is simply not there yet.
 */
export interface StepMessage {
  text: string;
  tone: 'error' | 'info';
}

const errorMessage = (text: string | null): StepMessage | null => (text ? { text, tone: 'error' } : null);

/** The registration from the API: the request goes out at once, its reader arrives alongside. */
function fetchRegistration(id: string): Promise<Result<RegistrationView>> {
  const reader = statusServices.load().then(
    (services) => services.readRegistration,
    () => null,
  );
  return fetchFromApi(id, reader);
}

export interface StatusChecker {
  step: StatusStepId;
  record: RegistrationView | null;
  /** The registration ID field's value. */
  idValue: string;
  setIdValue: (value: string) => void;
  /** The message about the current step (an empty or unknown ID, why Next cannot go on yet, the proof form's). */
  message: StepMessage | null;
  /** Replaces the step's message, so a newer one is never stacked over a stale one; null clears it. */
  say: (message: StepMessage | null) => void;
  busy: boolean;
  uploadsThisVisit: number;
  /** Goes on from the current step; on the lookup, with the ID as the field holds it when given. */
  next: (typed?: string) => Promise<void>;
  back: () => void;
  proofUploaded: () => Promise<void>;
  /** Starts loading what a lookup needs (the registrant is about to type an ID), so it is there by Next. */
  prepare: () => void;
  /** Set by the page on the heading that takes focus whenever the step changes. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** The status checker's state and its moves (docs/rules.md, "A registration's life"). */
export function useStatusChecker(): StatusChecker {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const idParam = hydrated ? searchParams.get('id') : null;
  const [typedId, setTypedId] = useState<string | null>(null);
  const [step, setStep] = useState<StatusStepId>('lookup');
  const [record, setRecord] = useState<RegistrationView | null>(null);
  // Sent here by the wizard (an address already registered), the page starts with its message.
  const location = useLocation();
  const arrivedWithNotice = noticeIn(location.state);
  const [message, setMessage] = useState<StepMessage | null>(() =>
    arrivedWithNotice ? { text: arrivedWithNotice, tone: 'info' } : null,
  );
  const [busy, setBusy] = useState(false);
  const [uploadsThisVisit, setUploadsThisVisit] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusPending = useRef(false);
  const lookedUp = useRef<string | null>(null);

  const goTo = useCallback((target: StatusStepId) => {
    focusPending.current = true;
    setMessage(null);
    setStep(target);
  }, []);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    headingRef.current?.focus();
  }, [step]);

  const lookup = useCallback(
    async (rawId: string) => {
      const typed = readRegistrationId(rawId, STATUS_ID_REQUIRED);
      if (!typed.ok) {
        setMessage(errorMessage(typed.message));
        return;
      }
      // What cannot be one of our IDs is found by no lookup: it is not sent (a `/` in it would not
      // even reach the API).
      if (!isRegistrationId(typed.id)) {
        setMessage(errorMessage(STATUS_ID_UNKNOWN));
        return;
      }
      setBusy(true);
      setMessage(null);
      const result = await fetchRegistration(typed.id);
      setBusy(false);
      if (!result.ok) {
        setMessage(errorMessage(result.message));
        return;
      }
      setRecord(result.value);
      goTo(stepForRecord(result.value));
      // The address keeps the ID, so "refresh once verified" finds the registration again.
      lookedUp.current = result.value.id;
      setSearchParams({ id: result.value.id }, { replace: true, preventScrollReset: true });
    },
    [goTo, setSearchParams],
  );

  // The history entry then forgets the wizard's message, so a reload or a return does not say it again.
  const navigate = useNavigate();
  useEffect(() => {
    if (arrivedWithNotice)
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [arrivedWithNotice, location.pathname, location.search, navigate]);

  // ?id= pre-fills the field and looks the registration up at once (docs/rules.md, "A registration's life").
  useEffect(() => {
    if (!idParam || idParam === lookedUp.current) return;
    lookedUp.current = idParam;
    void lookup(idParam);
  }, [idParam, lookup]);

  // A mailed link opened in this tab changes only the address's fragment (`#key=…`), which loads
  // nothing: the registration is looked up again, and the lookup takes the key (link-key.ts).
  useEffect(() => {
    const onHashChange = () => {
      const id = lookedUp.current;
      if (id && window.location.hash.startsWith('#key=')) void lookup(id);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [lookup]);

  const refresh = async (): Promise<RegistrationView | null> => {
    if (!record) {
      setMessage(errorMessage(STATUS_NO_DATA));
      return null;
    }
    setBusy(true);
    const result = await fetchRegistration(record.id);
    setBusy(false);
    if (!result.ok) {
      setMessage(errorMessage(result.message));
      return null;
    }
    setRecord(result.value);
    return result.value;
  };

  const next = async (typed?: string) => {
    if (busy) return;
    if (step === 'lookup') return lookup(typed ?? typedId ?? idParam ?? '');
    const fresh = await refresh();
    if (!fresh) return;
    const move = nextStep(step, fresh);
    // Not verified yet is where the registration stands, not a mistake of the registrant's.
    if (move.ok) goTo(move.step);
    else setMessage({ text: move.message, tone: 'info' });
  };

  const back = () => {
    if (busy) return;
    const previous = STATUS_STEPS[stepIndex(step) - 1];
    if (previous) goTo(previous.id);
  };

  const proofUploaded = async () => {
    setMessage(null);
    if (await refresh()) setUploadsThisVisit((count) => count + 1);
  };

  return {
    step,
    record,
    idValue: typedId ?? idParam ?? '',
    setIdValue: setTypedId,
    message,
    say: setMessage,
    busy,
    uploadsThisVisit,
    next,
    back,
    proofUploaded,
    // A load that fails here is tried again by the lookup, which says so if it fails again.
    prepare: () => void statusServices.load().catch(() => undefined),
    headingRef,
  };
}
