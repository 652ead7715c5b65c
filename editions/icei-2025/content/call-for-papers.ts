// Call for papers (docs/rules.md, "The pages").
export const COMMITTEE_MESSAGE =
  'The organizing committee invites original, unpublished research papers on engineering informatics. We look forward to your contributions and to welcoming you in Dharwad.';

export const SUBMISSION_GUIDELINES: readonly string[] = [
  'Regular papers are 6-10 pages including references.',
  'Papers must be written in English and be original work not published or under review elsewhere.',
  'Reviewing is double-blind: remove author names and affiliations from the submitted paper.',
  'Use the IEEE conference template and submit the paper as a PDF.',
  'At least one author of an accepted paper must register for the conference.',
  'All presenting authors must register.',
];

export const EVALUATION_CRITERIA: readonly string[] = [
  'Originality and significance of the contribution',
  'Technical soundness and quality of the evaluation',
  'Relevance to the areas of the conference',
  'Clarity of presentation',
];

export const AWARDS: readonly string[] = [
  'Best Paper Award for the most outstanding paper presented at the conference.',
  'Best Poster Award for the most outstanding student poster.',
];
