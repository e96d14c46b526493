import { Box, Container, Grid, Link, Paper, Stack, Typography } from '@mui/material';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import TipsAndUpdatesOutlinedIcon from '@mui/icons-material/TipsAndUpdatesOutlined';
import { useTranslation } from 'react-i18next';
import type { FormType } from '@pariksha/shared/schemas/feedback';
import { ContactForm } from '../components/ContactForm.tsx';

function Aside({ formType }: { formType: FormType }) {
  const { t } = useTranslation(['feedback', 'common']);
  const email = t('common:footer.defaultEmail');
  const tips = t('aside.tips', { returnObjects: true }) as unknown;
  const rows = [
    {
      Icon: EmailOutlinedIcon,
      label: t('aside.email'),
      value: (
        <Link href={`mailto:${email}`} sx={{ overflowWrap: 'anywhere' }}>
          {email}
        </Link>
      ),
    },
    { Icon: PlaceOutlinedIcon, label: t('aside.address'), value: t('common:footer.defaultAddress') },
    { Icon: ScheduleIcon, label: t('aside.response'), value: t('aside.responseValue') },
  ];
  return (
    <Stack sx={{ gap: 2 }}>
      {formType === 'feedback' && Array.isArray(tips) && (
        <Paper variant="outlined" sx={{ p: 3, borderRadius: '16px', bgcolor: '#fffaf0', borderColor: '#ffe0b2' }}>
          <Typography
            component="h2"
            variant="h6"
            sx={{ fontWeight: 700, display: 'flex', gap: 1, alignItems: 'center', fontSize: '1.05rem' }}
          >
            <TipsAndUpdatesOutlinedIcon sx={{ color: '#ef6c00' }} aria-hidden />
            {t('aside.tipsTitle')}
          </Typography>
          <Box component="ul" sx={{ pl: 2.5, mb: 0, '& li': { mb: 0.75 } }}>
            {(tips as string[]).map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </Box>
        </Paper>
      )}
      <Paper variant="outlined" sx={{ p: 3, borderRadius: '16px' }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, fontSize: '1.05rem', mb: 2 }}>
          {t('aside.title')}
        </Typography>
        <Stack component="dl" sx={{ gap: 2, m: 0 }}>
          {rows.map(({ Icon, label, value }) => (
            <Box key={label} sx={{ display: 'flex', gap: 1.5 }}>
              <Box
                sx={{
                  width: 40,
                  height: 40,
                  flexShrink: 0,
                  borderRadius: '8px',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: '#e3f2fd',
                  color: 'primary.main',
                }}
              >
                <Icon aria-hidden />
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Box>
            </Box>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}

function ContactFormPage({ formType }: { formType: FormType }) {
  const { t } = useTranslation('feedback');
  const key = formType === 'contact-us' ? 'contact' : 'feedback';
  return (
    <Box>
      <Box
        sx={{ background: 'linear-gradient(135deg, #0a2f6b 0%, #1976d2 100%)', color: '#fff', pt: { xs: 4, md: 6 }, pb: { xs: 7, md: 9 } }}
      >
        <Container maxWidth="lg">
          <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.9rem', md: '2.5rem' } }}>
            {t(`${key}.title`)}
          </Typography>
          <Typography sx={{ mt: 1.5, opacity: 0.92, maxWidth: 720, fontSize: { md: '1.1rem' } }}>{t(`${key}.intro`)}</Typography>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ mt: { xs: -4, md: -5 }, pb: { xs: 4, md: 6 } }}>
        <Grid container spacing={3}>
          <Grid
            size={{ xs: 12, md: 8 }}
            sx={{ '& > form, & > [role=status]': { bgcolor: '#fff', boxShadow: '0 10px 30px rgba(13,71,161,0.08)' } }}
          >
            {/* key: a new form type is a new form, not the old one's state. */}
            <ContactForm key={formType} formType={formType} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Aside formType={formType} />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}

/** /contact-us and /feedback: the same form with a form type (spec 2.2). */
export function ContactUsPage() {
  return <ContactFormPage formType="contact-us" />;
}

export function FeedbackPage() {
  return <ContactFormPage formType="feedback" />;
}
