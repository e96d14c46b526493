import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Alert, Box, Button, Grid, Skeleton } from '@mui/material';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import { useTranslation } from 'react-i18next';
import type { Plan, PlanList } from '@pariksha/shared/schemas/payments';
import { EmptyState, PageFrame } from '../../../components/PageFrame.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { paths } from '../../../app/paths.ts';
import { errorMessage } from '../../../lib/api.ts';
import { earlyPaintedData, forgetEarlyText } from '../../../lib/early-data.ts';
import { useAuth } from '../../../lib/session.ts';
import { storage } from '../../../lib/storage.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { startTrial, usePlans, useRefreshOwned, type SelectedSubscription } from '../api.ts';
import { PlanCard } from '../components/PlanCard.tsx';

/**
 * /pricing (public): the plans of the visitor's organisation and the platform's, side by side.
 * Choosing one keeps it under `selectedSubscription` and goes to /purchase, through /signin
 * for a visitor who is not signed in.
 */
export function PricingPage() {
  const { t } = useTranslation('payments');
  const { isSignedIn } = useAuth();
  const navigate = useNavigate();
  // A visitor's plans may already be on screen, drawn by /boot.js from its early answer: the first
  // render (the hydration of that drawing) shows the same plans from the same data.
  const [early] = useState(() => (isSignedIn ? undefined : earlyPaintedData<PlanList>(paths.pricing)));
  const plans = usePlans(isSignedIn, false, early);
  useEffect(() => {
    if (early) forgetEarlyText();
  }, [early]);
  const refresh = useRefreshOwned();
  const notify = useSnackbar((s) => s.show);
  const [busy, setBusy] = useState(false);

  const choose = (plan: Plan) => {
    storage.set('selectedSubscription', JSON.stringify({ planId: plan.id } satisfies SelectedSubscription));
    if (isSignedIn) navigate(paths.purchase);
    else navigate(paths.signIn, { state: { from: paths.purchase } });
  };
  const trial = async (plan: Plan) => {
    setBusy(true);
    try {
      await startTrial(plan.id);
      notify(t('pricing.trialStarted'), 'success');
      refresh();
    } catch (err) {
      notify(errorMessage(err, t('purchase.failed')), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame
      title={t('pricing.title')}
      subtitle={t('pricing.subtitle')}
      maxWidth={1200}
      actions={
        isSignedIn ? (
          <Button
            component={RouterLink}
            to={paths.purchases}
            variant="outlined"
            sx={{ color: 'primary.dark', borderColor: 'primary.dark' }}
          >
            {t('pricing.purchases')}
          </Button>
        ) : undefined
      }
    >
      {!isSignedIn && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('pricing.signInToBuy')}
        </Alert>
      )}
      <QueryState
        query={plans}
        loading={
          <>
            <Grid container spacing={2} data-early="plans">
              {[0, 1, 2].map((i) => (
                <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
                  <Skeleton variant="rounded" height={320} />
                </Grid>
              ))}
            </Grid>
            {!isSignedIn && <EarlyPlansTemplate />}
          </>
        }
      >
        {(data) =>
          data.data.length === 0 ? (
            <EmptyState icon={<SellOutlinedIcon />} title={t('pricing.empty')} body={t('pricing.emptyBody')} />
          ) : (
            <PlanGrid>
              {data.data.map((plan) => (
                <PlanGridItem key={plan.id}>
                  <PlanCard plan={plan} onChoose={choose} onTrial={isSignedIn ? trial : undefined} busy={busy} />
                </PlanGridItem>
              ))}
            </PlanGrid>
          )
        }
      </QueryState>
    </PageFrame>
  );
}

function PlanGrid({ children }: { children: ReactNode }) {
  const { t } = useTranslation('payments');
  return (
    <Grid container spacing={2} component="section" aria-label={t('pricing.title')}>
      {children}
    </Grid>
  );
}

const PlanGridItem = ({ children }: { children: ReactNode }) => <Grid size={{ xs: 12, sm: 6, md: 4 }}>{children}</Grid>;

/**
 * Placeholders of the template's card below: only its markup is used (a card with every part a
 * visitor's plan may show), never these values.
 */
const CARD_SHAPE: Plan = {
  id: '',
  organizationId: '',
  organizationName: '',
  platform: true,
  name: { hi: '-', en: '-' },
  description: { hi: '-', en: '-' },
  pricePaise: 0,
  period: 'monthly',
  trialDays: 0,
  gstRateBps: 0,
  gstInclusive: true,
  gst: { taxablePaise: 0, taxPaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 },
  unlocks: { all: true, examIds: [], noteIds: [], pdfIds: [] },
  retired: false,
  mine: null,
};

/**
 * The plans' markup for /boot.js (issue 15: the plans are /pricing's largest paint, and on a
 * cheap phone they waited some 300 KiB of scripts). Hidden, in the prerendered page's skeleton:
 * /boot.js copies this grid and card once the plans have arrived, writes each plan's text into
 * the parts marked data-plan (the card's own, as PlanCard writes them) with the page's strings
 * (data-strings, with {name}-style slots), and puts the grid in the skeleton's place. The page's
 * first render then hydrates exactly that markup (the same components, data and strings): no
 * flash or shift when the app takes over.
 */
function EarlyPlansTemplate() {
  const { t } = useTranslation('payments');
  const strings = {
    platform: t('pricing.platform'),
    institute: t('pricing.institute', { name: '{name}' }),
    choose: t('pricing.choose', { name: '{name}' }),
    includesGst: t('pricing.includesGst', { rate: '{rate}' }),
    plusGst: t('pricing.plusGst', { rate: '{rate}', total: '{total}' }),
    unlocksAll: t('pricing.unlocksAll'),
    // A string count, so that the text keeps its slot (these strings have no plural forms).
    unlocksSome: t('pricing.unlocksSome', { count: '{count}' as unknown as number }),
    period: t('period', { returnObjects: true }),
  };
  return (
    <Box hidden data-early-template="plans" data-strings={JSON.stringify(strings)}>
      <PlanGrid>
        <PlanGridItem>
          <PlanCard plan={CARD_SHAPE} onChoose={() => undefined} />
        </PlanGridItem>
      </PlanGrid>
    </Box>
  );
}
