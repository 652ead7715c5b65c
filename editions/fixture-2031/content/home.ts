import { EXTERNAL_LINKS } from './site';

export const HERO_BUTTONS: readonly { label: string; href: string }[] = [
  { label: 'View Proceedings of Previous Edition', href: EXTERNAL_LINKS.previousProceedings },
  { label: 'Conference Info Page', href: EXTERNAL_LINKS.conferenceInfo },
];

export const ABOUT_PARAGRAPHS: readonly string[] = [
  'The Symposium on Civic Informatics 2031 brings together researchers, practitioners, educators and students who use information technology to design, build and run engineered systems.',
  'Hosted by the Civic Institute of Technology and co-organized with Karnatak University, the conference offers keynote talks, peer-reviewed paper sessions, poster presentations and an exhibition of industry work.',
  'Three days in Dharwad give authors and attendees the chance to share results, meet collaborators across academia and industry, and shape the next steps of engineering informatics in India and beyond.',
];

export const CELEBRATING = {
  heading: 'Celebrating Innovation, Collaboration & Impact',
  paragraphs: [
    'The previous edition of the conference gathered researchers and industry from across the country, and its proceedings are available online.',
    'All published papers are Scopus indexed.',
    'The conference recognises outstanding work with the Best Paper Award and the Best Poster Award.',
  ],
};
