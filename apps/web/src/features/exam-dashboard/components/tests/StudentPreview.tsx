import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AuthoringExam, AuthoringSection } from '@pariksha/shared/schemas/exams';
import { MathText } from '../../../../components/MathText.tsx';
import { OPTION_LETTERS, pickText, shownLang, type Lang } from '../../../../lib/bilingual.ts';
import { errorMessage } from '../../../../lib/api.ts';
import { useBankQuestions } from '../../api/bank.ts';
import { markingText } from '../../lib/marking.ts';
import { useLang } from '../../lib/use-lang.ts';

type Props = { exam: AuthoringExam; open: boolean; onClose: () => void };

/**
 * The paper as a student will see it in the hall — section by section, in either of the test's
 * languages — but read-only: no answer can be chosen and the correct option is not marked, so
 * an author checks wording, order and language before publishing.
 */
export function StudentPreview({ exam, open, onClose }: Props) {
  const { t } = useTranslation('examDashboard');
  const uiLang = useLang();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const languages: Lang[] = exam.languages.length ? exam.languages : ['hi', 'en'];
  const [lang, setLang] = useState<Lang>(languages.includes(uiLang) ? uiLang : languages[0]!);
  const [setIndex, setSetIndex] = useState(0);
  const [sectionIndex, setSectionIndex] = useState(0);
  const set = exam.sets[Math.min(setIndex, exam.sets.length - 1)];
  const section = set?.sections[Math.min(sectionIndex, set.sections.length - 1)];
  useEffect(() => setSectionIndex(0), [setIndex]);

  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="student-preview-title">
      <DialogTitle id="student-preview-title">{t('studentPreview.title', { title: pickText(exam.title, lang) })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Alert severity="info">{t('studentPreview.note')}</Alert>
          <Stack direction="row" role="group" aria-label={t('studentPreview.language')} sx={{ gap: 1 }}>
            {languages.map((l) => (
              <Button
                key={l}
                size="small"
                variant={l === lang ? 'contained' : 'outlined'}
                aria-pressed={l === lang}
                onClick={() => setLang(l)}
              >
                {t(`languages.${l}`)}
              </Button>
            ))}
          </Stack>
          {exam.sets.length > 1 && (
            <Tabs value={setIndex} onChange={(_, v: number) => setSetIndex(v)} variant="scrollable" aria-label={t('studentPreview.sets')}>
              {exam.sets.map((s) => (
                <Tab key={s.id} label={pickText(s.title, lang)} />
              ))}
            </Tabs>
          )}
          {set && set.sections.length > 0 && (
            <Tabs
              value={Math.min(sectionIndex, set.sections.length - 1)}
              onChange={(_, v: number) => setSectionIndex(v)}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label={t('studentPreview.sections')}
            >
              {set.sections.map((s) => (
                <Tab key={s.id} label={`${pickText(s.name, lang)} (${s.questionIds.length})`} />
              ))}
            </Tabs>
          )}
          {section ? <SectionPaper section={section} lang={lang} enabled={open} /> : <Typography>{t('studentPreview.noSets')}</Typography>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('studentPreview.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function SectionPaper({ section, lang, enabled }: { section: AuthoringSection; lang: Lang; enabled: boolean }) {
  const { t } = useTranslation('examDashboard');
  const questions = useBankQuestions(section.questionIds, enabled);
  const total = section.questionIds.length;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Chip size="small" variant="outlined" label={t('sections.minutes', { count: section.durationMinutes })} />
        <Chip size="small" variant="outlined" label={markingText(t, section.markCorrect, section.markWrong)} />
      </Stack>
      {total === 0 && <Typography color="text.secondary">{t('questions.empty')}</Typography>}
      {section.questionIds.map((id, index) => {
        const q = questions[index];
        const label = t('studentPreview.questionOf', { n: index + 1, total });
        return (
          <Box
            key={id}
            component="section"
            aria-label={label}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 } }}
          >
            <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
              {label}
            </Typography>
            {q?.data ? (
              <>
                {shownLang(q.data.text, lang) !== lang && (
                  <Alert severity="warning" sx={{ mb: 1 }}>
                    {t('studentPreview.fallback')}
                  </Alert>
                )}
                <MathText text={pickText(q.data.text, lang)} component="div" sx={{ mb: 1 }} />
                {q.data.imageUrl && <Box component="img" src={q.data.imageUrl} alt={t('preview.image')} sx={{ maxWidth: '100%', mb: 1 }} />}
                <RadioGroup aria-label={t('preview.options')}>
                  {q.data.options.map((o, i) => (
                    <FormControlLabel
                      key={o.id}
                      value={o.id}
                      disabled
                      control={<Radio size="small" />}
                      // Read-only, yet as legible as in the hall: the disabled grey would misrepresent it.
                      sx={{ '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' } }}
                      label={<MathText text={`${OPTION_LETTERS[i]}. ${pickText(o, lang)}`} />}
                    />
                  ))}
                </RadioGroup>
              </>
            ) : q?.isError ? (
              <Typography color="error">{errorMessage(q.error, t('questions.loadOne'))}</Typography>
            ) : (
              <Skeleton height={80} />
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
