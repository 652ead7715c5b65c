import './home.css';
import { AboutSection } from './about-section';
import { AreasMarquee } from './areas-marquee';
import { CelebratingSection } from './celebrating-section';
import { CoOrganizedSection } from './co-organized-section';
import { CountdownSection } from './countdown-section';
import { HeroSection } from './hero-section';
import { HighlightsSection } from './highlights-section';
import { MemoriesGallery } from './memories-gallery';

// The eight sections, in the order docs/rules.md ("The pages") gives.
export function HomePage() {
  return (
    <>
      <HeroSection />
      <AboutSection />
      <AreasMarquee />
      <CountdownSection />
      <HighlightsSection />
      <CoOrganizedSection />
      <CelebratingSection />
      <MemoriesGallery />
    </>
  );
}
