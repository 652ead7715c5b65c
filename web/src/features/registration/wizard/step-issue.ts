// What Next found wrong with a step, and where the page says it. The domain's checkStep decides
// the messages (step-check.ts, loaded on first need): the step's own (the spec's alert) goes above
// the fields, with the names of the fields in error; each field's goes beside that field.
import type { SummaryField } from '../../../components/form/error-summary';
import type { StepProblem } from '@domain/step-validation';
import { fieldControlId, fieldName } from './field-names';

export interface StepIssue {
  /** The step's message, as the spec words it. */
  message: string;
  /** Each field in error with what is said beside it, in the order of the form. */
  problems: readonly StepProblem[];
}

/** A standalone message (e.g. an IEEE check's answer) as an issue about one field. */
export function issueAbout(field: string, message: string): StepIssue {
  return { message, problems: [{ path: field, message }] };
}

/** The message beside the field at `path` ("email", "students.2.idCard"), if it has one. */
export function fieldMessage(issue: StepIssue | null, path: string): string | null {
  return issue?.problems.find((problem) => problem.path === path)?.message ?? null;
}

export function isFlagged(issue: StepIssue | null, path: string): boolean {
  return fieldMessage(issue, path) !== null;
}

/** Whether the step's message is said above the fields: unless it is one field's, said beside it. */
export function needsSummary(issue: StepIssue | null): boolean {
  if (!issue) return false;
  const [only, ...others] = issue.problems;
  return !(only && others.length === 0 && fieldName(only.path) !== null && only.message === issue.message);
}

/** The fields the summary names and links to. */
export function summaryFields(issue: StepIssue | null): SummaryField[] {
  return (issue?.problems ?? []).flatMap(({ path }) => {
    const label = fieldName(path);
    return label === null ? [] : [{ label, controlId: fieldControlId(path) }];
  });
}

/**
 * The props a field of the step takes from the issue: its id (which the summary links to), its
 * message, and whether that message is announced by itself (when no summary announces it).
 */
export function fieldProps(issue: StepIssue | null, path: string) {
  return { controlId: fieldControlId(path), error: fieldMessage(issue, path), announce: !needsSummary(issue) };
}
