import { STATUS_STEPS, stepIndex, type StatusStepId } from './status-steps';

/** The four steps as numbered, labelled stages; the current one is marked for assistive technology too. */
export function StatusProgress({ current }: { current: StatusStepId }) {
  const currentIndex = stepIndex(current);
  return (
    <ol className="status-progress" aria-label="Registration status steps">
      {STATUS_STEPS.map((step, index) => {
        const stage = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo';
        return (
          <li
            key={step.id}
            className={`status-progress__step is-${stage}`}
            aria-current={stage === 'current' ? 'step' : undefined}
          >
            <span className="status-progress__number" aria-hidden="true">
              {stage === 'done' ? '✓' : index + 1}
            </span>
            <span className="status-progress__label">
              <span className="visually-hidden">Step {index + 1}: </span>
              {step.label}
              {stage === 'done' && <span className="visually-hidden"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
