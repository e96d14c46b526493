import { useState } from 'react';
import { Box, Collapse, IconButton, LinearProgress, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import type { SubjectAccuracy, TopicAccuracyRow } from '@pariksha/shared/schemas/quiz';
import { subjectLabel, topicLabel } from '@pariksha/shared/taxonomy/taxonomy';
import { percent } from '../lib/dashboard.ts';
import { asLang } from '../../../lib/bilingual.ts';

const barColor = (accuracy: number) => (accuracy >= 0.8 ? 'success' : accuracy >= 0.5 ? 'primary' : 'warning');

function Row({ label, answered, accuracy, dense }: { label: string; answered: number; accuracy: number; dense?: boolean }) {
  const { t } = useTranslation('quiz');
  return (
    <Box sx={{ flexGrow: 1, minWidth: 0 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
        <Typography sx={{ fontWeight: dense ? 500 : 700, fontSize: dense ? '0.9rem' : '1rem', overflowWrap: 'anywhere' }}>
          {label}
        </Typography>
        <Typography variant="body2" sx={{ flexShrink: 0, fontWeight: 700 }}>
          {percent(accuracy)}%
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent(accuracy)}
        color={barColor(accuracy)}
        aria-label={t('dashboard.rowLabel', { name: label, percent: percent(accuracy), count: answered })}
        sx={{ height: dense ? 6 : 8, borderRadius: 4, my: 0.5 }}
      />
      <Typography variant="caption" color="text.secondary">
        {t('dashboard.answeredN', { count: answered })}
      </Typography>
    </Box>
  );
}

/** Accuracy per subject (volume under each bar), each opening to its topics. */
export function AccuracyBySubject({ rows, topics }: { rows: SubjectAccuracy[]; topics: TopicAccuracyRow[] }) {
  const { t, i18n } = useTranslation('quiz');
  const lang = asLang(i18n.language);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="by-subject" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: '16px' }}>
      <Typography id="by-subject" component="h2" variant="h6" sx={{ fontWeight: 800, mb: 1 }}>
        {t('dashboard.bySubject')}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('dashboard.noAnswersInRange')}</Typography>
      ) : (
        <List disablePadding>
          {rows.map((s) => {
            const expanded = open === s.subject;
            const id = `topics-${s.subject.replace(/\W+/g, '-')}`;
            return (
              <ListItem key={s.subject} disableGutters divider sx={{ display: 'block', py: 1 }}>
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                  <Row label={subjectLabel(s.subject, lang)} answered={s.answered} accuracy={s.accuracy} />
                  <IconButton
                    onClick={() => setOpen(expanded ? null : s.subject)}
                    aria-expanded={expanded}
                    aria-controls={id}
                    aria-label={t(expanded ? 'dashboard.hideTopics' : 'dashboard.showTopics', { name: subjectLabel(s.subject, lang) })}
                  >
                    <ExpandMoreIcon sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform .2s' }} />
                  </IconButton>
                </Stack>
                <Collapse in={expanded} id={id} unmountOnExit>
                  <Stack sx={{ gap: 1, pl: { xs: 1.5, sm: 3 }, pr: 6, pt: 1 }}>
                    {topics
                      .filter((x) => x.subject === s.subject)
                      .map((x) => (
                        <Row key={x.topic} dense label={topicLabel(x.subject, x.topic, lang)} answered={x.answered} accuracy={x.accuracy} />
                      ))}
                  </Stack>
                </Collapse>
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
