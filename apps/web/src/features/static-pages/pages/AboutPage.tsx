import { Link as RouterLink } from 'react-router';
import { Button, Stack } from '@mui/material';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import ForumIcon from '@mui/icons-material/Forum';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { paths } from '../../../app/paths.ts';
import { useProductName } from '../../../lib/product.ts';
import { StaticPage } from '../components/StaticPage.tsx';
import { usePageCopy } from '../components/use-sections.ts';

export function AboutPage() {
  const { t, title, subtitle, sections } = usePageCopy('about');
  const productName = useProductName();
  return (
    <StaticPage title={title} subtitle={subtitle} sections={sections}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mt: 3 }}>
        <Button component={RouterLink} to={paths.contactUs} variant="contained" startIcon={<EmailOutlinedIcon />}>
          {t('pages:about.contactButton')}
        </Button>
        <Button component={RouterLink} to={paths.feedback} variant="outlined" startIcon={<ForumIcon />}>
          {t('pages:about.feedbackButton')}
        </Button>
        {/* The marketing page of spec 2.7: / shows a signed-in person their own day instead. */}
        <Button component={RouterLink} to={paths.welcome} variant="outlined" startIcon={<HomeWorkIcon />}>
          {t('pages:about.platformButton', { product: productName })}
        </Button>
      </Stack>
    </StaticPage>
  );
}
