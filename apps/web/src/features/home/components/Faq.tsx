import { useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Container, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS } from '@pariksha/shared/constants';
import { Section } from './Section.tsx';
import { tList } from './t-list.ts';

type Entry = { q: string; a: string };

/** Spec 2.7 FAQ: one answer open at a time, the first open so the section reads as answers. */
export function Faq() {
  const { t } = useTranslation('home');
  const [open, setOpen] = useState<number | false>(0);
  const items = tList<Entry>(t, 'faq.items', { days: TRIAL_DAYS });
  return (
    <Section id="faq" title={t('faq.title')} subtitle={t('faq.subtitle')}>
      <Container maxWidth="md" disableGutters>
        {items.map((item, i) => (
          <Accordion
            key={item.q}
            expanded={open === i}
            onChange={(_, expanded) => setOpen(expanded ? i : false)}
            disableGutters
            elevation={0}
            sx={{ border: '1px solid', borderColor: 'divider', borderRadius: '12px !important', mb: 1.5, '&::before': { display: 'none' } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`faq-${i}-header`} aria-controls={`faq-${i}-content`}>
              <Typography component="span" sx={{ fontWeight: 700, py: 0.5 }}>
                {item.q}
              </Typography>
            </AccordionSummary>
            <AccordionDetails id={`faq-${i}-content`} sx={{ pt: 0 }}>
              <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
                {item.a}
              </Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Container>
    </Section>
  );
}
