import { StaticPage } from '../components/StaticPage.tsx';
import { usePageCopy } from '../components/use-sections.ts';

export function TermsPage() {
  const { title, subtitle, sections } = usePageCopy('terms');
  return <StaticPage legal title={title} subtitle={subtitle} sections={sections} />;
}
