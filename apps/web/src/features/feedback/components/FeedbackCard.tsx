import { Box, Button, Card, CardActions, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import ForumIcon from '@mui/icons-material/Forum';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ReplayIcon from '@mui/icons-material/Replay';
import ReplyIcon from '@mui/icons-material/Reply';
import { useTranslation } from 'react-i18next';
import type { FeedbackItem } from '@pariksha/shared/schemas/feedback';

type Props = { item: FeedbackItem; busy: boolean; onToggle: (handled: boolean) => void };

export function formatDate(iso: string, language: string) {
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** One message on /user-feedback, with who sent it, how to reply and its handled state. */
export function FeedbackCard({ item, busy, onToggle }: Props) {
  const { t, i18n } = useTranslation('feedback');
  const isContact = item.formType === 'contact-us';
  const headingId = `msg-${item.id}`;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{
        borderRadius: '14px',
        borderLeft: '4px solid',
        borderLeftColor: item.handled ? 'success.light' : 'warning.main',
        opacity: item.handled ? 0.92 : 1,
      }}
    >
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
          <Chip
            size="small"
            icon={isContact ? <EmailOutlinedIcon /> : <ForumIcon />}
            label={isContact ? t('admin.typeContact') : t('admin.typeFeedback')}
            color={isContact ? 'primary' : 'secondary'}
            variant="outlined"
          />
          <Chip size="small" label={item.handled ? t('admin.handled') : t('admin.open')} color={item.handled ? 'success' : 'warning'} />
          <Typography component="time" dateTime={item.createdAt} variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
            {formatDate(item.createdAt, i18n.language)}
          </Typography>
        </Stack>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {item.subject}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25, overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
            {item.name}
          </Box>
          {' · '}
          <Link href={`mailto:${item.email}`}>{item.email}</Link>
          {item.phone && (
            <>
              {' · '}
              <Link href={`tel:${item.phone}`} aria-label={t('admin.call', { phone: item.phone })}>
                {item.phone}
              </Link>
            </>
          )}
        </Typography>
        <Typography sx={{ mt: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.7 }}>{item.message}</Typography>
      </CardContent>
      <CardActions disableSpacing sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant={item.handled ? 'outlined' : 'contained'}
          color={item.handled ? 'inherit' : 'success'}
          startIcon={item.handled ? <ReplayIcon /> : <CheckCircleIcon />}
          disabled={busy}
          onClick={() => onToggle(!item.handled)}
        >
          {item.handled ? t('admin.markOpen') : t('admin.markHandled')}
        </Button>
        <Button size="small" startIcon={<ReplyIcon />} href={`mailto:${item.email}?subject=${encodeURIComponent(`Re: ${item.subject}`)}`}>
          {t('admin.reply')}
        </Button>
      </CardActions>
    </Card>
  );
}
