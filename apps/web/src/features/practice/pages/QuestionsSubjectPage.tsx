import { generatePath, useParams } from 'react-router';
import { Skeleton } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { findSubject } from '@pariksha/shared/taxonomy/taxonomy';
import { QueryState } from '../../../components/QueryState.tsx';
import { EmptyState, PageFrame } from '../../../components/PageFrame.tsx';
import { TopicList } from '../../../components/practice/TopicList.tsx';
import { paths } from '../../../app/paths.ts';
import { useSubjectCounts } from '../api.ts';
import { topicCountMap } from '../lib/counts.ts';
import { asLang } from '../../../lib/bilingual.ts';

/** /questions/:subject: the subject's topics with their question counts. */
export function QuestionsSubjectPage() {
  const { t, i18n } = useTranslation('practice');
  const { subject: key = '' } = useParams();
  const subject = findSubject(key);
  const counts = useSubjectCounts();
  const back = { to: paths.questions, label: t('back.subjects') };

  if (!subject) {
    return (
      <PageFrame title={t('unknownSubject')} back={back}>
        <EmptyState icon={<SearchOffIcon />} title={t('unknownSubject')} body={t('unknownSubjectBody')} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={subject.label[asLang(i18n.language)]} subtitle={t('subject.intro')} back={back}>
      <QueryState query={counts} loading={<Skeleton variant="rounded" height={360} aria-hidden />} errorFallback={t('home.loadError')}>
        {(data) => (
          <TopicList
            subject={subject}
            counts={topicCountMap(data, subject.key)}
            hrefFor={(topic) => generatePath(paths.questionsTopic, { subject: subject.key, category: topic })}
            countLabel={(count) => t('count', { count })}
            emptyLabel={t('none')}
          />
        )}
      </QueryState>
    </PageFrame>
  );
}
