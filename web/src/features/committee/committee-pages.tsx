import {
  ADVISORY_BOARD,
  EDITORIAL_BOARD,
  EDITORIAL_BOARD_INTRO,
  ORGANIZING_COMMITTEE,
  ORGANIZING_COMMITTEE_INTRO,
} from '../../content/committees';
import { CommitteePage } from './committee-page';

export function OrganizingCommitteePage() {
  return (
    <CommitteePage title="Organizing Committee" intro={ORGANIZING_COMMITTEE_INTRO} people={ORGANIZING_COMMITTEE} />
  );
}

export function EditorialBoardPage() {
  return <CommitteePage title="Editorial Board" intro={EDITORIAL_BOARD_INTRO} people={EDITORIAL_BOARD} />;
}

export function AdvisoryBoardPage() {
  return (
    <CommitteePage title="Advisory Board" intro="Senior advisors who guide the conference." people={ADVISORY_BOARD} />
  );
}
