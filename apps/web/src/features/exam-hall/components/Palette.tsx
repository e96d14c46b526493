import { Box, ButtonBase, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { countStates } from '../model/palette.ts';
import type { HallSession } from '../session/hall-session.ts';
import { useHall } from '../session/use-hall-session.ts';
import { Legend } from './Legend.tsx';
import { StateBadge } from './StateBadge.tsx';
import { pickText } from '../../../lib/bilingual.ts';

type Props = { session: HallSession; sectionId: string; currentId: string | undefined; onPick: (questionId: string) => void };

/** The section's legend with counts, and one numbered button per question, coloured by its state. */
export function Palette({ session, sectionId, currentId, onPick }: Props) {
  const { t } = useTranslation('examHall');
  const language = useHall(session, (s) => s.language);
  const questions = useHall(session, (s) => s.questions);
  const answers = useHall(session, (s) => s.answers);
  const section = useHall(session, (s) => s.sections.find((x) => x.id === sectionId));
  const inSection = questions.filter((q) => q.sectionId === sectionId);
  const counts = countStates(
    inSection.map((q) => q.id),
    answers,
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Legend counts={counts} />
      <Box>
        <Typography component="h2" variant="subtitle2" id="palette-title" sx={{ fontWeight: 700, mb: 1 }}>
          {section ? pickText(section.name, language) : t('palette.title')}
        </Typography>
        <Box
          role="group"
          aria-labelledby="palette-title"
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(48px, 1fr))', gap: 1.25, justifyItems: 'center' }}
        >
          {inSection.map((q, i) => {
            const state = answers[q.id]?.state ?? 'notVisited';
            const current = q.id === currentId;
            return (
              <ButtonBase
                key={q.id}
                onClick={() => onPick(q.id)}
                aria-label={t('palette.question', { number: i + 1, state: t(`states.${state}`) })}
                aria-current={current ? 'step' : undefined}
                sx={{
                  borderRadius: '10px',
                  p: '3px',
                  outline: current ? '3px solid #1976d2' : 'none',
                  outlineOffset: 1,
                  '&.Mui-focusVisible': { outline: '3px solid #ff9800' },
                }}
              >
                <StateBadge state={state} size={42}>
                  {i + 1}
                </StateBadge>
              </ButtonBase>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
