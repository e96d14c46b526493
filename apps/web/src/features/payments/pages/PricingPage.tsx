import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Alert, Button, Grid, Skeleton } from '@mui/material';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@pariksha/shared/schemas/payments';
import { EmptyState, PageFrame } from '../../../components/PageFrame.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { paths } from '../../../app/paths.ts';
import { errorMessage } from '../../../lib/api.ts';
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
  const plans = usePlans(isSignedIn);
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
          <Grid container spacing={2}>
            {[0, 1, 2].map((i) => (
              <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
                <Skeleton variant="rounded" height={320} />
              </Grid>
            ))}
          </Grid>
        }
      >
        {(data) =>
          data.data.length === 0 ? (
            <EmptyState icon={<SellOutlinedIcon />} title={t('pricing.empty')} body={t('pricing.emptyBody')} />
          ) : (
            <Grid container spacing={2} component="section" aria-label={t('pricing.title')}>
              {data.data.map((plan) => (
                <Grid key={plan.id} size={{ xs: 12, sm: 6, md: 4 }}>
                  <PlanCard plan={plan} onChoose={choose} onTrial={isSignedIn ? trial : undefined} busy={busy} />
                </Grid>
              ))}
            </Grid>
          )
        }
      </QueryState>
    </PageFrame>
  );
}
