import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, ButtonBase, CircularProgress, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@pariksha/shared/constants';
import { errorMessage } from '../../../lib/api.ts';
import { useAuth, useSession } from '../../../lib/session.ts';
import { paths } from '../../../app/paths.ts';
import { savePreferredLanguage } from '../api.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';

/** Each choice is written in its own script, so it can be read whatever the page's language. */
const SAMPLE: Record<Language, string> = { hi: 'अ', en: 'A' };

/**
 * /language-selector: हिंदी or English. A tap switches the whole UI at once (App.tsx follows the
 * session); "Continue" stores the choice on the account too and goes back where the person was.
 */
export function LanguageSelectorPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const { isSignedIn } = useAuth();
  const stored = useSession((s) => s.selectedLanguage);
  const [choice, setChoice] = useState<Language>(stored ?? DEFAULT_LANGUAGE);

  const leave = () => {
    const from = (location.state as { from?: string } | null)?.from;
    // Back to the page the person came from inside the app; a first visit goes home.
    if (from) navigate(from);
    else if (location.key !== 'default') navigate(-1);
    else navigate(paths.home);
  };

  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: savePreferredLanguage,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      leave();
    },
  });

  const choose = (lang: Language) => {
    setChoice(lang);
    useSession.getState().setLanguage(lang);
  };

  const confirm = () => {
    useSession.getState().setLanguage(choice);
    if (isSignedIn) save.mutate(choice);
    else leave();
  };

  return (
    <AuthLayout title={t('language.title')} subtitle={t('language.subtitle')}>
      <Stack spacing={2} role="group" aria-label={t('language.title')}>
        {LANGUAGES.map((lang) => {
          const selected = choice === lang;
          return (
            <ButtonBase
              key={lang}
              onClick={() => choose(lang)}
              aria-pressed={selected}
              lang={lang}
              focusRipple
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'flex-start',
                gap: 2,
                p: 2,
                borderRadius: 3,
                border: 2,
                borderColor: selected ? 'primary.main' : 'divider',
                bgcolor: selected ? '#e8f2fd' : 'background.paper',
                textAlign: 'left',
                transition: 'border-color 120ms, background-color 120ms',
                '&:hover': { borderColor: 'primary.light' },
              }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 52,
                  height: 52,
                  flexShrink: 0,
                  borderRadius: 2,
                  display: 'grid',
                  placeItems: 'center',
                  fontSize: 26,
                  fontWeight: 700,
                  bgcolor: selected ? 'primary.main' : 'grey.100',
                  color: selected ? 'primary.contrastText' : 'text.primary',
                }}
              >
                {SAMPLE[lang]}
              </Box>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ fontSize: 20, fontWeight: 700 }}>{t(`language.${lang}`)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`language.${lang}Hint`)}
                </Typography>
              </Box>
              <CheckCircleIcon color="primary" aria-hidden sx={{ visibility: selected ? 'visible' : 'hidden' }} />
            </ButtonBase>
          );
        })}
      </Stack>
      {save.isError && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={leave}>
              {t('language.continueAnyway')}
            </Button>
          }
        >
          {errorMessage(save.error, t('common:errors.generic'))}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        fullWidth
        onClick={confirm}
        disabled={save.isPending}
        startIcon={save.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        sx={{ mt: 3, py: 1.4 }}
      >
        {t('language.continue')}
      </Button>
    </AuthLayout>
  );
}
