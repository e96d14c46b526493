import { describe, expect, it } from 'vitest';
import { popupFeatures, shareUrl, SHARE_TARGETS } from './share.ts';

const text = 'Current streak: 3 days, max streak: 7 days.';
const page = 'https://pariksha.example.com/potd';

describe('shareUrl', () => {
  it.each(SHARE_TARGETS)('%s carries the text naming both streaks and the page URL', (target) => {
    const url = shareUrl(target, text, page);
    const decoded = decodeURIComponent(url);
    expect(decoded).toContain(text);
    expect(decoded).toContain(page);
    expect(() => new URL(url)).not.toThrow();
  });
  it('uses each network’s share address', () => {
    expect(shareUrl('twitter', text, page)).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?text=/);
    expect(shareUrl('linkedin', text, page)).toMatch(/^https:\/\/www\.linkedin\.com\/shareArticle\?mini=true&url=/);
    expect(shareUrl('facebook', text, page)).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
    expect(shareUrl('whatsapp', text, page)).toMatch(/^https:\/\/wa\.me\/\?text=/);
  });
});

describe('popupFeatures', () => {
  it('asks for 550x400, centred on the window, with no opener', () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1350, outerHeight: 900 })).toBe(
      'width=550,height=400,left=500,top=300,noopener,noreferrer',
    );
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 360, outerHeight: 300 })).toMatch(/^width=550,height=400,left=0,top=0,/);
  });
});
