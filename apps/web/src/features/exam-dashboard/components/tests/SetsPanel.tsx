import { useState } from 'react';
import { Button, Tab, Tabs } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import type { AuthoringExam } from '@pariksha/shared/schemas/exams';
import { useLang } from '../../lib/use-lang.ts';
import { EmptyState } from '../common/EmptyState.tsx';
import { Panel } from '../common/Panel.tsx';
import { NewSetDialog } from './NewSetDialog.tsx';
import { SetEditor } from './SetEditor.tsx';
import { pickText } from '../../../../lib/bilingual.ts';

/** The exam's sets (papers) as tabs; one set is edited at a time. */
export function SetsPanel({ exam }: { exam: AuthoringExam }) {
  const { t } = useTranslation('examDashboard');
  const lang = useLang();
  const [selected, setSelected] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const current = exam.sets.find((s) => s.id === selected) ?? exam.sets[0];

  return (
    <Panel
      title={t('sets.title')}
      hint={t('sets.hint')}
      actions={
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {t('sets.add')}
        </Button>
      }
      id="sets"
    >
      {exam.sets.length === 0 || !current ? (
        <EmptyState title={t('sets.empty')} />
      ) : (
        <>
          <Tabs
            value={current.id}
            onChange={(_, id: string) => setSelected(id)}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label={t('sets.tabs')}
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            {exam.sets.map((s) => (
              <Tab key={s.id} value={s.id} label={pickText(s.title, lang) || t('sets.untitled', { n: s.position })} />
            ))}
          </Tabs>
          <SetEditor key={current.id} exam={exam} set={current} canDelete={exam.sets.length > 1} />
        </>
      )}
      <NewSetDialog
        open={adding}
        examId={exam.id}
        nextNumber={exam.sets.length + 1}
        onClose={() => setAdding(false)}
        onCreated={(next) => {
          setAdding(false);
          // The new set is the one not seen before.
          const known = new Set(exam.sets.map((s) => s.id));
          const created = next.sets.find((s) => !known.has(s.id));
          if (created) setSelected(created.id);
        }}
      />
    </Panel>
  );
}
