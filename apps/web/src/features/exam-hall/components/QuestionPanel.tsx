import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { HallQuestion } from '@pariksha/shared/schemas/attempts';
import type { SectionSummary } from '@pariksha/shared/schemas/exams';
import { hasLanguage, type QuestionLanguage } from '../model/text.ts';
import type { HallSession } from '../session/hall-session.ts';
import { useHall } from '../session/use-hall-session.ts';
import { MathText } from '../../../components/MathText.tsx';
import { OptionList } from './OptionList.tsx';
import { SaveIndicator } from './SaveIndicator.tsx';
import { QUESTION_HEAD_SX, QUESTION_TEXT_SX } from './HallSkeleton.tsx';
import { pickText } from '../../../lib/bilingual.ts';

type Props = {
  session: HallSession;
  question: HallQuestion;
  section: SectionSummary;
  number: number;
  total: number;
  language: QuestionLanguage;
  disabled: boolean;
};

/** One question: number and marks, text (with maths), image, and its options. */
export function QuestionPanel({ session, question, section, number, total, language, disabled }: Props) {
  const { t } = useTranslation('examHall');
  const selected = useHall(session, (s) => s.answers[question.id]?.selectedOptionIds) ?? [];
  const inLanguage = hasLanguage([question.text, ...question.options.map((o) => o.text)], language);
  const titleId = `q-title-${question.id}`;
  const textId = `q-text-${question.id}`;

  return (
    <Box component="section" aria-labelledby={titleId} lang={inLanguage ? language : language === 'hi' ? 'en' : 'hi'}>
      <Stack direction="row" sx={QUESTION_HEAD_SX}>
        <Typography component="h2" id={titleId} variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('question.number', { number, total })}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ whiteSpace: 'nowrap' }}
            title={t('question.marksLong', { correct: section.markCorrect, wrong: section.markWrong })}
          >
            <Box component="span" sx={{ color: 'success.dark', fontWeight: 700 }}>
              +{section.markCorrect}
            </Box>{' '}
            <Box component="span" sx={{ color: 'error.dark', fontWeight: 700 }}>
              −{section.markWrong}
            </Box>
          </Typography>
          <SaveIndicator session={session} />
        </Stack>
      </Stack>

      {!inLanguage && (
        <Typography variant="caption" color="warning.dark" component="p" sx={{ mb: 1 }}>
          {t('language.fallback')}
        </Typography>
      )}

      <MathText component="div" id={textId} text={pickText(question.text, language)} sx={QUESTION_TEXT_SX} />

      {question.imageUrl && (
        <Box
          component="img"
          src={question.imageUrl}
          alt={t('question.image', { number })}
          loading="eager"
          sx={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: 360,
            height: 'auto',
            mb: 2,
            borderRadius: 1,
            border: '1px solid',
            borderColor: 'divider',
          }}
        />
      )}

      {question.multipleCorrect && (
        <Typography variant="body2" color="info.dark" sx={{ mb: 1, fontWeight: 600 }}>
          {t('question.multiple')}
        </Typography>
      )}

      <OptionList
        question={question}
        language={language}
        selected={selected}
        disabled={disabled}
        labelledBy={titleId}
        describedBy={textId}
        onChoose={(optionId) => session.chooseOption(question.id, optionId)}
      />
    </Box>
  );
}
