import { generatePath, useParams } from 'react-router';
import { Skeleton, Stack, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { findSubject } from '@pariksha/shared/taxonomy/taxonomy';
import { QueryState } from '../../../components/QueryState.tsx';
import { EmptyState, PageFrame } from '../../../components/PageFrame.tsx';
import { TopicList } from '../../../components/practice/TopicList.tsx';
import { paths } from '../../../app/paths.ts';
import { useQuizSubjects } from '../api.ts';
import { QuizSession } from '../components/QuizSession.tsx';
import { StartPanel } from '../components/StartPanel.tsx';
import { useQuizInUrl } from '../lib/use-quiz-start.ts';
import { asLang } from '../../../lib/bilingual.ts';

/** /quiz/:subject: a quiz over all the subject's topics, or choose one topic. */
export function QuizSubjectPage() {
  const { t, i18n } = useTranslation('quiz');
  const { subject: key = '' } = useParams();
  const subject = findSubject(key);
  const counts = useQuizSubjects();
  const { quizId, start, begin } = useQuizInUrl(key);
  const lang = asLang(i18n.language);
  const here = generatePath(paths.quizSubject, { subject: key });

  if (!subject) {
    return (
      <PageFrame title={t('unknownSubject')} back={{ to: paths.quiz, label: t('back.subjects') }}>
        <EmptyState icon={<SearchOffIcon />} title={t('unknownSubject')} body={t('unknownSubjectBody')} />
      </PageFrame>
    );
  }
  if (quizId) {
    return (
      <PageFrame title={t('play.title', { name: subject.label[lang] })} back={{ to: here, label: t('back.topics') }} maxWidth={820}>
        <QuizSession
          quizId={quizId}
          onRetry={begin}
          retrying={start.isPending}
          retryError={start.error}
          backTo={{ to: here, label: t('result.otherTopic') }}
        />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={subject.label[lang]} subtitle={t('subject.intro')} back={{ to: paths.quiz, label: t('back.subjects') }}>
      <QueryState query={counts} errorFallback={t('home.loadError')} loading={<Skeleton variant="rounded" height={360} aria-hidden />}>
        {(data) => {
          const entry = data.subjects.find((s) => s.subject === subject.key);
          return (
            <Stack sx={{ gap: 3 }}>
              <StartPanel
                title={t('subject.allTopics', { name: subject.label[lang] })}
                available={entry?.count ?? 0}
                onStart={() => begin()}
                starting={start.isPending}
                error={start.error}
              />
              <Typography component="h2" variant="h6" sx={{ fontWeight: 800, mb: -1 }}>
                {t('subject.orTopic')}
              </Typography>
              <TopicList
                subject={subject}
                counts={new Map((entry?.topics ?? []).map((x) => [x.topic, x.count]))}
                hrefFor={(topic) => generatePath(paths.quizTopic, { subject: subject.key, category: topic })}
                countLabel={(count) => t('count', { count })}
                emptyLabel={t('none')}
              />
            </Stack>
          );
        }}
      </QueryState>
    </PageFrame>
  );
}
