import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@pariksha/shared/constants';
import { apiPatch } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';

const savePreferredLanguage = (preferredLanguage: Language) => apiPatch<unknown>('/profile', { preferredLanguage });

/** Each choice in its own script, short enough for a 360 px header; the full name is its label. */
const SHORT: Record<Language, string> = { hi: 'हिं', en: 'EN' };
const NAME: Record<Language, string> = { hi: 'हिंदी', en: 'English' };

/**
 * The header's हिं / EN switch (issue 13): on every page, signed in or not. It stores
 * selectedLanguage in the session (spec 3); App.tsx follows the session and switches i18next.
 * Signed in, the choice is also saved to the account (users.preferred_language).
 */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const stored = useSession((s) => s.selectedLanguage);
  const shown: Language = i18n.language?.startsWith('en') ? 'en' : i18n.language?.startsWith('hi') ? 'hi' : DEFAULT_LANGUAGE;
  const selected = stored ?? shown;
  const choose = (lang: Language) => {
    const session = useSession.getState();
    if (session.token && session.selectedLanguage !== lang) {
      // Signed in: the account keeps the choice, so the next sign-in (any device) starts in it.
      // Not saving it is no reason to undo the switch on this screen.
      savePreferredLanguage(lang).catch(() => undefined);
    }
    session.setLanguage(lang);
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  };
  // Two plain Buttons (already in the first page's scripts) rather than MUI's ToggleButtonGroup,
  // which put the first page over its 200 KiB budget.
  return (
    <Box
      role="group"
      aria-label={t('header.language')}
      sx={{ display: 'flex', flexShrink: 0, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
    >
      {LANGUAGES.map((lang, i) => {
        const on = selected === lang;
        return (
          <Button
            key={lang}
            lang={lang}
            size="small"
            color="inherit"
            aria-label={NAME[lang]}
            aria-pressed={on}
            onClick={() => choose(lang)}
            sx={{
              minWidth: 36,
              minHeight: 36,
              px: { xs: 0.75, sm: 1.25 },
              py: 0.25,
              borderRadius: 0,
              fontWeight: 700,
              borderLeft: i ? 1 : 0,
              borderColor: 'divider',
              color: on ? 'text.primary' : 'text.secondary',
              bgcolor: on ? 'action.selected' : 'transparent',
            }}
          >
            {SHORT[lang]}
          </Button>
        );
      })}
    </Box>
  );
}
