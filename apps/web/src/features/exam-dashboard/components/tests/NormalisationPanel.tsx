import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NORMALISATION_METHODS, type NormalisationMethod } from '@pariksha/shared/exam/normalisation';
import type { NormalisationOverview, SlotFigures } from '@pariksha/shared/schemas/normalisation';
import { QueryState } from '../../../../components/QueryState.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { pickText } from '../../../../lib/bilingual.ts';
import { useSnackbar } from '../../../../lib/snackbar.ts';
import { useNormalisation, useSetNormalisation } from '../../api/normalisation.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import { Panel } from '../common/Panel.tsx';

/** A live test's normalisation across its sets (slots): the method, and each slot's statistics. */
export function NormalisationPanel({ examId }: { examId: string }) {
  const { t } = useTranslation('examDashboard');
  const overview = useNormalisation(examId);
  return (
    <Panel title={t('normalisation.title')} hint={t('normalisation.hint')} id="normalisation">
      <QueryState
        query={overview}
        loading={<Skeleton variant="rounded" height={200} aria-label={t('loading')} />}
        errorFallback={t('normalisation.loadError')}
      >
        {(data) => <Body overview={data} />}
      </QueryState>
    </Panel>
  );
}

function Body({ overview }: { overview: NormalisationOverview }) {
  const { t } = useTranslation('examDashboard');
  const lang = useLang();
  return (
    <Stack spacing={2.5}>
      <MethodForm overview={overview} />
      {overview.slotCount < 2 && <Alert severity="info">{t('normalisation.oneSlot')}</Alert>}
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('normalisation.statsTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {overview.windowClosed || !overview.endsAt
            ? t('normalisation.counting')
            : t('normalisation.open', { time: formatDateTime(overview.endsAt, lang) })}
        </Typography>
        {overview.pooled.candidates === 0 ? (
          <Alert severity="info">{t('normalisation.noCandidates')}</Alert>
        ) : (
          <SlotTable overview={overview} />
        )}
      </Box>
    </Stack>
  );
}

function MethodForm({ overview }: { overview: NormalisationOverview }) {
  const { t } = useTranslation('examDashboard');
  const save = useSetNormalisation(overview.examId);
  const [method, setMethod] = useState<NormalisationMethod>(overview.method);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate(method, { onSuccess: () => useSnackbar.getState().show(t('normalisation.saved')) });
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={save.isPending}>
      <Stack spacing={1.5}>
        {save.isError && <Alert severity="error">{errorMessage(save.error, t('errors.generic'))}</Alert>}
        <FormControl component="fieldset">
          <FormLabel component="legend" id="normalisation-method">
            {t('normalisation.method')}
          </FormLabel>
          <RadioGroup
            name="normalisation"
            value={method}
            onChange={(e) => setMethod(e.target.value as NormalisationMethod)}
            aria-labelledby="normalisation-method"
          >
            {NORMALISATION_METHODS.map((m) => (
              <FormControlLabel
                key={m}
                value={m}
                control={<Radio />}
                label={t(`normalisation.methods.${m}`)}
                sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 }, mb: 0.5 }}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending || method === overview.method}>
            {save.isPending ? t('saving') : t('normalisation.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

// The slot's name stays in view while the figures scroll sideways on a phone.
const stickySlot = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderRightColor: 'divider',
} as const;

const num = (v: number | null, lang: string) =>
  v === null ? '—' : new Intl.NumberFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { maximumFractionDigits: 2 }).format(v);

function SlotTable({ overview }: { overview: NormalisationOverview }) {
  const { t } = useTranslation('examDashboard');
  const lang = useLang();
  const withNormalised = overview.method !== 'none' && overview.slotCount > 1;
  const cells = (f: SlotFigures) => [f.candidates, f.mean, f.sd, f.topMean, f.min, f.max];
  const columns = ['candidates', 'mean', 'sd', 'topMean', 'min', 'max', ...(withNormalised ? ['normalisedMean'] : [])];
  return (
    // Focusable so keyboard users can scroll the wide table on a phone.
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={t('normalisation.statsTable')}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" aria-label={t('normalisation.statsTable')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...stickySlot, minWidth: 96 }}>{t('normalisation.col.slot')}</TableCell>
            {columns.map((c) => (
              <TableCell key={c} align="right" sx={{ whiteSpace: 'normal', lineHeight: 1.3, minWidth: 72 }}>
                {t(`normalisation.col.${c}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {overview.slots.map((s) => (
            <TableRow key={s.setId}>
              <TableCell component="th" scope="row" sx={stickySlot}>
                {pickText(s.title, lang)}
              </TableCell>
              {cells(s).map((v, i) => (
                <TableCell key={columns[i]} align="right">
                  {num(v, lang)}
                </TableCell>
              ))}
              {withNormalised && (
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {num(s.normalisedMean, lang)}
                </TableCell>
              )}
            </TableRow>
          ))}
          <TableRow sx={{ '& > *': { fontWeight: 700 } }}>
            <TableCell component="th" scope="row" sx={stickySlot}>
              {t('normalisation.allSlots')}
            </TableCell>
            {cells(overview.pooled).map((v, i) => (
              <TableCell key={columns[i]} align="right">
                {num(v, lang)}
              </TableCell>
            ))}
            {withNormalised && <TableCell align="right">—</TableCell>}
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
