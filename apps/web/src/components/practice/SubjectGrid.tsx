import { Link as RouterLink } from 'react-router';
import { Box, Card, CardActionArea, Chip, Stack, Typography } from '@mui/material';
import Grid from '@mui/material/Grid';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { SUBJECTS } from '@pariksha/shared/taxonomy/taxonomy';
import { asLang } from '../../lib/bilingual.ts';

type Props = {
  /** Questions available per subject key. */
  counts: ReadonlyMap<string, number>;
  hrefFor: (subject: string) => string;
  /** "{{count}} questions" in the page's namespace. */
  countLabel: (count: number) => string;
  /** Subjects with no questions are listed after the others, muted, and not linked. */
  emptyLabel: string;
  /** Subjects of the student's exam goal: listed first (with questions before without) and marked. */
  first?: readonly string[];
  /** The mark on those, e.g. "For your exam". */
  firstLabel?: string;
};

/** The taxonomy's subjects as cards with their question counts (practice and quiz). */
export function SubjectGrid({ counts, hrefFor, countLabel, emptyLabel, first = [], firstLabel }: Props) {
  const { i18n } = useTranslation();
  const lang = asLang(i18n.language);
  const has = (key: string) => Number((counts.get(key) ?? 0) > 0);
  const rank = (key: string) => (first.includes(key) ? first.indexOf(key) : first.length);
  const subjects = [...SUBJECTS].sort((a, b) => has(b.key) - has(a.key) || rank(a.key) - rank(b.key));
  return (
    <Grid container spacing={{ xs: 1.5, sm: 2 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {subjects.map((s) => {
        const n = counts.get(s.key) ?? 0;
        const body = (
          <Stack direction="row" sx={{ p: 2, gap: 1, alignItems: 'center', minHeight: 76 }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
                {s.label[lang]}
              </Typography>
              {lang === 'hi' && (
                <Typography variant="caption" color="text.secondary" component="p">
                  {s.label.en}
                </Typography>
              )}
              {firstLabel && first.includes(s.key) && (
                <Typography variant="caption" sx={{ color: 'primary.dark', fontWeight: 700 }} component="p">
                  {firstLabel}
                </Typography>
              )}
            </Box>
            <Chip
              size="small"
              label={n > 0 ? countLabel(n) : emptyLabel}
              color={n > 0 ? 'primary' : 'default'}
              variant={n > 0 ? 'filled' : 'outlined'}
            />
            {n > 0 && <ChevronRightIcon color="action" aria-hidden />}
          </Stack>
        );
        return (
          <Grid key={s.key} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Card variant="outlined" sx={{ borderRadius: '14px', height: '100%', opacity: n > 0 ? 1 : 0.6 }}>
              {n > 0 ? (
                <CardActionArea component={RouterLink} to={hrefFor(s.key)} sx={{ height: '100%' }}>
                  {body}
                </CardActionArea>
              ) : (
                body
              )}
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
