import { ADVISORY_BOARD, EDITORIAL_BOARD, ORGANIZING_COMMITTEE } from '../../content/committees';
import { CommitteePage } from './committee-page';

export function OrganizingCommitteePage() {
  return (
    <CommitteePage
      title="Organizing Committee"
      intro="The people who organise the conference at the host institutions."
      people={ORGANIZING_COMMITTEE}
    />
  );
}

export function EditorialBoardPage() {
  return (
    <CommitteePage
      title="Editorial Board"
      intro="Track chairs and members from the two host institutions."
      people={EDITORIAL_BOARD}
    />
  );
}

export function AdvisoryBoardPage() {
  return (
    <CommitteePage title="Advisory Board" intro="Senior advisors who guide the conference." people={ADVISORY_BOARD} />
  );
}
