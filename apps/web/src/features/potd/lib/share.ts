import { SHARE_POPUP } from '@pariksha/shared/constants';

export const SHARE_TARGETS = ['twitter', 'linkedin', 'facebook', 'whatsapp'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

/** Each network's share address for a text (naming both streaks) and the page URL (spec 2.8). */
export function shareUrl(target: ShareTarget, text: string, pageUrl: string): string {
  const t = encodeURIComponent(text);
  const u = encodeURIComponent(pageUrl);
  switch (target) {
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${t}&url=${u}`;
    case 'linkedin':
      return `https://www.linkedin.com/shareArticle?mini=true&url=${u}&summary=${t}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${t}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${text} ${pageUrl}`)}`;
  }
}

/** The 550x400 popup of spec 9, centred on the window; no opener, so the network cannot reach back. */
export function popupFeatures(win: Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'> = window): string {
  const { width, height } = SHARE_POPUP;
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`;
}

export function openSharePopup(target: ShareTarget, text: string, pageUrl: string) {
  window.open(shareUrl(target, text, pageUrl), `share-${target}`, popupFeatures());
}
