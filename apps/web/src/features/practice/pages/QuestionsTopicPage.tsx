import { useCallback } from 'react';
import { Link as RouterLink, generatePath, useParams, useSearchParams } from 'react-router';
import { Button, Skeleton, Stack, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import QuizIcon from '@mui/icons-material/Quiz';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useTranslation } from 'react-i18next';
import { PRACTICE_PAGE_SIZE } from '@pariksha/shared/schemas/practice';
import { hasGenerator } from '@pariksha/shared/generators/topics';
import { findSubject, isKnownTopic, topicLabel } from '@pariksha/shared/taxonomy/taxonomy';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { EmptyState, PageFrame } from '../../../components/PageFrame.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useBookmarkStatus } from '../../../lib/bookmarks-api.ts';
import { paths } from '../../../app/paths.ts';
import { usePracticeQuestions } from '../api.ts';
import { GeneratedPractice } from '../components/GeneratedPractice.tsx';
import { PracticeFiltersBar } from '../components/PracticeFiltersBar.tsx';
import { PracticeQuestionCard } from '../components/PracticeQuestionCard.tsx';
import { hasActiveFilters, pageCount, readFilters, updateFilters, writeFilters, type PracticeFilters } from '../lib/filters.ts';
import { ListPagination } from '../../../components/CardList.tsx';
import { asLang } from '../../../lib/bilingual.ts';

/** /questions/:subject/:category: ten questions a page, with filters, check, show answer and bookmark. */
export function QuestionsTopicPage() {
  const { t, i18n } = useTranslation('practice');
  const { subject: subjectKey = '', category = '' } = useParams();
  const subject = findSubject(subjectKey);
  const known = Boolean(subject && isKnownTopic(subjectKey, category));
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const list = usePracticeQuestions(subjectKey, category, filters);
  const ids = list.data?.data.map((q) => q.id) ?? [];
  const status = useBookmarkStatus(ids);
  const uiLang = asLang(i18n.language);
  const lang = filters.language ?? uiLang;

  const change = useCallback(
    (patch: Partial<PracticeFilters>) => {
      setParams((prev) => writeFilters(updateFilters(readFilters(prev), patch)), { replace: !('page' in patch) });
      if ('page' in patch) window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [setParams],
  );
  const back = { to: generatePath(paths.questionsSubject, { subject: subjectKey }), label: t('back.topics') };

  if (!subject || !known) {
    return (
      <PageFrame title={t('unknownTopic')} back={{ to: paths.questions, label: t('back.subjects') }}>
        <EmptyState icon={<SearchOffIcon />} title={t('unknownTopic')} body={t('unknownTopicBody')} />
      </PageFrame>
    );
  }

  const total = list.data?.total ?? 0;
  const pages = pageCount(total, PRACTICE_PAGE_SIZE);
  const quizLink = generatePath(paths.quizTopic, { subject: subjectKey, category });
  return (
    <PageFrame
      title={topicLabel(subjectKey, category, uiLang)}
      subtitle={subject.label[uiLang]}
      back={back}
      actions={
        <Button component={RouterLink} to={quizLink} variant="outlined" startIcon={<QuizIcon aria-hidden />}>
          {t('topic.takeQuiz')}
        </Button>
      }
    >
      {hasGenerator(subjectKey, category) && (
        <GeneratedPractice subject={subjectKey} topic={category} topicName={topicLabel(subjectKey, category, uiLang)} lang={lang} />
      )}
      <PracticeFiltersBar filters={filters} onChange={change} />
      {list.isPending ? (
        <Stack sx={{ gap: 2 }} aria-hidden>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={260} />
          ))}
        </Stack>
      ) : list.isError && !list.data ? (
        <RetryAlert onRetry={() => void list.refetch()}>{errorMessage(list.error, t('topic.loadError'))}</RetryAlert>
      ) : total === 0 ? (
        hasActiveFilters(filters) ? (
          <EmptyState
            icon={filters.unanswered ? <TaskAltIcon /> : <SearchOffIcon />}
            title={filters.unanswered ? t('topic.allAnswered') : t('topic.noMatch')}
            body={t('topic.noMatchBody')}
            action={
              <Button variant="outlined" onClick={() => change({ difficulty: undefined, language: undefined, unanswered: false })}>
                {t('filters.clear')}
              </Button>
            }
          />
        ) : (
          <EmptyState icon={<SearchOffIcon />} title={t('topic.empty')} body={t('topic.emptyBody')} />
        )
      ) : (
        <>
          {list.isError && (
            <RetryAlert onRetry={() => void list.refetch()} sx={{ mb: 2 }}>
              {errorMessage(list.error, t('topic.loadError'))}
            </RetryAlert>
          )}
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1.5 }}>
            {t('topic.count', { count: total })}
          </Typography>
          <Stack sx={{ gap: 2, opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }} aria-busy={list.isPlaceholderData}>
            {list.data!.data.map((q, i) => (
              <PracticeQuestionCard
                key={q.id}
                question={q}
                number={(filters.page - 1) * PRACTICE_PAGE_SIZE + i + 1}
                lang={lang}
                bookmarked={status.isSuccess ? status.bookmarked.has(q.id) : undefined}
              />
            ))}
          </Stack>
          <ListPagination label={t('topic.pagination')} pages={pages} page={filters.page} onChange={(page) => change({ page })} />
        </>
      )}
    </PageFrame>
  );
}
