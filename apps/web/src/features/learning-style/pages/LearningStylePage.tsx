import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { QuestionStep } from '../components/QuestionStep.tsx';
import { ResultView } from '../components/ResultView.tsx';
import { loadResult, saveResult, type Saved } from '../lib/persist.ts';
import { QUESTIONS, score, type Answers } from '../lib/questionnaire.ts';

/** /learning-style: a short VARK-style questionnaire with a result and study advice; the result is kept in this browser. */
export function LearningStylePage() {
  const { t } = useTranslation('learningStyle');
  const [saved, setSaved] = useState<Saved | null>(loadResult);
  const [taking, setTaking] = useState(() => saved === null);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Partial<Answers>>({});
  const [justDone, setJustDone] = useState(false);

  const question = QUESTIONS[index]!;
  const next = () => {
    if (index < QUESTIONS.length - 1) {
      setIndex(index + 1);
      return;
    }
    const done: Saved = { answers: answers as Answers, completedAt: Date.now() };
    saveResult(done);
    setSaved(done);
    setTaking(false);
    setJustDone(true);
  };
  const retake = () => {
    setAnswers({});
    setIndex(0);
    setTaking(true);
  };

  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 }, maxWidth: 900, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', sm: '2rem' } }}>
        {t('title')}
      </Typography>
      {taking && (
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
          {t('intro')}
        </Typography>
      )}
      <Box sx={{ mt: taking ? 0 : 2.5 }}>
        {taking || !saved ? (
          <QuestionStep
            key={question.id}
            question={question}
            index={index}
            total={QUESTIONS.length}
            value={answers[question.id]}
            onChange={(style) => setAnswers((a) => ({ ...a, [question.id]: style }))}
            onBack={() => setIndex((i) => Math.max(0, i - 1))}
            onNext={next}
          />
        ) : (
          <ResultView result={score(saved.answers)} completedAt={saved.completedAt} onRetake={retake} focus={justDone} />
        )}
      </Box>
    </Box>
  );
}
