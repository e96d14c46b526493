import { Navigate, useNavigate } from 'react-router';
import { Paper, Skeleton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/Description';
import { useTranslation } from 'react-i18next';
import type { ExamDetail, TestLanguage } from '@pariksha/shared/schemas/exams';
import { useExamDetail } from '../api.ts';
import { ExamChips } from '../components/ExamChips.tsx';
import { ExamLoadError } from '../components/ExamLoadError.tsx';
import { EmptyState, PageFrame } from '../../../components/PageFrame.tsx';
import { SetCard } from '../components/SetCard.tsx';
import { examUrls } from '../lib/route-shape.ts';
import { examCodeLabel } from '../lib/text.ts';
import { formatWindow } from '../lib/time.ts';
import { pickText } from '../../../lib/bilingual.ts';

/** /exams/:examId/:testLanguage: the sets of one test series, in that language. */
export function ExamSetsPage({ examId, language }: { examId: string; language: TestLanguage }) {
  const { t } = useTranslation(['exams', 'common']);
  const exam = useExamDetail(examId);
  const back = { to: examUrls.list(), label: t('list.title') };

  if (exam.isPending) {
    return (
      <PageFrame back={back}>
        <Stack sx={{ gap: 2 }} aria-busy="true" aria-label={t('common:loading')}>
          <Skeleton variant="text" height={48} width="70%" />
          <Skeleton variant="text" width="40%" />
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={110} sx={{ borderRadius: '14px' }} />
          ))}
        </Stack>
      </PageFrame>
    );
  }
  if (exam.isError) {
    return (
      <PageFrame back={back}>
        <ExamLoadError error={exam.error} fallback={t('sets.loadError')} onRetry={() => void exam.refetch()} />
      </PageFrame>
    );
  }
  // A language the exam does not have: show the one it has.
  if (exam.data.languages.length > 0 && !exam.data.languages.includes(language)) {
    return <Navigate replace to={examUrls.exam(examId, exam.data.languages[0]!)} />;
  }
  return <ExamSets exam={exam.data} language={language} back={back} />;
}

function ExamSets({ exam, language, back }: { exam: ExamDetail; language: TestLanguage; back: { to: string; label: string } }) {
  const { t, i18n } = useTranslation('exams');
  const navigate = useNavigate();
  const description = pickText(exam.description, language);
  const sets = [...exam.sets].sort((a, b) => a.position - b.position);

  return (
    <PageFrame
      back={back}
      title={pickText(exam.title, language) || examCodeLabel(exam.code, language)}
      subtitle={`${examCodeLabel(exam.code, i18n.language)} · ${exam.organizationName}`}
      actions={
        exam.languages.length > 1 && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={language}
            onChange={(_, l: TestLanguage | null) => l && navigate(examUrls.exam(exam.id, l), { replace: true })}
            aria-label={t('sets.testLanguage')}
          >
            {exam.languages.map((l) => (
              <ToggleButton key={l} value={l} lang={l}>
                {t(`language.${l}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )
      }
    >
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: '14px', mb: 2 }}>
        <ExamChips exam={exam} />
        {description && (
          <Typography sx={{ mt: 1.25, whiteSpace: 'pre-line' }} lang={language}>
            {description}
          </Typography>
        )}
        {exam.kind === 'live' && exam.startsAt && exam.endsAt && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {formatWindow(exam.startsAt, exam.endsAt, i18n.language)}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('list.progress', { done: exam.attemptedSetCount, count: exam.setCount })}
        </Typography>
      </Paper>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('sets.heading', { count: sets.length })}
      </Typography>
      {sets.length === 0 ? (
        <EmptyState icon={<DescriptionIcon />} title={t('sets.empty')} body={t('sets.emptyBody')} />
      ) : (
        <Stack sx={{ gap: 1.5 }}>
          {sets.map((set) => (
            <SetCard key={set.id} set={set} examId={exam.id} examKind={exam.kind} language={language} />
          ))}
        </Stack>
      )}
    </PageFrame>
  );
}
