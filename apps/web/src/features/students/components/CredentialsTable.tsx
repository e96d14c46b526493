import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';

type Row = { name: string; username: string; password: string };

/** Names, usernames and one-time passwords, to print and hand out. */
export function CredentialsTable({ rows, caption }: { rows: Row[]; caption: string }) {
  const { t } = useTranslation('students');
  return (
    <TableContainer sx={{ maxHeight: { xs: 'none', sm: 420 }, '@media print': { maxHeight: 'none', overflow: 'visible' } }}>
      <Table size="small" stickyHeader aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>{t('credentials.name')}</TableCell>
            <TableCell>{t('credentials.username')}</TableCell>
            <TableCell>{t('credentials.password')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.username}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.name}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{r.username}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', fontWeight: 700, letterSpacing: 1 }}>{r.password}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
