import { Chip, Stack } from '@mui/material';
import { subjectLabel, topicLabel } from '@pariksha/shared/taxonomy/taxonomy';
import type { Lang } from '../../../lib/bilingual.ts';

/** The subject and, when set, the topic of a note or PDF. */
export function SubjectChips({ subject, topic, lang }: { subject: string; topic: string | null; lang: Lang }) {
  return (
    <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }}>
      <Chip size="small" color="primary" variant="outlined" label={subjectLabel(subject, lang)} />
      {topic && <Chip size="small" variant="outlined" label={topicLabel(subject, topic, lang)} />}
    </Stack>
  );
}
