import { Link as RouterLink } from 'react-router';
import { Box, Button, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { getTemplate } from '@pariksha/shared/exam/templates';
import { QueryState } from '../../../../components/QueryState.tsx';
import { useAuthoringList, type AuthoringListItem } from '../../api/authoring.ts';
import { formatDateTime } from '../../lib/format.ts';
import { dashboardLinks } from '../../lib/links.ts';
import { useLang } from '../../lib/use-lang.ts';
import { EmptyState } from '../common/EmptyState.tsx';
import { Panel } from '../common/Panel.tsx';
import { StatusChip } from './StatusChip.tsx';
import { pickText } from '../../../../lib/bilingual.ts';

/** Staff: every test of the organisation, drafts included, with its status and attempts. */
export function TestsTab() {
  const { t } = useTranslation('examDashboard');
  const list = useAuthoringList();
  const newTest = (
    <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={dashboardLinks.newTest}>
      {t('tests.new')}
    </Button>
  );
  return (
    <Panel title={t('tests.title')} hint={t('tests.hint')} actions={newTest} id="tests">
      <QueryState query={list} loading={<ListSkeleton />} errorFallback={t('tests.loadError')}>
        {(data) =>
          data.data.length === 0 ? (
            <EmptyState title={t('tests.empty')} hint={t('tests.emptyHint')} />
          ) : (
            <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('tests.title')}>
              {data.data.map((exam) => (
                <TestRow key={exam.id} exam={exam} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Panel>
  );
}

function TestRow({ exam }: { exam: AuthoringListItem }) {
  const { t } = useTranslation('examDashboard');
  const lang = useLang();
  const title = pickText(exam.title, lang) || getTemplate(exam.code).title[lang];
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
            <StatusChip isPublished={exam.isPublished} />
            <Chip size="small" label={t(`kind.${exam.kind}`)} />
            <Chip size="small" variant="outlined" label={getTemplate(exam.code).title[lang]} />
            {exam.liveStatus && <Chip size="small" variant="outlined" color="error" label={t(`liveStatus.${exam.liveStatus}`)} />}
          </Stack>
          {exam.kind === 'live' && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('tests.window', { from: formatDateTime(exam.startsAt, lang), to: formatDateTime(exam.endsAt, lang) })}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('tests.counts', { sets: exam.setCount, count: exam.attemptCount })}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexShrink: 0 }}>
          <Button variant="outlined" component={RouterLink} to={dashboardLinks.test(exam.id)} aria-label={`${t('tests.edit')}: ${title}`}>
            {t('tests.edit')}
          </Button>
          <Button component={RouterLink} to={dashboardLinks.results(exam.id)} aria-label={`${t('tests.results')}: ${title}`}>
            {t('tests.results')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

function ListSkeleton() {
  return (
    <Stack spacing={1.5} aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={96} />
      ))}
    </Stack>
  );
}
