import { Link as RouterLink } from 'react-router';
import { Box, Button, Card, CardActions, CardContent, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { testsUrl, type ExamGuide } from '../lib/guide.ts';

export const guideUrl = (slug: string) => paths.examGuide.replace(':examType', slug);

/** One exam on /exam: its name, who runs it, its stages, and the way to its details and tests. */
export function GuideCard({ guide }: { guide: ExamGuide }) {
  const { t } = useTranslation('examGuides');
  const to = guideUrl(guide.slug);
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: '14px' }}>
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={to} underline="hover" color="inherit">
            {guide.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {guide.subtitle}
        </Typography>
        {guide.about.body && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {t('detail.conductedBy')}:
            </Box>{' '}
            {guide.about.body}
          </Typography>
        )}
        {guide.examTypes.items.length > 0 && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {t('card.stages', { count: guide.examTypes.items.length })}: {guide.examTypes.items.join(' → ')}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={to} variant="contained" size="small" aria-label={t('card.detailsOf', { name: guide.title })}>
          {t('card.details')}
        </Button>
        <Button
          component={RouterLink}
          to={testsUrl(guide.id)}
          variant="outlined"
          size="small"
          sx={{ ml: '0 !important' }}
          aria-label={t('detail.seeTestsOf', { name: guide.title })}
        >
          {t('detail.seeTests')}
        </Button>
      </CardActions>
    </Card>
  );
}
