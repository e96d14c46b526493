import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Box, ButtonBase, TabScrollButton } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import type { SectionSummary } from '@pariksha/shared/schemas/exams';
import { type QuestionLanguage } from '../model/text.ts';
import { pickText } from '../../../lib/bilingual.ts';

type Props = {
  sections: SectionSummary[];
  value: string;
  language: QuestionLanguage;
  /** Per-section timing: only the running section can be opened. */
  isOpen: (sectionId: string) => boolean;
  onChange: (sectionId: string) => void;
};

// MUI's Tab (text colour "primary", label with the icon at the end) at the hall's size: 44 px
// high, bold, not upper-case; primary.dark for the selected one, since the theme's primary on the
// page background is just under 4.5:1.
const TAB_SX = {
  typography: 'button',
  lineHeight: 1.25,
  textTransform: 'none',
  fontWeight: 600,
  maxWidth: 360,
  minWidth: 90,
  minHeight: 44,
  position: 'relative',
  flexShrink: 0,
  flexDirection: 'row',
  padding: '12px 16px',
  overflow: 'hidden',
  whiteSpace: 'normal',
  textAlign: 'center',
  color: 'text.secondary',
  '&[aria-selected="true"]': { color: 'primary.dark' },
  '&.Mui-disabled': { color: 'text.disabled', py: '9px' },
  '& > svg': { ml: 1 },
} as const;

// MUI's Tabs indicator as it draws it before it has measured: inside the selected tab.
const INDICATOR_SX = { position: 'absolute', height: 2, bottom: 0, left: 0, width: '100%', bgcolor: 'primary.main' } as const;

/**
 * The section tabs: looks and works like MUI's scrollable Tabs (tablist, arrow keys, Home/End,
 * scroll buttons when the names do not fit, the selected tab scrolled into view), without its
 * measuring while React commits. MUI's Tabs read the layout in the hall's first commit (its
 * scrollbar probe's offsetHeight, the indicator's and scroller's rectangles), which made the
 * browser lay out the whole new hall inside that task, the longest of the hall's load on a cheap
 * phone (issue 15). Here only observers look at the layout, and they run after the browser's own
 * layout: IntersectionObserver for the scroll buttons (as MUI does), ResizeObserver to bring the
 * selected tab into view.
 */
export function SectionTabs({ sections, value, language, isOpen, onChange }: Props) {
  const { t } = useTranslation('examHall');
  const scroller = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState({ start: false, end: false });
  const count = sections.length;

  // The scroll buttons: shown when the first or the last tab is not wholly in view.
  useEffect(() => {
    const el = scroller.current;
    const list = el?.firstElementChild;
    if (!el || !list || !list.children.length || typeof IntersectionObserver === 'undefined') return;
    const watch = (tab: Element, side: 'start' | 'end') => {
      const observer = new IntersectionObserver(
        ([entry]) => setHidden((h) => (h[side] === !entry!.isIntersecting ? h : { ...h, [side]: !entry!.isIntersecting })),
        { root: el, threshold: 0.99 },
      );
      observer.observe(tab);
      return observer;
    };
    const observers = [watch(list.children[0]!, 'start'), watch(list.children[list.children.length - 1]!, 'end')];
    return () => observers.forEach((o) => o.disconnect());
  }, [count]);

  // The selected tab in view: once laid out (and again when the buttons narrow the strip), and
  // on every change of section. A ResizeObserver's callback runs after layout, so reading the
  // positions there costs nothing more.
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const reveal = () => {
      const tab = el.querySelector<HTMLElement>('[aria-selected="true"]');
      if (!tab) return;
      const start = tab.offsetLeft;
      const end = start + tab.offsetWidth;
      if (start < el.scrollLeft) el.scrollLeft = start;
      else if (end > el.scrollLeft + el.clientWidth) el.scrollLeft = Math.min(start, end - el.clientWidth);
    };
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(reveal);
    observer.observe(el);
    return () => observer.disconnect();
  }, [value]);

  const scrollBy = (direction: 1 | -1) => {
    const el = scroller.current;
    el?.scrollBy({ left: direction * el.clientWidth, behavior: 'smooth' });
  };

  // Arrows, Home and End move the focus among the tabs that can be opened (Enter or Space opens).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    tabs[(next + tabs.length) % tabs.length]?.focus();
  };

  const buttons = hidden.start || hidden.end;
  return (
    <Box sx={{ display: 'flex', overflow: 'hidden', minHeight: 44 }}>
      {buttons && <TabScrollButton direction="left" orientation="horizontal" disabled={!hidden.start} onClick={() => scrollBy(-1)} />}
      <Box
        ref={scroller}
        sx={{
          position: 'relative',
          flex: '1 1 auto',
          whiteSpace: 'nowrap',
          overflowX: 'auto',
          overflowY: 'hidden',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        }}
      >
        <Box role="tablist" aria-label={t('tabs')} onKeyDown={onKeyDown} sx={{ display: 'flex' }}>
          {sections.map((s) => {
            const open = isOpen(s.id);
            const selected = s.id === value;
            return (
              <ButtonBase
                key={s.id}
                role="tab"
                aria-selected={selected}
                tabIndex={selected ? 0 : -1}
                disabled={!open}
                focusRipple
                onClick={() => !selected && onChange(s.id)}
                sx={TAB_SX}
              >
                {pickText(s.name, language)}
                {!open && <LockOutlinedIcon fontSize="small" aria-label={t('sectionLocked')} />}
                {selected && <Box component="span" sx={INDICATOR_SX} />}
              </ButtonBase>
            );
          })}
        </Box>
      </Box>
      {buttons && <TabScrollButton direction="right" orientation="horizontal" disabled={!hidden.end} onClick={() => scrollBy(1)} />}
    </Box>
  );
}
