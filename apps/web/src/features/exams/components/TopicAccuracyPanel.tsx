import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TopicAccuracy } from '@pariksha/shared/schemas/attempts';
import { subjectLabel, topicLabel } from '@pariksha/shared/taxonomy/taxonomy';
import { topicSummary } from '../lib/analysis.ts';
import { formatNumber } from '../lib/time.ts';
import { Meter } from './Meter.tsx';
import { asLang } from '../../../lib/bilingual.ts';

const CHIP_LIMIT = 8;

const STRENGTH = {
  strong: { chip: 'success', bar: 'success.main' },
  average: { chip: 'warning', bar: 'warning.main' },
  weak: { chip: 'error', bar: 'error.main' },
} as const;

/** Accuracy per topic, weakest first, with the strong and weak ones named at the top. */
export function TopicAccuracyPanel({ topics }: { topics: TopicAccuracy[] }) {
  const { t, i18n } = useTranslation('exams');
  const lang = asLang(i18n.language);
  const { sorted, strong, weak, skipped } = topicSummary(topics);
  const name = (x: TopicAccuracy) => topicLabel(x.subject, x.topic, lang);

  if (topics.length === 0) return <Typography color="text.secondary">{t('analysis.noTopics')}</Typography>;
  return (
    <Stack sx={{ gap: 2 }}>
      <Box component="section" aria-label={t('analysis.strongTopics')}>
        <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 0.75 }}>
          {t('analysis.strongTopics')}
        </Typography>
        {strong.length ? (
          <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }}>
            {strong.slice(0, CHIP_LIMIT).map((x) => (
              <Chip key={`${x.subject}/${x.topic}`} size="small" color="success" label={name(x)} />
            ))}
            {strong.length > CHIP_LIMIT && (
              <Chip size="small" variant="outlined" label={t('analysis.moreTopics', { count: strong.length - CHIP_LIMIT })} />
            )}
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('analysis.noStrong')}
          </Typography>
        )}
      </Box>
      <Box component="section" aria-label={t('analysis.weakTopics')}>
        <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 0.75 }}>
          {t('analysis.weakTopics')}
        </Typography>
        {weak.length ? (
          <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }}>
            {weak.slice(0, CHIP_LIMIT).map((x) => (
              <Chip key={`${x.subject}/${x.topic}`} size="small" color="error" label={name(x)} />
            ))}
            {weak.length > CHIP_LIMIT && (
              <Chip size="small" variant="outlined" label={t('analysis.moreTopics', { count: weak.length - CHIP_LIMIT })} />
            )}
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('analysis.noWeak')}
          </Typography>
        )}
      </Box>
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.5 }} aria-label={t('analysis.topicsHeading')}>
        {sorted.map((x) => (
          <Box component="li" key={`${x.subject}/${x.topic}`}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {name(x)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {subjectLabel(x.subject, lang)}
                </Typography>
              </Box>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexShrink: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {formatNumber(x.accuracy, i18n.language)}%
                </Typography>
                <Chip size="small" variant="outlined" color={STRENGTH[x.strength].chip} label={t(`strength.${x.strength}`)} />
              </Stack>
            </Stack>
            <Box sx={{ my: 0.5 }}>
              <Meter
                percent={x.accuracy}
                label={t('analysis.topicAccuracy', { topic: name(x), value: formatNumber(x.accuracy, i18n.language) })}
                color={STRENGTH[x.strength].bar}
                height={6}
              />
            </Box>
            <Typography variant="caption" color="text.secondary">
              {t('analysis.topicCounts', { correct: x.correct, wrong: x.wrong, unattempted: x.unattempted })}
            </Typography>
          </Box>
        ))}
      </Stack>
      {skipped.length > 0 && (
        <Box component="section" aria-label={t('analysis.skippedTopics')}>
          <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 0.25 }}>
            {t('analysis.skippedTopics')}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.75 }}>
            {t('analysis.skippedHint')}
          </Typography>
          <Stack direction="row" component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 0.75, flexWrap: 'wrap' }}>
            {skipped.map((x) => (
              <Chip component="li" key={`${x.subject}/${x.topic}`} size="small" variant="outlined" label={name(x)} />
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
