import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { SUBJECTS } from '@pariksha/shared/taxonomy/taxonomy';
import { importColumnGroups } from '../../lib/import-columns.ts';
import { useLang } from '../../lib/use-lang.ts';

/** The spreadsheet's columns (IMPORT_COLUMNS) explained, and the subject and topic keys to use. */
export function ImportColumns() {
  const { t } = useTranslation('examDashboard');
  const lang = useLang();
  // On a phone the "required" mark moves under the column names, leaving room for the explanation.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Stack spacing={2}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('import.columnsTable')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('import.column')}</TableCell>
              <TableCell>{t('import.meaning')}</TableCell>
              {!phone && <TableCell>{t('import.required')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {importColumnGroups().map((g) => (
              <TableRow key={g.key}>
                <TableCell sx={{ verticalAlign: 'top', px: { xs: 1, sm: 2 } }}>
                  <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', maxWidth: { xs: 112, sm: 280 } }}>
                    {g.columns.map((c) => (
                      <Box key={c} component="code" sx={{ fontSize: '0.8rem', bgcolor: 'grey.100', px: 0.5, borderRadius: 0.5 }}>
                        {c}
                      </Box>
                    ))}
                  </Stack>
                  {phone && g.required && <RequiredChip required sx={{ mt: 0.5 }} />}
                </TableCell>
                <TableCell sx={{ verticalAlign: 'top', px: { xs: 1, sm: 2 } }}>{t(`import.columns.${g.key}`)}</TableCell>
                {!phone && (
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    <RequiredChip required={g.required} />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Accordion variant="outlined" disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography sx={{ fontWeight: 600 }}>{t('import.keysTitle')}</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('import.keysHint')}
          </Typography>
          <Stack spacing={1.5}>
            {SUBJECTS.map((s) => (
              <Box key={s.key}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {s.label[lang]} — <code>{s.key}</code>
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {Object.keys(s.topics).map((k, i) => (
                    <span key={k}>
                      {i > 0 && ', '}
                      <code>{k}</code>
                    </span>
                  ))}
                </Typography>
              </Box>
            ))}
          </Stack>
        </AccordionDetails>
      </Accordion>
    </Stack>
  );
}

function RequiredChip({ required, sx }: { required: boolean; sx?: object }) {
  const { t } = useTranslation('examDashboard');
  return (
    <Chip
      size="small"
      color={required ? 'primary' : 'default'}
      variant={required ? 'filled' : 'outlined'}
      label={required ? t('import.requiredShort') : t('import.optionalShort')}
      sx={sx}
    />
  );
}
