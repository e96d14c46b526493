import { Link as RouterLink } from 'react-router';
import { Button, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import { useTranslation } from 'react-i18next';
import { WEAK_TOPIC_MIN_ANSWERS, type TopicAccuracyRow } from '@pariksha/shared/schemas/quiz';
import { subjectLabel, topicLabel } from '@pariksha/shared/taxonomy/taxonomy';
import { percent, practisePath } from '../lib/dashboard.ts';
import { asLang } from '../../../lib/bilingual.ts';

/** The lowest-accuracy topics (with enough answers to judge), each a link to a quiz on it. */
export function WeakTopics({ rows }: { rows: TopicAccuracyRow[] }) {
  const { t, i18n } = useTranslation('quiz');
  const lang = asLang(i18n.language);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="weak-topics" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: '16px' }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mb: 1 }}>
        <TrendingDownIcon color="warning" aria-hidden />
        <Typography id="weak-topics" component="h2" variant="h6" sx={{ fontWeight: 800 }}>
          {t('dashboard.weakTopics')}
        </Typography>
      </Stack>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('dashboard.noWeakTopics', { count: WEAK_TOPIC_MIN_ANSWERS })}</Typography>
      ) : (
        <List disablePadding>
          {rows.map((w) => {
            const name = topicLabel(w.subject, w.topic, lang);
            return (
              <ListItem key={`${w.subject}/${w.topic}`} disableGutters divider sx={{ gap: 1, alignItems: 'center' }}>
                <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{name}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {subjectLabel(w.subject, lang)} · {t('dashboard.weakLine', { percent: percent(w.accuracy), count: w.answered })}
                  </Typography>
                </Stack>
                <Button
                  size="small"
                  variant="outlined"
                  component={RouterLink}
                  to={practisePath(w.subject, w.topic)}
                  aria-label={t('dashboard.practiseTopic', { name })}
                  sx={{ flexShrink: 0 }}
                >
                  {t('dashboard.practise')}
                </Button>
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
