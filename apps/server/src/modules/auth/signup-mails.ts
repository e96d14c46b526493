import type { Language } from '@pariksha/shared/constants';
import type { Mail } from '../../mail/mailer.ts';

type Site = { productName: string; publicUrl: string };

// Subjects are logged (the text never is), so neither subject may carry the code.

/** The code that finishes a sign-up, in the language chosen on the form. */
export function signUpCodeMail(site: Site, to: string, lang: Language, name: string, code: string, minutes: number): Mail {
  if (lang === 'hi') {
    return {
      to,
      subject: `${site.productName}: अपने ईमेल की पुष्टि करें`,
      text: [
        `नमस्ते ${name},`,
        '',
        `${site.productName} पर अपना खाता बनाना पूरा करने के लिए यह कोड साइन-अप पेज पर दर्ज करें:`,
        '',
        `    ${code}`,
        '',
        `यह कोड ${minutes} मिनट तक और केवल एक बार काम करता है। इसे किसी के साथ साझा न करें।`,
        '',
        'यदि आपने साइन अप नहीं किया है, तो इस मेल को अनदेखा करें: इस कोड के बिना कोई खाता नहीं बनता।',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: `${site.productName}: confirm your email`,
    text: [
      `Hello ${name},`,
      '',
      `Enter this code on the sign-up page to finish creating your ${site.productName} account:`,
      '',
      `    ${code}`,
      '',
      `It works once and for ${minutes} minutes. Do not share it with anyone.`,
      '',
      'If you did not sign up, ignore this mail: no account is created without this code.',
    ].join('\n'),
  };
}

/**
 * Sent to the owner of an existing account when someone signs up with their email, in the
 * owner's language: the sign-up form answers exactly as for a new email, so only the mailbox
 * learns that the account exists.
 */
export function existingAccountMail(site: Site, to: string, lang: Language, name: string, username: string): Mail {
  const signIn = `${site.publicUrl}/signin`;
  const forgot = `${site.publicUrl}/forgot-password`;
  if (lang === 'hi') {
    return {
      to,
      subject: `${site.productName}: आपके ईमेल से खाता बनाने का प्रयास`,
      text: [
        `नमस्ते ${name},`,
        '',
        'किसी ने इस ईमेल से नया खाता बनाने का प्रयास किया। इस ईमेल से आपका खाता पहले से मौजूद है।',
        `यदि यह आप थे, तो साइन इन करें (आपका यूज़रनेम: ${username}) या अपना पासवर्ड रीसेट करें:`,
        '',
        `साइन इन: ${signIn}`,
        `पासवर्ड भूल गए: ${forgot}`,
        '',
        'यदि यह आप नहीं थे, तो इस मेल को अनदेखा करें: आपके खाते में कुछ नहीं बदला है।',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: `${site.productName}: someone tried to create an account with your email`,
    text: [
      `Hello ${name},`,
      '',
      'Someone tried to create an account with this email, which already has an account.',
      `If it was you, sign in (your username is ${username}) or reset your password:`,
      '',
      `Sign in: ${signIn}`,
      `Forgot password: ${forgot}`,
      '',
      'If it was not you, ignore this mail: nothing has changed in your account.',
    ].join('\n'),
  };
}

/**
 * The SMS texts of sign-up and OTP sign-in: short (one Unicode SMS is 70 characters a part),
 * the code first so a phone's autofill finds it, in the account's or form's language.
 */
export const smsTexts = {
  signUpCode: (productName: string, lang: Language, code: string, minutes: number) =>
    lang === 'hi'
      ? `${code} ${productName} पर साइन अप का कोड है। ${minutes} मिनट तक मान्य। किसी से साझा न करें।`
      : `${code} is your ${productName} sign-up code. Valid for ${minutes} minutes. Do not share it.`,
  existingAccount: (productName: string, lang: Language, username: string) =>
    lang === 'hi'
      ? `${productName}: इस नंबर से खाता (${username}) पहले से है। मोबाइल OTP से साइन इन करें।`
      : `${productName}: this number already has an account (${username}). Sign in with a mobile OTP.`,
  signInCode: (productName: string, lang: Language, code: string, minutes: number) =>
    lang === 'hi'
      ? `${code} ${productName} पर साइन इन का कोड है। ${minutes} मिनट तक मान्य। किसी से साझा न करें।`
      : `${code} is your ${productName} sign-in code. Valid for ${minutes} minutes. Do not share it.`,
};
