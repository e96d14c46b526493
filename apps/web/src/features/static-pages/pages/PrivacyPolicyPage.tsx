import { StaticPage } from '../components/StaticPage.tsx';
import { usePageCopy } from '../components/use-sections.ts';

export function PrivacyPolicyPage() {
  const { title, subtitle, sections } = usePageCopy('privacy');
  return <StaticPage legal title={title} subtitle={subtitle} sections={sections} />;
}
