import { Link as RouterLink, generatePath, useParams } from 'react-router';
import { Box, Button, Skeleton, Stack } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { useTranslation } from 'react-i18next';
import { findSubject, isKnownTopic, topicLabel } from '@pariksha/shared/taxonomy/taxonomy';
import { QueryState } from '../../../components/QueryState.tsx';
import { EmptyState, PageFrame } from '../../../components/PageFrame.tsx';
import { paths } from '../../../app/paths.ts';
import { useQuizSubjects } from '../api.ts';
import { QuizSession } from '../components/QuizSession.tsx';
import { StartPanel } from '../components/StartPanel.tsx';
import { GeneratePanel } from '../components/GeneratePanel.tsx';
import { hasGenerator } from '@pariksha/shared/generators/topics';
import { useQuizInUrl } from '../lib/use-quiz-start.ts';
import { asLang } from '../../../lib/bilingual.ts';

/** /quiz/:subject/:category: a 10-question quiz on one topic. */
export function QuizTopicPage() {
  const { t, i18n } = useTranslation('quiz');
  const { subject: subjectKey = '', category = '' } = useParams();
  const subject = findSubject(subjectKey);
  const known = Boolean(subject && isKnownTopic(subjectKey, category));
  const counts = useQuizSubjects();
  const { quizId, start, begin } = useQuizInUrl(subjectKey, category);
  const lang = asLang(i18n.language);
  const subjectPath = generatePath(paths.quizSubject, { subject: subjectKey });
  const back = { to: subjectPath, label: t('back.topics') };

  if (!subject || !known) {
    return (
      <PageFrame title={t('unknownTopic')} back={{ to: paths.quiz, label: t('back.subjects') }}>
        <EmptyState icon={<SearchOffIcon />} title={t('unknownTopic')} body={t('unknownTopicBody')} />
      </PageFrame>
    );
  }
  const name = topicLabel(subjectKey, category, lang);
  const generated = hasGenerator(subjectKey, category) ? (
    <GeneratePanel
      name={name}
      onGenerate={(count) => begin({ count })}
      generating={start.isPending && start.variables?.source === 'generated'}
      error={start.variables?.source === 'generated' ? start.error : null}
    />
  ) : null;
  if (quizId) {
    return (
      <PageFrame title={t('play.title', { name })} subtitle={subject.label[lang]} back={back} maxWidth={820}>
        <QuizSession
          quizId={quizId}
          onRetry={begin}
          retrying={start.isPending}
          retryError={start.error}
          backTo={{ to: subjectPath, label: t('result.otherTopic') }}
        />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={name} subtitle={subject.label[lang]} back={back} maxWidth={820}>
      {generated && <Box sx={{ mb: 2 }}>{generated}</Box>}
      <QueryState query={counts} errorFallback={t('home.loadError')} loading={<Skeleton variant="rounded" height={120} aria-hidden />}>
        {(data) => {
          const available = data.subjects.find((s) => s.subject === subjectKey)?.topics.find((x) => x.topic === category)?.count ?? 0;
          return (
            <Stack sx={{ gap: 2 }}>
              <StartPanel
                title={t('topic.quizOn', { name })}
                available={available}
                onStart={() => begin()}
                starting={start.isPending && start.variables?.source !== 'generated'}
                error={start.variables?.source === 'generated' ? null : start.error}
              />
              {available > 0 && (
                <Button
                  component={RouterLink}
                  to={generatePath(paths.questionsTopic, { subject: subjectKey, category })}
                  startIcon={<MenuBookIcon aria-hidden />}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {t('topic.practise')}
                </Button>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </PageFrame>
  );
}
