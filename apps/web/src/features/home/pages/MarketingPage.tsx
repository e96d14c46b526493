import { lazy, Suspense, useState } from 'react';
import { Box } from '@mui/material';
import { Hero } from '../components/Hero.tsx';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import { ExamTiles } from '../components/ExamTiles.tsx';
import { WhyChoose } from '../components/WhyChoose.tsx';
import { StatsPanel } from '../components/StatsPanel.tsx';
import { Testimonials } from '../components/Testimonials.tsx';
import { Faq } from '../components/Faq.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { HydrateWhenVisible } from '../../../lib/deferred-hydration.tsx';

// The walkthrough is only loaded when someone asks for it.
const DemoDialog = lazy(() => import('../components/DemoDialog.tsx').then((m) => ({ default: m.DemoDialog })));

/**
 * Spec 2.7: the marketing page for coaching institutes and schools, which also serves a student
 * visitor (issue 13): 'start practising free', the exam families' tiles and a free mock.
 * Visitors see it at /, signed-in people at /welcome (About links to it).
 */
export function MarketingPage() {
  const [demoOpen, setDemoOpen] = useState(false);
  const [demoLoaded, setDemoLoaded] = useState(false);
  const openDemo = () => {
    setDemoLoaded(true);
    setDemoOpen(true);
  };

  return (
    <Box sx={{ overflowX: 'hidden' }}>
      <Hero onWatchDemo={openDemo} />
      {/* Below the hero, each section of the prerendered page is hydrated as it nears the screen. */}
      <HydrateWhenVisible name="home-exams">
        <ExamTiles />
      </HydrateWhenVisible>
      <HydrateWhenVisible name="home-features">
        <FeatureGrid />
      </HydrateWhenVisible>
      <HydrateWhenVisible name="home-why">
        <WhyChoose />
      </HydrateWhenVisible>
      <HydrateWhenVisible name="home-stats">
        <StatsPanel />
      </HydrateWhenVisible>
      <HydrateWhenVisible name="home-testimonials">
        <Testimonials />
      </HydrateWhenVisible>
      <HydrateWhenVisible name="home-faq">
        <Faq />
      </HydrateWhenVisible>
      <HydrateWhenVisible name="home-cta">
        <CallToAction />
      </HydrateWhenVisible>
      {demoLoaded && (
        <Suspense fallback={null}>
          <DemoDialog open={demoOpen} onClose={() => setDemoOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
