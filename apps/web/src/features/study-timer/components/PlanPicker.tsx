import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LIMITS, PRESETS, type Plan } from '../lib/timer.ts';

type Choice = keyof typeof PRESETS | 'custom';

const presetOf = (plan: Plan): Choice =>
  (Object.keys(PRESETS) as (keyof typeof PRESETS)[]).find(
    (k) => PRESETS[k].focusMinutes === plan.focusMinutes && PRESETS[k].breakMinutes === plan.breakMinutes,
  ) ?? 'custom';

type Props = { plan: Plan; locked: boolean; onChange: (plan: Plan) => void };

/** 25/5, 50/10 or custom minutes. Locked while a phase is under way (reset first). */
export function PlanPicker({ plan, locked, onChange }: Props) {
  const { t } = useTranslation('studyTimer');
  const [choice, setChoice] = useState<Choice>(() => presetOf(plan));

  const minutes = (limits: { min: number; max: number }) =>
    z.coerce
      .number<string>()
      .int(t('plan.range', limits))
      .min(limits.min, t('plan.range', limits))
      .max(limits.max, t('plan.range', limits));
  const schema = z.object({ focusMinutes: minutes(LIMITS.focus), breakMinutes: minutes(LIMITS.break) });

  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { focusMinutes: String(plan.focusMinutes), breakMinutes: String(plan.breakMinutes) },
  });
  const { errors } = form.formState;

  const pick = (next: Choice | null) => {
    if (!next) return;
    setChoice(next);
    if (next !== 'custom') onChange(PRESETS[next]);
  };

  return (
    <Box>
      <Typography id="plan-label" variant="subtitle2" sx={{ mb: 1 }}>
        {t('plan.label')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={choice}
        onChange={(_, v: Choice | null) => pick(v)}
        aria-labelledby="plan-label"
        disabled={locked}
        size="small"
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="classic" aria-label={t('plan.classicLabel')}>
          {t('plan.classic')}
        </ToggleButton>
        <ToggleButton value="long" aria-label={t('plan.longLabel')}>
          {t('plan.long')}
        </ToggleButton>
        <ToggleButton value="custom">{t('plan.custom')}</ToggleButton>
      </ToggleButtonGroup>
      {locked && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {t('plan.locked')}
        </Typography>
      )}
      {choice === 'custom' && !locked && (
        <Stack
          component="form"
          noValidate
          aria-label={t('plan.customForm')}
          onSubmit={form.handleSubmit((v) => onChange(v))}
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1.5, mt: 2, alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            {...form.register('focusMinutes')}
            label={t('plan.focusMinutes')}
            type="number"
            size="small"
            slotProps={{ htmlInput: { min: LIMITS.focus.min, max: LIMITS.focus.max, inputMode: 'numeric' } }}
            error={!!errors.focusMinutes}
            helperText={errors.focusMinutes?.message}
            sx={{ width: { sm: 150 } }}
          />
          <TextField
            {...form.register('breakMinutes')}
            label={t('plan.breakMinutes')}
            type="number"
            size="small"
            slotProps={{ htmlInput: { min: LIMITS.break.min, max: LIMITS.break.max, inputMode: 'numeric' } }}
            error={!!errors.breakMinutes}
            helperText={errors.breakMinutes?.message}
            sx={{ width: { sm: 150 } }}
          />
          <Button type="submit" variant="outlined" sx={{ minHeight: 40 }}>
            {t('plan.apply')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
