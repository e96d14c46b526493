/**
 * The `selectedLanguage` cookie mirrors localStorage's `selectedLanguage`, so the server can send
 * a prerendered public page in the reader's language (issue 15). It carries nothing else.
 */
export const LANGUAGE_COOKIE = 'selectedLanguage';

export function writeLanguageCookie(language: string | null): void {
  if (typeof document === 'undefined') return;
  try {
    document.cookie =
      language === 'hi' || language === 'en'
        ? `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`
        : `${LANGUAGE_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
  } catch {
    /* cookies disabled: the server sends the Hindi page, which the app then re-renders */
  }
}
