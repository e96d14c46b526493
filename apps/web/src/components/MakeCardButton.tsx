import { Button } from '@mui/material';
import StyleOutlinedIcon from '@mui/icons-material/StyleOutlined';
import CheckIcon from '@mui/icons-material/Check';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FromQuestionResponse } from '@pariksha/shared/schemas/flash-cards';
import { apiSend, errorMessage } from '../lib/api.ts';
import { useSnackbar } from '../lib/snackbar.ts';

type Props = { questionId: string; chosenOptionId?: string };

/**
 * Turns a question (usually one answered wrongly in a quiz or an exam review) into a flash
 * card in the student's "My mistakes" deck, in one click. Shared by the quiz and exam reviews.
 */
export function MakeCardButton({ questionId, chosenOptionId }: Props) {
  const { t } = useTranslation('common');
  const show = useSnackbar((s) => s.show);
  const client = useQueryClient();
  const make = useMutation({
    mutationFn: () => apiSend<FromQuestionResponse>('/flash-cards/from-question', { questionId, chosenOptionId }),
    onSuccess: (res) => {
      show(res.created ? t('flashCard.added') : t('flashCard.already'), res.created ? 'success' : 'info');
      // The flash-card pages' queries (see features/flash-cards/api.ts) show the new card.
      void client.invalidateQueries({ queryKey: ['flash-cards'] });
    },
    onError: (err) => show(errorMessage(err, t('flashCard.failed')), 'error'),
  });
  const done = make.isSuccess;

  return (
    <Button
      size="small"
      variant="outlined"
      color={done ? 'success' : 'primary'}
      startIcon={done ? <CheckIcon aria-hidden /> : <StyleOutlinedIcon aria-hidden />}
      disabled={make.isPending || done}
      onClick={() => make.mutate()}
      sx={{ minHeight: 36, textTransform: 'none', fontWeight: 600 }}
    >
      {make.isPending ? t('flashCard.making') : done ? t(make.data.created ? 'flashCard.added' : 'flashCard.already') : t('flashCard.make')}
    </Button>
  );
}
