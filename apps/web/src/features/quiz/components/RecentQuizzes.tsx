import { Link as RouterLink } from 'react-router';
import { Chip, List, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RecentQuiz } from '@pariksha/shared/schemas/quiz';
import { subjectLabel, topicLabel } from '@pariksha/shared/taxonomy/taxonomy';
import { reviewPath } from '../lib/dashboard.ts';
import { percentOf } from '../lib/quiz-state.ts';
import { asLang } from '../../../lib/bilingual.ts';

/** The latest finished quizzes, each opening its review. */
export function RecentQuizzes({ rows }: { rows: RecentQuiz[] }) {
  const { t, i18n } = useTranslation('quiz');
  const lang = asLang(i18n.language);
  const when = new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="recent-quizzes" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: '16px' }}>
      <Typography id="recent-quizzes" component="h2" variant="h6" sx={{ fontWeight: 800, mb: 1 }}>
        {t('dashboard.recent')}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('dashboard.noRecent')}</Typography>
      ) : (
        <List disablePadding>
          {rows.map((q) => {
            const pct = percentOf(q.score, q.total);
            return (
              <ListItemButton key={q.id} component={RouterLink} to={reviewPath(q)} divider sx={{ px: 1, gap: 1 }}>
                <ListItemText
                  primary={
                    q.topic ? topicLabel(q.subject, q.topic, lang) : t('dashboard.wholeSubject', { name: subjectLabel(q.subject, lang) })
                  }
                  secondary={`${subjectLabel(q.subject, lang)} · ${when.format(new Date(q.finishedAt))}`}
                  slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
                />
                <Chip
                  size="small"
                  color={pct >= 80 ? 'success' : pct >= 50 ? 'primary' : 'warning'}
                  label={`${q.score}/${q.total}`}
                  aria-label={t('dashboard.scoreOf', { score: q.score, total: q.total })}
                />
              </ListItemButton>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
