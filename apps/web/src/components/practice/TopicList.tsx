import { Link as RouterLink } from 'react-router';
import { Chip, List, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import type { Subject } from '@pariksha/shared/taxonomy/taxonomy';
import { asLang } from '../../lib/bilingual.ts';

type Props = {
  subject: Subject;
  /** Questions available per topic key. */
  counts: ReadonlyMap<string, number>;
  hrefFor: (topic: string) => string;
  countLabel: (count: number) => string;
  emptyLabel: string;
};

/** A subject's topics with their question counts; topics without questions are listed last, unlinked. */
export function TopicList({ subject, counts, hrefFor, countLabel, emptyLabel }: Props) {
  const { i18n } = useTranslation();
  const lang = asLang(i18n.language);
  const topics = Object.entries(subject.topics).sort(([a], [b]) => Number((counts.get(b) ?? 0) > 0) - Number((counts.get(a) ?? 0) > 0));
  return (
    <Paper variant="outlined" sx={{ borderRadius: '14px', overflow: 'hidden' }}>
      <List disablePadding>
        {topics.map(([key, label], i) => {
          const n = counts.get(key) ?? 0;
          const text = (
            <ListItemText
              primary={label[lang]}
              secondary={lang === 'hi' && label.en !== label.hi ? label.en : undefined}
              slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
            />
          );
          const chip = (
            <Chip
              size="small"
              label={n > 0 ? countLabel(n) : emptyLabel}
              color={n > 0 ? 'primary' : 'default'}
              variant={n > 0 ? 'filled' : 'outlined'}
              sx={{ ml: 1, flexShrink: 0 }}
            />
          );
          return n > 0 ? (
            <ListItemButton key={key} component={RouterLink} to={hrefFor(key)} divider={i < topics.length - 1} sx={{ minHeight: 56 }}>
              {text}
              {chip}
              <ChevronRightIcon color="action" aria-hidden sx={{ ml: 0.5 }} />
            </ListItemButton>
          ) : (
            <Typography
              key={key}
              component="div"
              sx={{
                display: 'flex',
                alignItems: 'center',
                px: 2,
                py: 1,
                minHeight: 56,
                opacity: 0.6,
                borderBottom: i < topics.length - 1 ? 1 : 0,
                borderColor: 'divider',
              }}
            >
              {text}
              {chip}
            </Typography>
          );
        })}
      </List>
    </Paper>
  );
}
