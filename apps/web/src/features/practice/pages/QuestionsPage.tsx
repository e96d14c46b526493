import { useSearchParams } from 'react-router';
import { Box, Skeleton, Tab, Tabs } from '@mui/material';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { QueryState } from '../../../components/QueryState.tsx';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { SubjectGrid } from '../../../components/practice/SubjectGrid.tsx';
import { paths } from '../../../app/paths.ts';
import { useSubjectCounts } from '../api.ts';
import { BookmarksView } from '../components/BookmarksView.tsx';
import { subjectCountMap } from '../lib/counts.ts';

/** /questions: the subjects to practise, and (?view=bookmarks) every bookmarked question in one list. */
export function QuestionsPage() {
  const { t } = useTranslation('practice');
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'bookmarks' ? 'bookmarks' : 'subjects';

  return (
    <PageFrame title={t('home.title')} subtitle={t('home.intro')}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2.5 }}>
        <Tabs
          value={view}
          onChange={(_, next: string) => setParams(next === 'bookmarks' ? { view: 'bookmarks' } : {})}
          aria-label={t('home.views')}
        >
          <Tab value="subjects" label={t('home.subjects')} id="tab-subjects" aria-controls="panel-subjects" />
          <Tab value="bookmarks" label={t('home.bookmarked')} id="tab-bookmarks" aria-controls="panel-bookmarks" />
        </Tabs>
      </Box>
      <div role="tabpanel" id={`panel-${view}`} aria-labelledby={`tab-${view}`}>
        {view === 'bookmarks' ? <BookmarksView /> : <SubjectsPanel />}
      </div>
    </PageFrame>
  );
}

function SubjectsPanel() {
  const { t } = useTranslation('practice');
  const counts = useSubjectCounts();
  return (
    <QueryState query={counts} loading={<GridSkeleton />} errorFallback={t('home.loadError')}>
      {(data) => (
        <SubjectGrid
          counts={subjectCountMap(data)}
          hrefFor={(subject) => generatePath(paths.questionsSubject, { subject })}
          countLabel={(count) => t('count', { count })}
          emptyLabel={t('none')}
        />
      )}
    </QueryState>
  );
}

export function GridSkeleton() {
  return (
    <Grid container spacing={2} aria-hidden>
      {Array.from({ length: 6 }, (_, i) => (
        <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
          <Skeleton variant="rounded" height={76} />
        </Grid>
      ))}
    </Grid>
  );
}
