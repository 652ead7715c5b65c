// What an application's page adds once React has hydrated it, in one chunk beside the start
// (main.ts): the header's behaviour, as on every page (enhance/frame.ts), and the typefaces for
// the next page, fetched once the visitor first does something here (lib/typefaces.ts).
import { enhanceFrame } from '../enhance/frame';
import { keepTypefacesAfterInteraction } from '../lib/typefaces';

export function afterStart(): void {
  enhanceFrame();
  keepTypefacesAfterInteraction();
}
