import { useTranslation } from 'react-i18next';
import { Countdown as SharedCountdown } from '../../../components/Countdown.tsx';

/** The shared countdown, with its days worded in this feature's namespace. */
export function Countdown(props: { target: number; now: number; label: string; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('exams');
  return <SharedCountdown {...props} formatDays={(count) => t('countdown.days', { count })} />;
}
