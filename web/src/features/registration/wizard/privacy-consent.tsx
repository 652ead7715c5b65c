import { PRIVACY_NOTICE_PATH } from '@domain/retention';

export const PRIVACY_CONSENT_ID = 'wizard-privacy-consent';

/**
 * Said beside Submit on the last step. The notice opens in a new tab: leaving the wizard would
 * drop the files chosen, which are not kept across pages.
 */
export function PrivacyConsent() {
  return (
    <p id={PRIVACY_CONSENT_ID} className="wizard-privacy">
      By submitting, you agree that we use the details above for your registration as our{' '}
      <a href={PRIVACY_NOTICE_PATH} target="_blank" rel="noopener">
        Privacy Notice (opens in a new tab)
      </a>{' '}
      describes: what we keep, why, for how long, and your rights.
    </p>
  );
}
