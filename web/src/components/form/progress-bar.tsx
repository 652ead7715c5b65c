/**
 * Two progress displays.
 *
 * StepProgress: numbered, labelled steps of a wizard as an ordered list; the current one has
 * `aria-current="step"`, done ones say so to screen readers.
 *   <StepProgress steps={['Participant', 'Tier', 'Summary']} current={1} label="Registration steps" />
 *
 * UploadProgress: a native <progress> with a visible label and percentage (value 0..1).
 *   <UploadProgress value={0.42} label="Uploading registration" />
 */
import { useId } from 'react';
import './form.css';

export function StepProgress({
  steps,
  current,
  label = 'Progress',
}: {
  steps: readonly string[];
  /** Index of the current step, from 0. */
  current: number;
  label?: string;
}) {
  return (
    <nav className="step-progress" aria-label={label}>
      <ol className="step-progress__list">
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
          return (
            <li
              key={step}
              className={`step-progress__item step-progress__item--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="step-progress__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="step-progress__label">
                {step}
                {state === 'done' && <span className="visually-hidden"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="step-progress__summary">
        Step {current + 1} of {steps.length}: {steps[current]}
      </p>
    </nav>
  );
}

export function UploadProgress({ value, label }: { value: number; label: string }) {
  const id = useId();
  const percent = Math.round(Math.min(Math.max(value, 0), 1) * 100);
  return (
    <div className="upload-progress">
      <label htmlFor={id} className="upload-progress__label">
        {label}: {percent}%
      </label>
      <progress id={id} className="upload-progress__bar" max={100} value={percent}>
        {percent}%
      </progress>
    </div>
  );
}
