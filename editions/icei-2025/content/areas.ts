// The eight areas (docs/rules.md, "The pages"), in the organisers' order.
import type { AreaOfInterest } from '../../../web/src/content/types';
export type { AreaOfInterest } from '../../../web/src/content/types';
export const AREAS_OF_INTEREST: readonly AreaOfInterest[] = [
  { title: 'AI / ML', description: 'Learning systems, data-driven models and their engineering applications.' },
  { title: 'Industry 4.0', description: 'Digital twins, smart factories and connected industrial value chains.' },
  {
    title: 'IOT, Robotics and Automation',
    description: 'Sensing, embedded systems, autonomous robots and control.',
  },
  { title: '5G and 6G Technology', description: 'Next-generation wireless networks, edge computing and their uses.' },
  { title: 'AR / VR and HCI', description: 'Immersive interfaces and how people interact with engineered systems.' },
  {
    title: 'Critical Infrastructure',
    description: 'Resilient energy, water, transport and communication systems.',
  },
  {
    title: 'High Performance Computing',
    description: 'Parallel and accelerated computing for simulation and analytics.',
  },
  {
    title: 'Advanced Informatics and AI in Manufacturing',
    description: 'Information systems and intelligent methods across the manufacturing life cycle.',
  },
];
