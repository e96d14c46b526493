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
      <ExamTiles />
      <FeatureGrid />
      <WhyChoose />
      <StatsPanel />
      <Testimonials />
      <Faq />
      <CallToAction />
      {demoLoaded && (
        <Suspense fallback={null}>
          <DemoDialog open={demoOpen} onClose={() => setDemoOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
