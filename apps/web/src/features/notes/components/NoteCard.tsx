import { Link as RouterLink, generatePath } from 'react-router';
import { Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import PublicIcon from '@mui/icons-material/Public';
import { useTranslation } from 'react-i18next';
import type { NoteSummary } from '@pariksha/shared/schemas/notes';
import { paths } from '../../../app/paths.ts';
import { formatDate } from '../lib/text.ts';
import { SubjectChips } from './SubjectChips.tsx';
import { type Lang, pickText, shownLang } from '../../../lib/bilingual.ts';

/** One note in the list: the whole card opens it. */
export function NoteCard({ note, lang }: { note: NoteSummary; lang: Lang }) {
  const { t } = useTranslation('notes');
  const titleLang = shownLang(note.title, lang);
  const excerptLang = shownLang(note.excerpt, lang);
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: '14px' }}>
      <CardActionArea
        component={RouterLink}
        to={generatePath(paths.note, { noteId: note.id })}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, flexGrow: 1 }}>
          <SubjectChips subject={note.subject} topic={note.topic} lang={lang} />
          <Typography component="h2" variant="h6" lang={titleLang} sx={{ fontWeight: 700, lineHeight: 1.4, overflowWrap: 'anywhere' }}>
            {pickText(note.title, lang)}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            lang={excerptLang}
            sx={{
              lineHeight: excerptLang === 'hi' ? 1.75 : 1.6,
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {pickText(note.excerpt, lang)}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', color: 'text.secondary' }}>
            {note.isPlatform && <PublicIcon fontSize="inherit" aria-hidden />}
            <Typography variant="caption">
              {note.organizationName} · {t('meta.updated', { date: formatDate(note.updatedAt, lang) })}
            </Typography>
            {note.languages.length === 1 && (
              <Typography variant="caption" sx={{ ml: 'auto' }}>
                {t('meta.onlyLanguage', { language: t(`language.${note.languages[0]}`) })}
              </Typography>
            )}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
