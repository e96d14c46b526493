import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@pariksha/shared/constants';
import { useSession } from '../../lib/session.ts';

/** Each choice in its own script, short enough for a 360 px header; the full name is its label. */
const SHORT: Record<Language, string> = { hi: 'हिं', en: 'EN' };
const NAME: Record<Language, string> = { hi: 'हिंदी', en: 'English' };

/**
 * The header's हिं / EN switch (issue 13): on every page, signed in or not. It stores
 * selectedLanguage in the session (spec 3); App.tsx follows the session and switches i18next.
 */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const stored = useSession((s) => s.selectedLanguage);
  const shown: Language = i18n.language?.startsWith('en') ? 'en' : i18n.language?.startsWith('hi') ? 'hi' : DEFAULT_LANGUAGE;
  const selected = stored ?? shown;
  const choose = (lang: Language) => {
    useSession.getState().setLanguage(lang);
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  };
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={selected}
      onChange={(_, lang: Language | null) => lang && choose(lang)}
      aria-label={t('header.language')}
      sx={{
        flexShrink: 0,
        '& .MuiToggleButton-root': { px: { xs: 0.75, sm: 1.25 }, py: 0.25, minWidth: 36, minHeight: 36, fontWeight: 700 },
      }}
    >
      {LANGUAGES.map((lang) => (
        <ToggleButton key={lang} value={lang} lang={lang} aria-label={NAME[lang]}>
          {SHORT[lang]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
