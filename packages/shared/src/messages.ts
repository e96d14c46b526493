import type { Language } from './constants.ts';

/**
 * Hindi for every message the API or a shared schema can show a person. The English text is
 * the key (as gettext does), so the schemas and services stay readable and the server can
 * answer in the caller's language (Accept-Language) while the web shows the same catalogue for
 * its own validation. `{{name}}` placeholders are filled after translation.
 */
const hi: Record<string, string> = {
  // validation
  'Enter a valid email address': 'मान्य ईमेल पता दर्ज करें',
  'Enter a full link starting with https://': 'https:// से शुरू होने वाला पूरा लिंक दर्ज करें',
  'Enter a valid phone number (10 to 13 digits)': 'मान्य फ़ोन नंबर दर्ज करें (10 से 13 अंक)',
  'Enter your current password': 'अपना वर्तमान पासवर्ड दर्ज करें',
  'Enter your email or username': 'अपना ईमेल या यूज़रनेम दर्ज करें',
  'Enter your password': 'अपना पासवर्ड दर्ज करें',
  'Institute name must be at least 2 characters': 'संस्थान का नाम कम से कम 2 अक्षरों का होना चाहिए',
  'Invalid or expired reset link': 'रीसेट लिंक अमान्य है या उसकी समय-सीमा समाप्त हो गई है',
  'Invalid refresh token': 'अमान्य सत्र',
  'Message is required': 'संदेश आवश्यक है',
  'Message must be at least 10 characters': 'संदेश कम से कम 10 अक्षरों का होना चाहिए',
  'Message must be at most 2000 characters': 'संदेश अधिकतम 2000 अक्षरों का हो सकता है',
  'Must be a valid id': 'मान्य आईडी होनी चाहिए',
  'Name is required': 'नाम आवश्यक है',
  'Name must be at least 2 characters': 'नाम कम से कम 2 अक्षरों का होना चाहिए',
  'Name must be at most 100 characters': 'नाम अधिकतम 100 अक्षरों का हो सकता है',
  'Nothing to update': 'बदलने के लिए कुछ नहीं है',
  'Password must be at least 8 characters': 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए',
  'Password must be at most 128 characters': 'पासवर्ड अधिकतम 128 अक्षरों का हो सकता है',
  'Password must contain a letter': 'पासवर्ड में कम से कम एक अक्षर होना चाहिए',
  'Password must contain a number': 'पासवर्ड में कम से कम एक अंक होना चाहिए',
  'Passwords do not match': 'पासवर्ड मेल नहीं खाते',
  'Subject must be at least 3 characters': 'विषय कम से कम 3 अक्षरों का होना चाहिए',
  'Title is required': 'शीर्षक आवश्यक है',
  'Title must be at most 120 characters': 'शीर्षक अधिकतम 120 अक्षरों का हो सकता है',
  'Unknown time zone': 'अज्ञात समय क्षेत्र',
  'Unknown invite code': 'अज्ञात आमंत्रण कोड',
  'Username must be at least 3 characters': 'यूज़रनेम कम से कम 3 अक्षरों का होना चाहिए',
  'Username must be at most 30 characters': 'यूज़रनेम अधिकतम 30 अक्षरों का हो सकता है',
  'Username may only contain letters, numbers, _ and .': 'यूज़रनेम में केवल अक्षर, अंक, _ और . हो सकते हैं',
  'Invalid request': 'अमान्य अनुरोध',
  'Invalid value': 'अमान्य मान',
  // auth and accounts
  'An account with this email already exists': 'इस ईमेल से खाता पहले से मौजूद है',
  'This username is taken': 'यह यूज़रनेम पहले से लिया जा चुका है',
  'This invite code is not valid': 'यह आमंत्रण कोड मान्य नहीं है',
  'Incorrect email/username or password': 'ईमेल/यूज़रनेम या पासवर्ड गलत है',
  'Incorrect password': 'गलत पासवर्ड',
  'Your current password is not correct': 'आपका वर्तमान पासवर्ड सही नहीं है',
  'This account has been deactivated. Contact your institute.': 'यह खाता निष्क्रिय कर दिया गया है। अपने संस्थान से संपर्क करें।',
  'Too many failed sign-in attempts for this account. Please try again in {{minutes}} minutes.':
    'इस खाते के लिए बहुत अधिक असफल साइन-इन प्रयास। कृपया {{minutes}} मिनट बाद फिर से प्रयास करें।',
  'Too many attempts. Please wait a few minutes and try again.': 'बहुत अधिक प्रयास। कृपया कुछ मिनट रुककर फिर से प्रयास करें।',
  'Your session has expired. Please sign in again.': 'आपका सत्र समाप्त हो गया है। कृपया फिर से साइन इन करें।',
  'This session was signed out for your safety. Please sign in again.':
    'आपकी सुरक्षा के लिए यह सत्र साइन आउट कर दिया गया। कृपया फिर से साइन इन करें।',
  'This reset link is invalid or has expired. Please ask for a new one.':
    'यह रीसेट लिंक अमान्य है या इसकी समय-सीमा समाप्त हो गई है। कृपया नया लिंक मँगवाएँ।',
  'Please sign in again': 'कृपया फिर से साइन इन करें',
  'Please sign in to continue': 'जारी रखने के लिए कृपया साइन इन करें',
  'Your account is no longer active': 'आपका खाता अब सक्रिय नहीं है',
  'You do not have permission to do this': 'आपको यह करने की अनुमति नहीं है',
  // organisations
  'You can only manage your own organisation': 'आप केवल अपने संगठन का प्रबंधन कर सकते हैं',
  'No account with this email': 'इस ईमेल से कोई खाता नहीं है',
  'A superAdmin cannot be made an organisation admin': 'सुपरएडमिन को संगठन का एडमिन नहीं बनाया जा सकता',
  'This person already runs another organisation': 'यह व्यक्ति पहले से किसी दूसरे संगठन का संचालन करता है',
  'This person is not an admin of this organisation': 'यह व्यक्ति इस संगठन का एडमिन नहीं है',
  // notifications
  "You cannot see another organisation's notifications": 'आप दूसरे संगठन की सूचनाएँ नहीं देख सकते',
  'Only admins and teachers can send notifications': 'केवल एडमिन और शिक्षक ही सूचनाएँ भेज सकते हैं',
  // files
  'Choose an image to upload': 'अपलोड करने के लिए एक चित्र चुनें',
  'The image must be at most 2 MB': 'चित्र अधिकतम 2 MB का हो सकता है',
  'Upload a PNG, JPEG or WebP image': 'PNG, JPEG या WebP चित्र अपलोड करें',
  'The file is too large': 'फ़ाइल बहुत बड़ी है',
  // not found and generic
  'Organisation not found': 'संगठन नहीं मिला',
  'Notification not found': 'सूचना नहीं मिली',
  'User not found': 'उपयोगकर्ता नहीं मिला',
  'File not found': 'फ़ाइल नहीं मिली',
  'Message not found': 'संदेश नहीं मिला',
  'Resource not found': 'नहीं मिला',
  'Something went wrong on our side': 'हमारी ओर से कुछ गड़बड़ हो गई',
};

export function localize(message: string, language: Language | string | undefined, params?: Record<string, string | number>) {
  const text = language === 'hi' ? (hi[message] ?? message) : message;
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** The English messages that have a Hindi text (used by a test to keep the catalogue whole). */
export const translatedMessages = Object.keys(hi);
