import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Button, Chip, Divider, Grid, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AuthoringSection } from '@pariksha/shared/schemas/exams';
import { errorMessage } from '../../../../lib/api.ts';
import { useSnackbar } from '../../../../lib/snackbar.ts';
import { useUpdateSection } from '../../api/authoring.ts';
import { plannedState } from '../../lib/exam-checks.ts';
import { markingText } from '../../lib/marking.ts';
import { sectionDefaults, sectionForm, type SectionValues } from '../../lib/test-forms.ts';
import { useLang } from '../../lib/use-lang.ts';
import { BilingualText, FormText } from '../common/fields.tsx';
import { readableOn } from '../common/contrast.ts';
import { SectionQuestions } from './SectionQuestions.tsx';
import { pickText } from '../../../../lib/bilingual.ts';

type Props = { section: AuthoringSection; locked: boolean; expanded: boolean; onToggle: (open: boolean) => void };

/** A section: planned vs attached questions at a glance; open it to edit and pick its questions. */
export function SectionEditor({ section, locked, expanded, onToggle }: Props) {
  const { t } = useTranslation('examDashboard');
  const lang = useLang();
  const name = pickText(section.name, lang) || t('sections.untitled', { n: section.position });
  const state = plannedState(section);
  const chipColor = section.questionIds.length === 0 ? 'error' : state === 'ok' ? 'success' : 'warning';
  const headerId = `section-${section.id}`;
  return (
    <Accordion
      expanded={expanded}
      onChange={(_, open) => onToggle(open)}
      slotProps={{ transition: { unmountOnExit: true } }}
      variant="outlined"
      disableGutters
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={headerId} aria-controls={`${headerId}-content`}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' }, width: '100%', pr: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, flexGrow: 1, overflowWrap: 'anywhere' }}>{name}</Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Chip
              size="small"
              color={chipColor}
              sx={readableOn(chipColor)}
              label={t('sections.attached', { attached: section.questionIds.length, planned: section.plannedQuestionCount })}
            />
            <Chip size="small" variant="outlined" label={t('sections.minutes', { count: section.durationMinutes })} />
            <Chip size="small" variant="outlined" label={markingText(t, section.markCorrect, section.markWrong)} />
          </Stack>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${headerId}-content`}>
        <SectionForm section={section} />
        <Divider sx={{ my: 2.5 }} />
        <SectionQuestions section={section} locked={locked} />
      </AccordionDetails>
    </Accordion>
  );
}

function SectionForm({ section }: { section: AuthoringSection }) {
  const { t } = useTranslation('examDashboard');
  const update = useUpdateSection();
  const form = useForm<SectionValues, unknown, z.output<typeof sectionForm>>({
    resolver: zodResolver(sectionForm),
    defaultValues: sectionDefaults(section),
  });
  const { control, reset, formState } = form;

  useEffect(() => {
    if (!formState.isDirty) reset(sectionDefaults(section));
  }, [section, formState.isDirty, reset]);

  const onSubmit = form.handleSubmit((body) =>
    update.mutate(
      { sectionId: section.id, body },
      {
        onSuccess: (next) => {
          const saved = next.sets.flatMap((s) => s.sections).find((s) => s.id === section.id);
          if (saved) reset(sectionDefaults(saved));
          useSnackbar.getState().show(t('sections.saved'));
        },
      },
    ),
  );
  const number = { type: 'number', slotProps: { htmlInput: { min: 1, inputMode: 'numeric' } } } as const;
  const decimal = { slotProps: { htmlInput: { inputMode: 'decimal' } } } as const;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('sections.settings')} aria-busy={update.isPending}>
      <Stack spacing={2}>
        {update.isError && <Alert severity="error">{errorMessage(update.error, t('errors.generic'))}</Alert>}
        <BilingualText control={control} name="name" labels={{ hi: t('fields.sectionNameHi'), en: t('fields.sectionNameEn') }} />
        <Grid container spacing={2}>
          <Grid size={{ xs: 6, md: 3 }}>
            <FormText control={control} name="durationMinutes" label={t('fields.sectionMinutes')} {...number} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <FormText control={control} name="plannedQuestionCount" label={t('fields.plannedCount')} {...number} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <FormText control={control} name="markCorrect" label={t('fields.markCorrect')} {...decimal} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <FormText
              control={control}
              name="markWrong"
              label={t('fields.markWrong')}
              helperText={t('sections.penaltyHelp')}
              {...decimal}
            />
          </Grid>
        </Grid>
        <Box>
          <Button type="submit" variant="outlined" disabled={update.isPending || !formState.isDirty}>
            {update.isPending ? t('saving') : t('sections.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
